/// One piece of a path outline, with the curve arithmetic the exact queries need.
enum PathSegment: Hashable, Sendable {
    case line(Point, Point)
    case cubic(Point, Point, Point, Point)

    var start: Point {
        switch self {
        case .line(let p, _), .cubic(let p, _, _, _): p
        }
    }

    var end: Point {
        switch self {
        case .line(_, let p), .cubic(_, _, _, let p): p
        }
    }

    func point(at t: Double) -> Point {
        switch self {
        case .line(let p0, let p1):
            return Point(x: p0.x + (p1.x - p0.x) * t, y: p0.y + (p1.y - p0.y) * t)
        case .cubic(let p0, let p1, let p2, let p3):
            let s = 1 - t
            let w0 = s * s * s, w1 = 3 * s * s * t, w2 = 3 * s * t * t, w3 = t * t * t
            return Point(
                x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
        }
    }

    /// Parameters in (0, 1) where x or y turns around, sorted, so that between consecutive
    /// parameters the segment is monotone on both axes.
    var monotoneBreaks: [Double] {
        guard case .cubic(let p0, let p1, let p2, let p3) = self else { return [0, 1] }
        let turns = Self.derivativeRoots(p0.x, p1.x, p2.x, p3.x) + Self.derivativeRoots(p0.y, p1.y, p2.y, p3.y)
        return [0] + turns.filter { $0 > 0 && $0 < 1 }.sorted() + [1]
    }

    /// Roots of the derivative of the 1-D cubic Bézier with these control values.
    private static func derivativeRoots(_ v0: Double, _ v1: Double, _ v2: Double, _ v3: Double) -> [Double] {
        // B'(t)/3 = a·t² + b·t + c
        let a = -v0 + 3 * v1 - 3 * v2 + v3
        let b = 2 * (v0 - 2 * v1 + v2)
        let c = v1 - v0
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0 else { return [] }
        if abs(a) <= 1e-12 * scale {
            return abs(b) <= 1e-12 * scale ? [] : [-c / b]
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let root = discriminant.squareRoot()
        let q = -0.5 * (b + (b < 0 ? -root : root))
        return q == 0 ? [0] : [q / a, c / q]
    }

    /// The tight bounds of the segment.
    var bounds: Rect {
        let points = monotoneBreaks.map(point(at:))
        var box = Rect(corner: start, end)
        for p in points { box = box.union(Rect(x: p.x, y: p.y, width: 0, height: 0)) }
        return box
    }

    /// On a piece `[t0, t1]` that is monotone in the coordinate `axis`, the parameter where that
    /// coordinate equals `value` (which must lie between its values at t0 and t1).
    func parameter(where axis: KeyPath<Point, Double>, equals value: Double, from t0: Double, to t1: Double) -> Double {
        if case .line(let p0, let p1) = self {
            let delta = p1[keyPath: axis] - p0[keyPath: axis]
            return delta == 0 ? t0 : min(max((value - p0[keyPath: axis]) / delta, t0), t1)
        }
        let increasing = point(at: t1)[keyPath: axis] >= point(at: t0)[keyPath: axis]
        var low = t0, high = t1
        for _ in 0..<80 where high - low > 1e-15 {
            let mid = (low + high) / 2
            let below = point(at: mid)[keyPath: axis] < value
            if below == increasing { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// The segment cut where x or y turns around, so that each piece is monotone on both axes.
    var monotonePieces: [MonotonePiece] {
        let breaks = monotoneBreaks
        return zip(breaks, breaks.dropFirst()).map { t0, t1 in
            MonotonePiece(segment: self, t0: t0, t1: t1, start: point(at: t0), end: point(at: t1))
        }
    }

    /// Whether any point of the segment lies strictly inside `rect`.
    func crossesInterior(of rect: Rect) -> Bool {
        monotonePieces.contains { $0.crossesInterior(of: rect) }
    }

    /// The signed number of times the segment crosses the ray from `point` toward +x.
    func windingContribution(at point: Point) -> Int {
        monotonePieces.reduce(0) { $0 + $1.windingContribution(at: point) }
    }

    /// Points along the segment, excluding its start, no farther than `tolerance` from the curve.
    func flattened(tolerance: Double) -> [Point] {
        guard case .cubic(let p0, let p1, let p2, let p3) = self else { return [end] }
        let ddx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let ddy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let deviation = (ddx * ddx + ddy * ddy).squareRoot()
        let count = min(1000, max(1, Int((0.75 * deviation / tolerance).squareRoot().rounded(.up))))
        return (1...count).map { point(at: Double($0) / Double(count)) }
    }
}

/// A piece of a segment between two parameters, monotone in x and in y, so that its ends bound it.
struct MonotonePiece: Hashable, Sendable {
    let segment: PathSegment
    let t0: Double
    let t1: Double
    let start: Point
    let end: Point

    /// The piece's bounding box: the rectangle its ends span.
    var bounds: Rect { Rect(corner: start, end) }

    /// Whether any point of the piece lies strictly inside `rect`.
    func crossesInterior(of rect: Rect) -> Bool {
        let xLow = min(start.x, end.x), xHigh = max(start.x, end.x)
        guard xHigh > rect.minX, xLow < rect.maxX,
            max(start.y, end.y) > rect.minY, min(start.y, end.y) < rect.maxY
        else { return false }
        // Narrow to the parameters whose x lies within the rectangle's columns; the piece is
        // monotone in y too, so its y over those parameters spans the values at the ends.
        var tA = t0, tB = t1
        if xLow != xHigh {
            let tAtMin = segment.parameter(where: \.x, equals: max(rect.minX, xLow), from: t0, to: t1)
            let tAtMax = segment.parameter(where: \.x, equals: min(rect.maxX, xHigh), from: t0, to: t1)
            tA = min(tAtMin, tAtMax)
            tB = max(tAtMin, tAtMax)
            guard tB > tA else { return false }
        }
        let yA = segment.point(at: tA).y, yB = segment.point(at: tB).y
        return min(yA, yB) < rect.maxY && max(yA, yB) > rect.minY
    }

    /// The signed number of times the piece crosses the ray from `point` toward +x.
    func windingContribution(at point: Point) -> Int {
        guard start.y != end.y, point.y >= min(start.y, end.y), point.y < max(start.y, end.y),
            point.x < max(start.x, end.x)
        else { return 0 }
        let crossesRightOfPoint =
            point.x < min(start.x, end.x)
            || segment.point(at: segment.parameter(where: \.y, equals: point.y, from: t0, to: t1)).x > point.x
        return crossesRightOfPoint ? (end.y > start.y ? 1 : -1) : 0
    }
}
