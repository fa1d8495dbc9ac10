extension Bitmap {
    /// The bitmap scaled down to `width` pixels wide, keeping its shape, each pixel the average of
    /// the source pixels it covers: what a gallery shows instead of scaling full images in the browser.
    public func thumbnail(width targetWidth: Int) -> Bitmap {
        guard targetWidth > 0, targetWidth < width else { return self }
        let targetHeight = max(1, height * targetWidth / width)
        var output = [UInt8](repeating: 0, count: targetWidth * targetHeight * 4)
        for ty in 0..<targetHeight {
            let y0 = ty * height / targetHeight, y1 = max(y0 + 1, (ty + 1) * height / targetHeight)
            for tx in 0..<targetWidth {
                let x0 = tx * width / targetWidth, x1 = max(x0 + 1, (tx + 1) * width / targetWidth)
                var sums = (0, 0, 0, 0)
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        let k = (y * width + x) * 4
                        sums = (sums.0 + Int(pixels[k]), sums.1 + Int(pixels[k + 1]), sums.2 + Int(pixels[k + 2]),
                                sums.3 + Int(pixels[k + 3]))
                    }
                }
                let count = (y1 - y0) * (x1 - x0), k = (ty * targetWidth + tx) * 4
                output[k] = UInt8((sums.0 + count / 2) / count)
                output[k + 1] = UInt8((sums.1 + count / 2) / count)
                output[k + 2] = UInt8((sums.2 + count / 2) / count)
                output[k + 3] = UInt8((sums.3 + count / 2) / count)
            }
        }
        return Bitmap(width: targetWidth, height: targetHeight, pixels: output)
    }
}
