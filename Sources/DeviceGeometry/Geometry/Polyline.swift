/// A run of points joined by straight lines, as a subpath flattens to.
package struct Polyline: Hashable, Sendable {
    /// The points in order.
    package var points: [Point]
    /// Whether the last point joins back to the first.
    package var isClosed: Bool

    /// Creates a polyline.
    package init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}
