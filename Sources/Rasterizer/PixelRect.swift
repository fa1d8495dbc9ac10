import DeviceGeometry

/// A rectangle of whole pixels: columns `minX..<maxX`, rows `minY..<maxY`.
package struct PixelRect: Hashable, Sendable, Codable {
    /// The first column.
    package var minX: Int
    /// The first row.
    package var minY: Int
    /// The column after the last.
    package var maxX: Int
    /// The row after the last.
    package var maxY: Int

    /// Creates a rectangle from its bounds.
    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The pixels that `rect`, in points, covers at `scale` pixels per point: its edges rounded
    /// outward, so that a part of a pixel counts.
    package init(covering rect: Rect, scale: Double) {
        self.init(
            minX: Int(saturating: (rect.minX * scale).rounded(.down)), minY: Int(saturating: (rect.minY * scale).rounded(.down)),
            maxX: Int(saturating: (rect.maxX * scale).rounded(.up)), maxY: Int(saturating: (rect.maxY * scale).rounded(.up)))
    }

    /// The pixels between the nearest pixel edges to `rect`'s, in points, at `scale` pixels per
    /// point: the rectangle a clip snaps to.
    package init(nearest rect: Rect, scale: Double) {
        self.init(
            minX: Int(saturating: (rect.minX * scale).rounded()), minY: Int(saturating: (rect.minY * scale).rounded()),
            maxX: Int(saturating: (rect.maxX * scale).rounded()), maxY: Int(saturating: (rect.maxY * scale).rounded()))
    }

    /// Whether the rectangle holds no pixel.
    package var isEmpty: Bool { minX >= maxX || minY >= maxY }

    /// The width in pixels.
    package var width: Int { max(0, maxX - minX) }
    /// The height in pixels.
    package var height: Int { max(0, maxY - minY) }

    /// Whether the pixel at column `x`, row `y` is inside.
    package func contains(x: Int, y: Int) -> Bool { x >= minX && x < maxX && y >= minY && y < maxY }

    /// The pixels in both rectangles.
    package func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(
            minX: max(minX, other.minX), minY: max(minY, other.minY),
            maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }
}
