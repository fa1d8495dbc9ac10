/// Exact geometric queries on the filled region of a path (nonzero rule).
///
/// Curves are split where x or y turns around, so every piece is monotone on both axes; crossings
/// are then solved on the curve itself (analytically for lines, by bisection to 1e-15 in the
/// parameter for cubics), never on a bounding box or a polygon approximation. Only `area`,
/// `intersectionArea(with:)` and `intersection(with:)` work on a polygon, within a stated tolerance.
extension Path {
    /// The smallest rectangle that contains the outline, computed from the curves' true extrema.
    public var boundingBox: Rect {
        let boxes = closedSubpaths.joined().map(\.bounds)
        guard let first = boxes.first else { return .zero }
        return boxes.dropFirst().reduce(first) { $0.union($1) }
    }

    /// How many times the outline winds around `point`, counting direction.
    package func windingNumber(at point: Point) -> Int {
        closedSubpaths.joined().reduce(0) { $0 + $1.windingContribution(at: point) }
    }

    /// Whether `point` is inside the filled region.
    public func contains(_ point: Point) -> Bool {
        windingNumber(at: point) != 0
    }

    /// Whether the filled region and the interior of `rect` share any point.
    ///
    /// Either some piece of the outline passes through the rectangle's interior (and a boundary
    /// always has filled area on one side), or none does and the whole interior has the winding
    /// number of its centre.
    package func intersects(_ rect: Rect) -> Bool {
        guard !rect.isEmpty, boundingBox.intersects(rect) || boundingBox.contains(rect) else { return false }
        return outlineCrossesInterior(of: rect) || contains(rect.center)
    }

    /// Whether the whole of `rect` lies inside the filled region.
    public func contains(_ rect: Rect) -> Bool {
        guard !rect.isEmpty else { return contains(rect.origin) }
        return !outlineCrossesInterior(of: rect) && contains(rect.center)
    }

    private func outlineCrossesInterior(of rect: Rect) -> Bool {
        closedSubpaths.joined().contains { $0.crossesInterior(of: rect) }
    }

    /// The outline as closed polygons whose edges stay within `tolerance` points of the curves
    /// (open subpaths are closed, as filling closes them).
    package func polygons(tolerance: Double = 0.01) -> [[Point]] {
        polylines(tolerance: tolerance).map(\.points)
    }

    /// Each subpath as a run of points within `tolerance` points of the curves, with whether the
    /// subpath was closed: what a stroke follows.
    package func polylines(tolerance: Double = 0.01) -> [Polyline] {
        var result: [Polyline] = []
        var points: [Point] = []
        var current = Point.zero
        func finish(closed: Bool) {
            if points.count >= 2 { result.append(Polyline(points: points, isClosed: closed)) }
            points = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                points = [p]
                current = p
            case .line(let p):
                if points.isEmpty { points = [current] }
                if p != current { points.append(p) }
                current = p
            case .cubic(let p, let c1, let c2):
                if points.isEmpty { points = [current] }
                points += PathSegment.cubic(current, c1, c2, p).flattened(tolerance: tolerance)
                current = p
            case .close:
                if points.count > 1, points.last == points.first { points.removeLast() }
                current = points.first ?? current
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// The filled area in square points, from polygons within 0.01 pt of the curves.
    ///
    /// Exact for regions whose winding numbers are 0 or ±1, which is how every mask and shape in
    /// SafeAreaKit is built (a hole is a subpath running the other way).
    package var area: Double {
        abs(polygons().reduce(0) { $0 + Self.signedArea($1) })
    }

    /// The area in square points where the filled region overlaps `rect`.
    package func intersectionArea(with rect: Rect) -> Double {
        abs(clippedPolygons(to: rect).reduce(0) { $0 + Self.signedArea($1) })
    }

    /// The part of the filled region inside `rect`, as polygons within 0.01 pt of the curves.
    package func intersection(with rect: Rect) -> Path {
        var result = Path()
        for polygon in clippedPolygons(to: rect) where polygon.count >= 3 {
            result.move(to: polygon[0])
            for point in polygon.dropFirst() { result.line(to: point) }
            result.close()
        }
        return result
    }

    private func clippedPolygons(to rect: Rect) -> [[Point]] {
        polygons().map { Self.clip($0, to: rect) }.filter { $0.count >= 3 }
    }

    static func signedArea(_ polygon: [Point]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var sum = 0.0
        for (p, q) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
            sum += p.x * q.y - q.x * p.y
        }
        return sum / 2
    }

    /// Sutherland–Hodgman clipping of a polygon against the four half-planes of a rectangle.
    static func clip(_ polygon: [Point], to rect: Rect) -> [Point] {
        typealias HalfPlane = (inside: (Point) -> Bool, cross: (Point, Point) -> Point)
        func crossAtX(_ x: Double) -> (Point, Point) -> Point {
            { p, q in Point(x: x, y: p.y + (q.y - p.y) * (x - p.x) / (q.x - p.x)) }
        }
        func crossAtY(_ y: Double) -> (Point, Point) -> Point {
            { p, q in Point(x: p.x + (q.x - p.x) * (y - p.y) / (q.y - p.y), y: y) }
        }
        let planes: [HalfPlane] = [
            ({ $0.x >= rect.minX }, crossAtX(rect.minX)),
            ({ $0.x <= rect.maxX }, crossAtX(rect.maxX)),
            ({ $0.y >= rect.minY }, crossAtY(rect.minY)),
            ({ $0.y <= rect.maxY }, crossAtY(rect.maxY)),
        ]
        var output = polygon
        for plane in planes {
            guard let last = output.last else { break }
            let input = output
            output = []
            var previous = last
            for current in input {
                switch (plane.inside(previous), plane.inside(current)) {
                case (true, true): output.append(current)
                case (true, false): output.append(plane.cross(previous, current))
                case (false, true): output.append(contentsOf: [plane.cross(previous, current), current])
                case (false, false): break
                }
                previous = current
            }
        }
        return output
    }
}
