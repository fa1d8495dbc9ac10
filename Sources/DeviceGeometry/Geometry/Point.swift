import SafeAreaSupport

/// A location in points; the origin is the top-left corner and y grows downward, as in UIKit.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate, growing downward.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Returns this point moved by `dx` and `dy`.
    package func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }
}

extension Point: CustomStringConvertible {
    /// `(x, y)` with integral values printed without a fraction, as UIKit logs points.
    public var description: String {
        "(\(PointFormatting.string(x)), \(PointFormatting.string(y)))"
    }
}

extension Point: Codable {
    private enum CodingKeys: String, CodingKey { case x, y }
}
