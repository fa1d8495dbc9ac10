/// pixelmatch 7's pixel tests over two RGBA images of one size, read in place.
///
/// The arithmetic follows pixelmatch exactly, so that mismatch counts agree: colour distance in
/// YIQ weighted 0.5053, 0.299 and 0.1957; translucent pixels blended over pixelmatch's background
/// pattern; and a pixel counted as anti-aliased when it has both a darker and a brighter neighbour
/// and one of those sits among three or more equal neighbours in both images.
struct Pixelmatch {
    /// The largest YIQ distance between two colours.
    static let maximumDelta = 35215.0

    let first: UnsafeBufferPointer<UInt8>
    let second: UnsafeBufferPointer<UInt8>
    let first32: UnsafeBufferPointer<UInt32>
    let second32: UnsafeBufferPointer<UInt32>
    let width: Int
    let height: Int

    /// The signed YIQ distance between pixel `k` of `image1` and pixel `m` of `image2` (byte
    /// offsets); negative when the first is brighter. With `brightnessOnly`, the Y difference alone.
    static func colorDelta(
        _ image1: UnsafeBufferPointer<UInt8>, _ image2: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int,
        brightnessOnly: Bool
    ) -> Double {
        let r1 = Double(image1[k]), g1 = Double(image1[k + 1]), b1 = Double(image1[k + 2]), a1 = Double(image1[k + 3])
        let r2 = Double(image2[m]), g2 = Double(image2[m + 1]), b2 = Double(image2[m + 2]), a2 = Double(image2[m + 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0, dg == 0, db == 0, da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let rb = 48 + 159 * Double(k % 2)
            let gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
            let bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if brightnessOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// Whether pixel (`x1`, `y1`) of `image` looks anti-aliased, `image32` being the same image as
    /// words and `other32` the other image.
    func isAntiAliased(
        _ image: UnsafeBufferPointer<UInt8>, x1: Int, y1: Int, _ image32: UnsafeBufferPointer<UInt32>,
        _ other32: UnsafeBufferPointer<UInt32>
    ) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let position = y1 * width + x1
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minimum = 0.0, maximum = 0.0
        var minimumX = 0, minimumY = 0, maximumX = 0, maximumY = 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = Self.colorDelta(image, image, position * 4, (y * width + x) * 4, brightnessOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta
                    (minimumX, minimumY) = (x, y)
                } else if delta > maximum {
                    maximum = delta
                    (maximumX, maximumY) = (x, y)
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(image32, x1: minimumX, y1: minimumY) && hasManySiblings(other32, x1: minimumX, y1: minimumY))
            || (hasManySiblings(image32, x1: maximumX, y1: maximumY) && hasManySiblings(other32, x1: maximumX, y1: maximumY))
    }

    /// Whether pixel (`x1`, `y1`) has three or more neighbours of exactly its colour.
    func hasManySiblings(_ image32: UnsafeBufferPointer<UInt32>, x1: Int, y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = image32[y1 * width + x1]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if value == image32[y * width + x] { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
