extension Bitmap {
    /// Copies `source` into this bitmap with its top-left corner at (`x`, `y`), replacing the
    /// pixels it covers and leaving out what falls outside. Whole rows are copied at once, so
    /// that composing large images, such as a diff strip, costs little even in a debug build.
    package mutating func place(_ source: Bitmap, x: Int, y: Int) {
        let left = max(0, x), right = min(width, x + source.width)
        let top = max(0, y), bottom = min(height, y + source.height)
        guard left < right, top < bottom else { return }
        let columns = left..<right, rows = top..<bottom
        let rowBytes = columns.count * 4, targetWidth = width
        source.pixels.withUnsafeBytes { from in
            pixels.withUnsafeMutableBytes { to in
                for row in rows {
                    let target = (row * targetWidth + columns.lowerBound) * 4
                    let origin = ((row - y) * source.width + columns.lowerBound - x) * 4
                    (to.baseAddress! + target).copyMemory(from: from.baseAddress! + origin, byteCount: rowBytes)
                }
            }
        }
    }
}
