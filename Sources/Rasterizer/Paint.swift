import DeviceGeometry

/// What fills a shape: a solid colour or diagonal hatching.
public enum Paint: Hashable, Sendable {
    /// One colour everywhere.
    case solid(Color)
    /// Anti-aliased diagonal stripes of one colour; the gaps are left untouched.
    case hatch(Hatch)
}

/// Diagonal stripes rising to the right at 45°.
public struct Hatch: Hashable, Sendable {
    /// The stripes' colour.
    public var color: Color
    /// The distance between stripes, measured horizontally, in points.
    public var spacing: Double
    /// Each stripe's width, measured horizontally, in points.
    public var lineWidth: Double

    /// Creates a hatch.
    public init(color: Color, spacing: Double, lineWidth: Double) {
        self.color = color
        self.spacing = spacing
        self.lineWidth = lineWidth
    }
}
