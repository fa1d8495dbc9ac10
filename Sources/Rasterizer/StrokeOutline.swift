@_spi(Internals) import DeviceGeometry

extension Path {
    /// The area a round-joined, round-capped stroke of `width` covers, as a union of one
    /// rectangle per flattened segment and one disc per vertex, all wound the same way so that
    /// their overlaps fill under the nonzero rule.
    func strokeOutline(width: Double) -> Path {
        let half = width / 2
        var outline = Path()
        for polyline in polylines(tolerance: 0.05) {
            var points = polyline.points
            if polyline.isClosed, let first = points.first { points.append(first) }
            for (p, q) in zip(points, points.dropFirst()) {
                let dx = q.x - p.x, dy = q.y - p.y
                let length = (dx * dx + dy * dy).squareRoot()
                guard length > 0 else { continue }
                let nx = -dy / length * half, ny = dx / length * half
                var quad = [
                    Point(x: p.x + nx, y: p.y + ny), Point(x: q.x + nx, y: q.y + ny),
                    Point(x: q.x - nx, y: q.y - ny), Point(x: p.x - nx, y: p.y - ny),
                ]
                if Self.isCounterclockwise(quad) { quad.reverse() }
                outline.move(to: quad[0])
                for corner in quad.dropFirst() { outline.line(to: corner) }
                outline.close()
            }
            for point in points {
                outline.addPath(RoundedRect.capsule(Rect(x: point.x - half, y: point.y - half, width: width, height: width)).path)
            }
        }
        return outline
    }

    private static func isCounterclockwise(_ quad: [Point]) -> Bool {
        var sum = 0.0
        for (p, q) in zip(quad, quad.dropFirst() + [quad[0]]) { sum += p.x * q.y - q.x * p.y }
        return sum < 0
    }
}
