import SafeAreaSupport

/// A width and a height in points.
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// The same size with width and height exchanged, as a screen turned through 90°.
    package var transposed: Size { Size(width: height, height: width) }
}

extension Size: CustomStringConvertible {
    /// `width×height`, for example `375×812`.
    public var description: String {
        "\(PointFormatting.string(width))×\(PointFormatting.string(height))"
    }
}

extension Size: Codable {
    private enum CodingKeys: String, CodingKey { case width, height }
}
