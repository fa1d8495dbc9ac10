/// A rectangle with rounded corners, each with its own radius, circular or continuous.
@_spi(Internals) public struct RoundedRect: Hashable, Sendable {
    /// The rectangle whose corners are rounded.
    package var rect: Rect
    /// The radius of each corner.
    package var radii: CornerRadii
    /// The corner shape.
    package var curve: CornerCurve

    /// Creates a rounded rectangle with per-corner radii.
    package init(rect: Rect, radii: CornerRadii, curve: CornerCurve = .continuous) {
        self.rect = rect
        self.radii = radii
        self.curve = curve
    }

    /// Creates a rounded rectangle with the same radius on every corner.
    public init(rect: Rect, cornerRadius: Double, curve: CornerCurve = .continuous) {
        self.init(rect: rect, radii: CornerRadii(all: cornerRadius), curve: curve)
    }

    /// A capsule: the rectangle with fully circular ends on its shorter axis.
    package static func capsule(_ rect: Rect) -> RoundedRect {
        RoundedRect(rect: rect, cornerRadius: min(rect.width, rect.height) / 2, curve: .circular)
    }

    /// The outline, running clockwise on screen from the top edge.
    public var path: Path {
        let (profile, reach, radii) = effectiveCorners
        let corners: [(corner: Point, along: Point, away: Point)] = [
            (Point(x: rect.minX, y: rect.minY), Point(x: 1, y: 0), Point(x: 0, y: 1)),
            (Point(x: rect.maxX, y: rect.minY), Point(x: 0, y: 1), Point(x: -1, y: 0)),
            (Point(x: rect.maxX, y: rect.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1)),
            (Point(x: rect.minX, y: rect.maxY), Point(x: 0, y: -1), Point(x: 1, y: 0)),
        ]
        var path = Path()
        for (index, frame) in corners.enumerated() {
            let r = radii.clockwise[index]
            // (a, b): a along the outgoing edge, b back along the incoming edge.
            func point(_ ab: (Double, Double)) -> Point {
                Point(
                    x: frame.corner.x + (ab.0 * frame.along.x + ab.1 * frame.away.x) * r,
                    y: frame.corner.y + (ab.0 * frame.along.y + ab.1 * frame.away.y) * r)
            }
            let entry = point((0, reach))
            if index == 0 { path.move(to: entry) } else { path.line(to: entry) }
            guard r > 0 else { continue }
            for piece in profile {
                switch piece {
                case .line(let to): path.line(to: point(to))
                case .cubic(let c1, let c2, let to): path.cubic(to: point(to), control1: point(c1), control2: point(c2))
                }
            }
        }
        path.close()
        return path
    }

    /// The profile, its reach in radii, and the radii actually drawn (see `ContinuousCorner`).
    private var effectiveCorners: ([ContinuousCorner.ProfilePiece], Double, CornerRadii) {
        let r = radii.clockwise.map { max(0, $0) }
        let clamped = CornerRadii(topLeft: r[0], topRight: r[1], bottomRight: r[2], bottomLeft: r[3])
        // The corner runs that share each edge: top, right, bottom, left.
        let edgeDemands = [
            (r[0] + r[1], rect.width), (r[1] + r[2], rect.height),
            (r[2] + r[3], rect.width), (r[3] + r[0], rect.height),
        ]
        if curve == .continuous,
            edgeDemands.allSatisfy({ $0.0 * ContinuousCorner.extent <= $0.1 })
        {
            return (ContinuousCorner.profile, ContinuousCorner.extent, clamped)
        }
        let fit = edgeDemands.reduce(1.0) { factor, demand in
            demand.0 > demand.1 ? min(factor, demand.1 / demand.0) : factor
        }
        return (ContinuousCorner.circularProfile, 1, clamped.scaled(by: fit))
    }
}
