@_spi(Internals) import DeviceGeometry

/// The part of a control that breaks a rule: its bounding box and its area.
struct Overlap {
    let region: Rect
    let area: Double

    /// The part of `rect` inside `other`, or nil when they meet by no more than `tolerance`.
    static func of(_ rect: Rect, inside other: Rect, tolerance: Double) -> Overlap? {
        guard rect.insetBy(dx: tolerance, dy: tolerance).intersects(other), let part = rect.intersection(other) else {
            return nil
        }
        return Overlap(region: part, area: part.area)
    }

    /// The part of `rect` inside `path`'s filled region, tested on the exact shape, or nil when they
    /// meet by no more than `tolerance`.
    static func of(_ rect: Rect, inside shape: MaskShape, tolerance: Double) -> Overlap? {
        let probe = rect.insetBy(dx: tolerance, dy: tolerance)
        guard !probe.isEmpty, shape.prepared.intersects(probe) else { return nil }
        // Edges the shape shares with the screen's meet a control that leaves the screen in a
        // line, which covers nothing.
        let area = shape.path.intersection(with: rect).area
        guard area > 1e-6 else { return nil }
        return Overlap(region: shape.tightBox(within: rect), area: area)
    }

    /// The parts together: the box around them and their summed area; nil for none.
    static func union(_ parts: [Overlap]) -> Overlap? {
        guard let first = parts.first else { return nil }
        return Overlap(
            region: parts.dropFirst().reduce(first.region) { $0.union($1.region) }, area: parts.reduce(0) { $0 + $1.area })
    }

    /// The part of `rect` outside `other`, or nil when it sticks out by no more than `tolerance`.
    static func of(_ rect: Rect, outside other: Rect, tolerance: Double) -> Overlap? {
        guard !other.insetBy(dx: -tolerance, dy: -tolerance).contains(rect) else { return nil }
        let inside = rect.intersection(other)
        let pieces = inside.map { rect.pieces(outside: $0) } ?? [rect]
        guard let first = pieces.first else { return nil }
        return Overlap(
            region: pieces.dropFirst().reduce(first) { $0.union($1) },
            area: rect.area - (inside?.area ?? 0))
    }
}

extension Rect {
    /// The parts of this rectangle outside `other`: itself when they do not meet, else up to four
    /// strips.
    func pieces(outsideOf other: Rect) -> [Rect] {
        intersection(other).map { pieces(outside: $0) } ?? [self]
    }

    /// The parts of this rectangle on each side of the lines through `center`: up to four.
    func quarters(around center: Point) -> [Rect] {
        let columns = minX < center.x && center.x < maxX ? [minX...center.x, center.x...maxX] : [minX...maxX]
        let rows = minY < center.y && center.y < maxY ? [minY...center.y, center.y...maxY] : [minY...maxY]
        return rows.flatMap { row in
            columns.map { column in
                Rect(
                    x: column.lowerBound, y: row.lowerBound, width: column.upperBound - column.lowerBound,
                    height: row.upperBound - row.lowerBound)
            }
        }
    }

    /// The parts of this rectangle outside `inner`, which lies within it: up to four strips.
    func pieces(outside inner: Rect) -> [Rect] {
        [
            Rect(x: minX, y: minY, width: width, height: inner.minY - minY),
            Rect(x: minX, y: inner.maxY, width: width, height: maxY - inner.maxY),
            Rect(x: minX, y: inner.minY, width: inner.minX - minX, height: inner.height),
            Rect(x: inner.maxX, y: inner.minY, width: maxX - inner.maxX, height: inner.height),
        ].filter { !$0.isEmpty }
    }
}

/// A region of a device mask, with the cut that makes testing many rectangles against it fast.
struct MaskShape: Sendable {
    let path: Path
    let prepared: PreparedPath

    init(_ path: Path) {
        self.path = path
        prepared = PreparedPath(path)
    }

    /// The smallest rectangle holding the filled part of `rect`, found by bisection on each side
    /// against the exact shape, to a millionth of the rectangle's size.
    func tightBox(within rect: Rect) -> Rect {
        func search(_ meets: (Double) -> Bool, from start: Double, to end: Double) -> Double {
            var kept = start, lost = end
            for _ in 0..<20 {
                let middle = (kept + lost) / 2
                if meets(middle) { kept = middle } else { lost = middle }
            }
            return kept
        }
        // A side of the filled part is where a slab reaching in from the opposite side stops meeting it.
        let maxX = search(
            { prepared.intersects(Rect(x: $0, y: rect.minY, width: rect.maxX - $0, height: rect.height)) },
            from: rect.minX, to: rect.maxX)
        let minX = search(
            { prepared.intersects(Rect(x: rect.minX, y: rect.minY, width: $0 - rect.minX, height: rect.height)) },
            from: rect.maxX, to: rect.minX)
        let maxY = search(
            { prepared.intersects(Rect(x: minX, y: $0, width: maxX - minX, height: rect.maxY - $0)) },
            from: rect.minY, to: rect.maxY)
        let minY = search(
            { prepared.intersects(Rect(x: minX, y: rect.minY, width: maxX - minX, height: $0 - rect.minY)) },
            from: rect.maxY, to: rect.minY)
        // Out to the next thousandth of a point, within the rectangle.
        func outward(_ value: Double, _ rule: FloatingPointRoundingRule) -> Double { (value * 1000).rounded(rule) / 1000 }
        return Rect(
            corner: Point(x: max(outward(minX, .down), rect.minX), y: max(outward(minY, .down), rect.minY)),
            Point(x: min(outward(maxX, .up), rect.maxX), y: min(outward(maxY, .up), rect.maxY)))
    }
}

/// The curved regions of a mask, prepared once for every control on every screen drawn on it.
struct MaskShapes: Sendable {
    let housing: MaskShape?
    let corners: MaskShape
    /// The active occlusion regions with their exact outlines.
    let occlusions: [(region: PlacedRegion, shape: MaskShape)]

    init(_ mask: DeviceMask) {
        housing = mask.sensorHousing.map(MaskShape.init)
        corners = MaskShape(mask.outsideDisplayCorners)
        occlusions = mask.reservedRegions.of(.occlusion).map { ($0, MaskShape($0.outline)) }
    }
}
