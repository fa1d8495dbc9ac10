/// A run of points joined by straight lines, as a subpath flattens to.
public struct Polyline: Hashable, Sendable {
    /// The points in order.
    public var points: [Point]
    /// Whether the last point joins back to the first.
    public var isClosed: Bool

    /// Creates a polyline.
    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}
