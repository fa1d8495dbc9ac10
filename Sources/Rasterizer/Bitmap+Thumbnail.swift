extension Bitmap {
    /// The bitmap scaled down to `width` pixels wide, keeping its shape, each pixel the average of
    /// the source pixels it covers: what a gallery shows instead of scaling full images in the browser.
    package func thumbnail(width targetWidth: Int) -> Bitmap {
        guard targetWidth > 0, targetWidth < width else { return self }
        let targetHeight = max(1, height * targetWidth / width)
        // Each target column covers source columns columnStart[tx]..<columnStart[tx + 1].
        let columnStart = (0...targetWidth).map { $0 * width / targetWidth }
        var output = [UInt8](repeating: 0, count: targetWidth * targetHeight * 4)
        var sums = [UInt32](repeating: 0, count: targetWidth * 4)
        pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { sums in
                    for ty in 0..<targetHeight {
                        let y0 = ty * height / targetHeight, y1 = max(y0 + 1, (ty + 1) * height / targetHeight)
                        sums.update(repeating: 0)
                        for y in y0..<y1 {
                            var k = y * width * 4
                            for tx in 0..<targetWidth {
                                var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
                                // A while loop: a range's iterator is a call per pixel in a debug build.
                                let end = k + (columnStart[tx + 1] - columnStart[tx]) * 4
                                while k < end {
                                    r &+= UInt32(source[k])
                                    g &+= UInt32(source[k + 1])
                                    b &+= UInt32(source[k + 2])
                                    a &+= UInt32(source[k + 3])
                                    k += 4
                                }
                                sums[tx * 4] &+= r
                                sums[tx * 4 + 1] &+= g
                                sums[tx * 4 + 2] &+= b
                                sums[tx * 4 + 3] &+= a
                            }
                        }
                        for tx in 0..<targetWidth {
                            let count = UInt32((y1 - y0) * (columnStart[tx + 1] - columnStart[tx])),
                                k = (ty * targetWidth + tx) * 4
                            for channel in 0..<4 {
                                target[k + channel] = UInt8((sums[tx * 4 + channel] + count / 2) / count)
                            }
                        }
                    }
                }
            }
        }
        return Bitmap(width: targetWidth, height: targetHeight, pixels: output)
    }
}
