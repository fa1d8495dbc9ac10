@_spi(Internals) import DeviceGeometry

extension Path {
    /// The path in fixed-point pixels as closed polygons: lines are kept, cubics are replaced by
    /// chords within 1/16 pixel of the curve, computed in integers so every machine agrees.
    func fixedPolygons(scale: Double) -> [[FixedPoint]] {
        var polygons: [[FixedPoint]] = []
        var current: [FixedPoint] = []
        // Like Core Graphics, a path that draws before any move starts at the origin.
        var point = FixedPoint(x: 0, y: 0)
        func fixed(_ p: Point) -> FixedPoint {
            FixedPoint(x: FixedPoint.fixed(p.x, scale: scale), y: FixedPoint.fixed(p.y, scale: scale))
        }
        func finish() {
            if current.count >= 3 { polygons.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                point = fixed(p)
                current = [point]
            case .line(let p):
                if current.isEmpty { current = [point] }
                point = fixed(p)
                current.append(point)
            case .cubic(let p, let c1, let c2):
                if current.isEmpty { current = [point] }
                let end = fixed(p)
                appendCubic(from: point, fixed(c1), fixed(c2), end, to: &current)
                point = end
            case .close:
                point = current.first ?? point
                finish()
            }
        }
        finish()
        return polygons
    }

    /// Appends points along a cubic, excluding its start, at `n` equal parameter steps where
    /// `n` keeps the chords within 1/16 pixel: the error of n chords is at most
    /// (3/4)·max|P₀ − 2P₁ + P₂, P₁ − 2P₂ + P₃| / n².
    private func appendCubic(
        from p0: FixedPoint, _ p1: FixedPoint, _ p2: FixedPoint, _ p3: FixedPoint,
        to points: inout [FixedPoint]
    ) {
        let ddx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let ddy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let tolerance = FixedPoint.one / 16
        // sqrt is correctly rounded under IEEE 754, so this count is the same everywhere.
        let steps = min(256, max(1, Int((Double(3 * (ddx + ddy)) / Double(4 * tolerance)).squareRoot().rounded(.up))))
        let n = steps, n3 = n * n * n
        for i in 1...n {
            let j = n - i
            let w0 = j * j * j, w1 = 3 * j * j * i, w2 = 3 * j * i * i, w3 = i * i * i
            let x = w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x
            let y = w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y
            points.append(FixedPoint(x: floorDivide(x + n3 / 2, n3), y: floorDivide(y + n3 / 2, n3)))
        }
    }
}
