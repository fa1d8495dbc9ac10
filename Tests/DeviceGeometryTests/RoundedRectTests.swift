import Foundation
import Testing

@_spi(Internals) @testable import DeviceGeometry

@Suite("Rounded rectangles and continuous corners")
struct RoundedRectTests {
    let rect = Rect(x: 0, y: 0, width: 400, height: 800)

    /// Where the outline leaves each edge: at the radius for a circular corner, at 1.52866 radii
    /// for a continuous one.
    @Test func cornersLeaveTheEdgeAtTheirExtent() {
        let continuous = RoundedRect(rect: rect, cornerRadius: 50, curve: .continuous).path
        let circular = RoundedRect(rect: rect, cornerRadius: 50, curve: .circular).path
        guard case .move(let start) = continuous.elements.first, case .move(let circularStart) = circular.elements.first else {
            Issue.record("a rounded rect starts with a move")
            return
        }
        #expect(abs(start.y - 50 * ContinuousCorner.extent) < 1e-9)
        #expect(circularStart.y == 50)
    }

    /// The outline leaves each straight edge tangentially and turns through 360° in all. Inside
    /// each corner the measured UIKit outline has exactly two tangent breaks on each side of the
    /// arc, where its 0.04 r straight pieces join: a 4.5° turn back, then a 6.2° turn on.
    @Test func continuousCornerJoints() {
        let segments = RoundedRect(rect: rect, cornerRadius: 62, curve: .continuous).path.closedSubpaths[0]
        var turning = 0.0
        var breaks: [Double] = []
        for (a, b) in zip(segments, segments.dropFirst() + [segments[0]]) {
            let joint = angle(from: direction(of: a, atEnd: true), to: direction(of: b, atEnd: false))
            if abs(joint) > 1e-9 { breaks.append((joint * 10).rounded() / 10) }
            turning += joint
            if case .cubic = a { turning += angle(from: direction(of: a, atEnd: false), to: direction(of: a, atEnd: true)) }
        }
        #expect(abs(turning - 360) < 1e-6)
        #expect(breaks == Array(repeating: [-4.5, 6.2, 6.2, -4.5], count: 4).flatMap { $0 })
    }

    /// At 45° the continuous corner passes within 1 % of r of the circular one, but it leaves the
    /// edges earlier, so it cuts off more area (between the circular 0.2146 r² and 0.3 r²).
    @Test func continuousCornerAreaAgainstCircular() {
        let r = 62.0
        let box = Rect(x: 0, y: 0, width: 100, height: 100)
        let continuous = RoundedRect(rect: Rect(x: 0, y: 0, width: 400, height: 400), cornerRadius: r).path
        let outside = box.area - continuous.intersectionArea(with: box)
        #expect(outside > (1 - Double.pi / 4) * r * r)
        #expect(outside < 0.3 * r * r)
        let diagonal = (0..<10_000).map { Double($0) / 10_000 * r }.first { continuous.contains(Point(x: $0, y: $0)) }!
        #expect(abs(diagonal - r * (1 - 1 / 2.0.squareRoot())) < 0.01 * r)
    }

    @Test func oversizedContinuousRadiiFallBackToFittingCircularCorners() {
        let pill = RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 30), cornerRadius: 15, curve: .continuous)
        #expect(pill.path == RoundedRect.capsule(pill.rect).path)
        let tooRound = RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 30), cornerRadius: 40, curve: .circular)
        #expect(abs(tooRound.path.boundingBox.height - 30) < 1e-9)
        #expect(abs(tooRound.path.area - (100 * 30 - (30 * 30 - Double.pi * 15 * 15))) < 0.5)
    }

    private func angle(from a: Point, to b: Point) -> Double {
        atan2(a.x * b.y - a.y * b.x, a.x * b.x + a.y * b.y) * 180 / .pi
    }

    private func direction(of segment: PathSegment, atEnd: Bool) -> Point {
        switch segment {
        case .line(let p, let q):
            return normalized(Point(x: q.x - p.x, y: q.y - p.y))
        case .cubic(let p0, let p1, let p2, let p3):
            let (a, b) = atEnd ? (p2 == p3 ? p1 : p2, p3) : (p0, p1 == p0 ? p2 : p1)
            return normalized(Point(x: b.x - a.x, y: b.y - a.y))
        }
    }

    private func normalized(_ p: Point) -> Point {
        let length = (p.x * p.x + p.y * p.y).squareRoot()
        return Point(x: p.x / length, y: p.y / length)
    }
}

extension PathSegment {
    var length: Double { ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot() }
}
