import SafeAreaSupport

/// Distances inward from the four edges of a rectangle, in UIKit's order: top, left, bottom, right.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets in UIKit's order.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The insets with left and right exchanged, as directional insets read in a right-to-left
    /// layout.
    package var swappingLeftAndRight: EdgeInsets { EdgeInsets(top: top, left: right, bottom: bottom, right: left) }

    /// The insets added edge by edge.
    package static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
            right: lhs.right + rhs.right)
    }
}

/// One side of a rectangle.
public enum Edge: String, CaseIterable, Hashable, Sendable, Codable {
    /// The top side.
    case top
    /// The left side.
    case left
    /// The bottom side.
    case bottom
    /// The right side.
    case right
}

extension EdgeInsets: CustomStringConvertible {
    /// `{t, l, b, r}`, the way UIKit logs `UIEdgeInsets`.
    public var description: String {
        "{" + [top, left, bottom, right].map(PointFormatting.string).joined(separator: ", ") + "}"
    }
}

extension EdgeInsets: Codable {
    private enum CodingKeys: String, CodingKey { case top, left, bottom, right }
}
