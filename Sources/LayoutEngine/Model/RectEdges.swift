/// A set of edges, as `UIRectEdge`.
public struct RectEdges: OptionSet, Hashable, Sendable {
    /// The option bits, UIKit's values.
    public let rawValue: Int

    /// Creates a set from UIKit's bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = RectEdges(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdges(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdges(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdges(rawValue: 1 << 3)
    /// Every edge.
    public static let all: RectEdges = [.top, .left, .bottom, .right]

    /// The edges by name, in bit order.
    package static let named: [(name: String, edge: RectEdges)] = [
        ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right), ("all", .all),
    ]
}
