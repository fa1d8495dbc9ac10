import Testing

@_spi(Internals) @testable import DeviceGeometry

/// The exact shape queries must decide by the curve itself, not by its bounding box.
@Suite("Exact path queries")
struct PathQueryTests {
    /// A circle of radius 10 about (10, 10), built from four cubic quarter arcs.
    let circle = RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 10, curve: .circular).path

    @Test func rectangleInTheCircleBoundingBoxCornerIsJudgedByTheCurve() {
        // (2.9, 2.9) is 10.04 from the centre: outside. (3, 3) is 9.90 from it: inside.
        #expect(!circle.intersects(Rect(x: 0, y: 0, width: 2.9, height: 2.9)))
        #expect(circle.intersects(Rect(x: 0, y: 0, width: 3.0, height: 3.0)))
        #expect(circle.boundingBox.intersects(Rect(x: 0, y: 0, width: 2.9, height: 2.9)), "a box test would say yes")
    }

    @Test func touchingIsNotIntersecting() {
        #expect(!circle.intersects(Rect(x: 20, y: 5, width: 5, height: 10)))
        #expect(!circle.intersects(Rect(x: 5, y: -5, width: 10, height: 5)))
        #expect(circle.intersects(Rect(x: 19.9, y: 9, width: 5, height: 2)))
    }

    @Test func containment() {
        #expect(circle.contains(Rect(x: 5, y: 5, width: 10, height: 10)))
        #expect(!circle.contains(Rect(x: 2.5, y: 2.5, width: 15, height: 15)), "its corners poke out of the circle")
        #expect(circle.contains(Point(x: 10, y: 0.01)))
        #expect(!circle.contains(Point(x: 0.5, y: 0.5)))
        #expect(!circle.contains(Rect(x: 25, y: 25, width: 1, height: 1)))
    }

    @Test func aRectangleWhollyInsideTheShapeIntersectsWithoutAnyEdgeCrossing() {
        #expect(circle.intersects(Rect(x: 9, y: 9, width: 2, height: 2)))
    }

    @Test func aShapeWhollyInsideTheRectangleIntersects() {
        #expect(circle.intersects(Rect(x: -5, y: -5, width: 30, height: 30)))
        #expect(!circle.contains(Rect(x: -5, y: -5, width: 30, height: 30)))
    }

    @Test func holesCutByAReversedSubpath() {
        var ring = Path(rect: Rect(x: 0, y: 0, width: 100, height: 100))
        ring.addPath(Path(rect: Rect(x: 25, y: 25, width: 50, height: 50)).reversed())
        #expect(ring.windingNumber(at: Point(x: 10, y: 10)) != 0)
        #expect(ring.windingNumber(at: Point(x: 50, y: 50)) == 0)
        #expect(!ring.intersects(Rect(x: 30, y: 30, width: 40, height: 40)))
        #expect(ring.intersects(Rect(x: 20, y: 30, width: 40, height: 40)))
        #expect(abs(ring.area - 7500) < 1e-9)
        #expect(abs(ring.intersectionArea(with: Rect(x: 0, y: 0, width: 50, height: 50)) - 1875) < 1e-9)
    }

    @Test func areasOfCurvedShapes() {
        // The cubic quarter arc bulges at most 0.027 % outside the circle.
        #expect(abs(circle.area - Double.pi * 100) / (Double.pi * 100) < 0.001)
        let quarter = circle.intersectionArea(with: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(abs(quarter - Double.pi * 25) < 0.1)
        #expect(abs(circle.intersection(with: Rect(x: 0, y: 0, width: 10, height: 10)).area - quarter) < 1e-6)
    }

    @Test func boundingBoxUsesTheCurveExtremaNotTheControlPoints() {
        var bump = Path()
        bump.move(to: Point(x: 0, y: 0))
        bump.cubic(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 10), control2: Point(x: 10, y: 10))
        bump.close()
        // A symmetric cubic with both controls at height 10 peaks at 7.5.
        #expect(abs(bump.boundingBox.height - 7.5) < 1e-12)
        #expect(bump.contains(Point(x: 5, y: 7.4)))
        #expect(!bump.contains(Point(x: 5, y: 7.6)))
    }
}
