/// Source-over compositing of straight-alpha RGBA in integers, so results are the same on every
/// machine. `x / 255` is rounded to nearest with the exact identity
/// `(x + 128 + ((x + 128) >> 8)) >> 8` for every x in 0...65025.
enum Blending {
    @inline(__always)
    static func divideBy255(_ x: Int) -> Int {
        (x + 128 + ((x + 128) >> 8)) >> 8
    }

    /// A colour premultiplied for blending over opaque pixels two channels at a time: red and blue
    /// in one word's 16-bit lanes, green and (opaque) alpha in another.
    struct PackedSource {
        let redBlue: UInt32
        let greenAlpha: UInt32
        let inverse: UInt32

        init(red: Int, green: Int, blue: Int, alpha: Int) {
            redBlue = UInt32(red | blue << 16) * UInt32(alpha)
            greenAlpha = UInt32(green | 255 << 16) * UInt32(alpha)
            inverse = UInt32(255 - alpha)
        }
    }

    /// Composites a packed source over an opaque pixel word (bytes red, green, blue, alpha in
    /// memory), dividing each 16-bit lane by 255 with the same exact rounding as `divideBy255`.
    /// A lane never exceeds 255 · 255 + 383, so the wrapping operators cannot wrap.
    @inline(__always)
    static func blendOverOpaque(_ word: UInt32, _ source: PackedSource) -> UInt32 {
        let pixel = UInt32(littleEndian: word)
        var redBlue = (pixel & 0x00FF_00FF) &* source.inverse &+ source.redBlue &+ 0x0080_0080
        redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var greenAlpha = ((pixel >> 8) & 0x00FF_00FF) &* source.inverse &+ source.greenAlpha &+ 0x0080_0080
        greenAlpha = ((greenAlpha &+ ((greenAlpha >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        return (redBlue | greenAlpha << 8).littleEndian
    }

    /// Composites `source` (straight alpha, `sourceAlpha` already including coverage) over the
    /// pixel at `pixel`.
    @inline(__always)
    static func blend(_ pixel: UnsafeMutablePointer<UInt8>, red: Int, green: Int, blue: Int, alpha sourceAlpha: Int) {
        guard sourceAlpha > 0 else { return }
        let destinationAlpha = Int(pixel[3])
        if sourceAlpha == 255 || destinationAlpha == 0 {
            pixel[0] = UInt8(red)
            pixel[1] = UInt8(green)
            pixel[2] = UInt8(blue)
            pixel[3] = UInt8(sourceAlpha)
            return
        }
        let inverse = 255 - sourceAlpha
        if destinationAlpha == 255 {
            pixel[0] = UInt8(divideBy255(red * sourceAlpha + Int(pixel[0]) * inverse))
            pixel[1] = UInt8(divideBy255(green * sourceAlpha + Int(pixel[1]) * inverse))
            pixel[2] = UInt8(divideBy255(blue * sourceAlpha + Int(pixel[2]) * inverse))
            return
        }
        // General case: out = src·αs + dst·αd·(1 − αs), divided by the resulting alpha.
        let weightedDestination = divideBy255(destinationAlpha * inverse)
        let outAlpha = sourceAlpha + weightedDestination
        func channel(_ source: Int, _ destination: UInt8) -> UInt8 {
            UInt8((source * sourceAlpha + Int(destination) * weightedDestination + outAlpha / 2) / outAlpha)
        }
        pixel[0] = channel(red, pixel[0])
        pixel[1] = channel(green, pixel[1])
        pixel[2] = channel(blue, pixel[2])
        pixel[3] = UInt8(outAlpha)
    }
}
