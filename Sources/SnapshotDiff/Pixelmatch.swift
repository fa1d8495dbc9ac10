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
        // Through Int: Double's own init from UInt8 is generic, and unspecialized in a debug build.
        let r1 = Double(Int(image1[k])), g1 = Double(Int(image1[k + 1])), b1 = Double(Int(image1[k + 2]))
        let a1 = Double(Int(image1[k + 3]))
        let r2 = Double(Int(image2[m])), g2 = Double(Int(image2[m + 1])), b2 = Double(Int(image2[m + 2]))
        let a2 = Double(Int(image2[m + 3]))
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
        let around = neighbourhood(x1, y1)
        let position = y1 * width + x1, center = image32[position]
        var zeroes = around.touchesEdge ? 1 : 0
        var minimum = 0.0, maximum = 0.0
        var minimumX = 0, minimumY = 0, maximumX = 0, maximumY = 0
        var x = around.x0
        while x <= around.x2 {
            var y = around.y0
            while y <= around.y2 {
                let neighbour = y * width + x
                if neighbour != position {
                    // An equal neighbour's delta is 0 without the arithmetic; flat screens have many.
                    let delta =
                        image32[neighbour] == center
                        ? 0 : Self.colorDelta(image, image, position * 4, neighbour * 4, brightnessOnly: true)
                    if delta == 0 {
                        zeroes += 1
                        if zeroes > 2 { return false }
                    } else if delta < minimum {
                        minimum = delta
                        minimumX = x
                        minimumY = y
                    } else if delta > maximum {
                        maximum = delta
                        maximumX = x
                        maximumY = y
                    }
                }
                y += 1
            }
            x += 1
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(image32, x1: minimumX, y1: minimumY) && hasManySiblings(other32, x1: minimumX, y1: minimumY))
            || (hasManySiblings(image32, x1: maximumX, y1: maximumY) && hasManySiblings(other32, x1: maximumX, y1: maximumY))
    }

    /// Whether pixel (`x1`, `y1`) has three or more neighbours of exactly its colour.
    func hasManySiblings(_ image32: UnsafeBufferPointer<UInt32>, x1: Int, y1: Int) -> Bool {
        let around = neighbourhood(x1, y1)
        let value = image32[y1 * width + x1]
        var zeroes = around.touchesEdge ? 1 : 0
        var x = around.x0
        while x <= around.x2 {
            var y = around.y0
            while y <= around.y2 {
                if x != x1 || y != y1, value == image32[y * width + x] { zeroes += 1 }
                if zeroes > 2 { return true }
                y += 1
            }
            x += 1
        }
        return false
    }

    /// The pixels around (`x1`, `y1`) inside the image, and whether the pixel is on its edge.
    /// Written with conditions and while loops in the callers, not `min`, `max` and ranges, which
    /// are generic calls for every pixel in a debug build, where snapshot tests run.
    private func neighbourhood(_ x1: Int, _ y1: Int) -> (x0: Int, y0: Int, x2: Int, y2: Int, touchesEdge: Bool) {
        let x0 = x1 > 0 ? x1 - 1 : 0, y0 = y1 > 0 ? y1 - 1 : 0
        let x2 = x1 + 1 < width ? x1 + 1 : width - 1, y2 = y1 + 1 < height ? y1 + 1 : height - 1
        return (x0, y0, x2, y2, x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2)
    }
}
