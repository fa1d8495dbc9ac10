import DeviceGeometry

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
    static func of(_ rect: Rect, inside path: Path, tolerance: Double) -> Overlap? {
        let probe = rect.insetBy(dx: tolerance, dy: tolerance)
        guard !probe.isEmpty, path.intersects(probe) else { return nil }
        let part = path.intersection(with: rect)
        return Overlap(region: part.isEmpty ? probe : part.boundingBox, area: path.intersectionArea(with: rect))
    }

    /// The part of `rect` outside `other`, or nil when it sticks out by no more than `tolerance`.
    static func of(_ rect: Rect, outside other: Rect, tolerance: Double) -> Overlap? {
        guard !other.insetBy(dx: -tolerance, dy: -tolerance).contains(rect) else { return nil }
        let inside = rect.intersection(other)
        let pieces = inside.map { rect.pieces(outside: $0) } ?? [rect]
        guard let first = pieces.first else { return nil }
        return Overlap(region: pieces.dropFirst().reduce(first) { $0.union($1) },
                       area: rect.area - (inside?.area ?? 0))
    }
}

extension Rect {
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
