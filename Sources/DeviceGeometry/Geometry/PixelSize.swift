/// A width and a height in whole pixels.
public struct PixelSize: Hashable, Sendable, Codable {
    /// The number of pixel columns.
    public var width: Int
    /// The number of pixel rows.
    public var height: Int

    /// Creates a pixel size.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The pixel size of `size` points drawn at `scale` pixels per point, rounded to whole pixels.
    package init(points size: Size, scale: Double) {
        self.init(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }

    /// The same size with width and height exchanged.
    package var transposed: PixelSize { PixelSize(width: height, height: width) }
}

extension PixelSize: CustomStringConvertible {
    /// `width×height`, for example `1125×2436`.
    public var description: String { "\(width)×\(height)" }
}
