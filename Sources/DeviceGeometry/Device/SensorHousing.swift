/// The cut-out at the top of the display that holds the front camera and sensors.
public enum SensorHousing: Hashable, Sendable {
    /// No cut-out: the sensors are in a bezel.
    case none
    /// A notch flush with the top edge.
    case notch(Notch)
    /// A Dynamic Island: a pill-shaped cut-out below the top edge. The rect is the island's
    /// software frame in portrait points; the pill is that rect with fully rounded ends.
    case dynamicIsland(Rect)

    /// The kind of housing, as a stable name: `none`, `notch` or `dynamic-island`.
    package var kind: String {
        switch self {
        case .none: "none"
        case .notch: "notch"
        case .dynamicIsland: "dynamic-island"
        }
    }

    /// The housing's bounding box in portrait points (for a notch, the body without its ears), or
    /// `nil` when there is none.
    public var frame: Rect? {
        switch self {
        case .none: nil
        case .notch(let notch): notch.body
        case .dynamicIsland(let rect): rect
        }
    }

    /// The housing's exact outline in portrait points, or `nil` when there is none.
    package var outline: Path? {
        switch self {
        case .none: nil
        case .notch(let notch): notch.outline
        case .dynamicIsland(let rect): RoundedRect.capsule(rect).path
        }
    }
}

/// A notch: a body hanging from the top edge with rounded bottom corners, flaring into the top
/// edge through two concave "ears".
public struct Notch: Hashable, Sendable, Codable {
    /// The x of the body's left side, in portrait points.
    public var x: Double
    /// The body's width between the ears.
    public var width: Double
    /// The depth from the top edge.
    public var depth: Double
    /// The radius of the two convex bottom corners.
    package var bottomRadius: Double
    /// The radius of the two concave ears where the body meets the top edge.
    package var earRadius: Double

    /// Creates a notch.
    package init(x: Double, width: Double, depth: Double, bottomRadius: Double, earRadius: Double) {
        self.x = x
        self.width = width
        self.depth = depth
        self.bottomRadius = bottomRadius
        self.earRadius = earRadius
    }

    /// The body's rectangle, from the top edge down, without the ears.
    package var body: Rect { Rect(x: x, y: 0, width: width, height: depth) }

    /// The full opening along the top edge, ears included.
    package var opening: Rect { Rect(x: x - earRadius, y: 0, width: width + 2 * earRadius, height: depth) }

    /// The outline: from the top edge at the left ear, down the body, across its bottom and back
    /// up through the right ear. Arcs are cubic quarter circles.
    package var outline: Path {
        let k = ContinuousCorner.circleControl
        let left = x, right = x + width, e = earRadius, r = bottomRadius
        var path = Path()
        path.move(to: Point(x: left - e, y: 0))
        // Concave ear: a quarter circle about (left − e, e) from its top to its right.
        path.cubic(
            to: Point(x: left, y: e),
            control1: Point(x: left - e + k * e, y: 0), control2: Point(x: left, y: e - k * e))
        path.line(to: Point(x: left, y: depth - r))
        path.cubic(
            to: Point(x: left + r, y: depth),
            control1: Point(x: left, y: depth - r + k * r), control2: Point(x: left + r - k * r, y: depth))
        path.line(to: Point(x: right - r, y: depth))
        path.cubic(
            to: Point(x: right, y: depth - r),
            control1: Point(x: right - r + k * r, y: depth), control2: Point(x: right, y: depth - r + k * r))
        path.line(to: Point(x: right, y: e))
        path.cubic(
            to: Point(x: right + e, y: 0),
            control1: Point(x: right, y: e - k * e), control2: Point(x: right + e - k * e, y: 0))
        path.close()
        return path
    }
}
