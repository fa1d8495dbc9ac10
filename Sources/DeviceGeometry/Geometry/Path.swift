/// An outline made of straight lines and cubic Bézier curves.
///
/// A path is filled with the nonzero winding rule, and an open subpath is closed implicitly when
/// filled or queried. Holes are made by adding a subpath that runs the other way (see `reversed()`).
@_spi(Internals) public struct Path: Hashable, Sendable {
    /// One drawing instruction.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A cubic Bézier curve from the current point.
        case cubic(to: Point, control1: Point, control2: Point)
        /// A straight line back to the subpath's first point, ending the subpath.
        case close
    }

    /// The instructions, in drawing order.
    public private(set) var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path that outlines `rect`, running clockwise on screen (top edge left to right).
    public init(rect: Rect) {
        addRect(rect)
    }

    /// Whether the path has no instructions.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
    }

    /// Adds a straight line from the current point to `point`.
    public mutating func line(to point: Point) {
        elements.append(.line(to: point))
    }

    /// Adds a cubic Bézier curve from the current point to `point`.
    public mutating func cubic(to point: Point, control1: Point, control2: Point) {
        elements.append(.cubic(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line to its first point.
    public mutating func close() {
        elements.append(.close)
    }

    /// Adds a closed, clockwise subpath around `rect`.
    package mutating func addRect(_ rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        line(to: Point(x: rect.maxX, y: rect.minY))
        line(to: Point(x: rect.maxX, y: rect.maxY))
        line(to: Point(x: rect.minX, y: rect.maxY))
        close()
    }

    /// Adds every subpath of `other`.
    package mutating func addPath(_ other: Path) {
        elements.append(contentsOf: other.elements)
    }

    /// The path with every point mapped by `transform`.
    package func applying(_ transform: AffineTransform) -> Path {
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: transform.apply(p))
            case .line(let p): .line(to: transform.apply(p))
            case .cubic(let p, let c1, let c2):
                .cubic(to: transform.apply(p), control1: transform.apply(c1), control2: transform.apply(c2))
            case .close: .close
            }
        }
        return result
    }

    /// The same outline traced in the opposite direction, so that adding it to an enclosing
    /// subpath cuts a hole under the nonzero rule.
    package func reversed() -> Path {
        var result = Path()
        for subpath in closedSubpaths {
            guard let last = subpath.last else { continue }
            result.move(to: last.end)
            for segment in subpath.reversed() {
                switch segment {
                case .line(let start, _): result.line(to: start)
                case .cubic(let start, let c1, let c2, _): result.cubic(to: start, control1: c2, control2: c1)
                }
            }
            result.close()
        }
        return result
    }

    /// The subpaths as closed runs of segments; an open subpath gets its closing line.
    var closedSubpaths: [[PathSegment]] {
        var subpaths: [[PathSegment]] = []
        var current: [PathSegment] = []
        var start = Point.zero
        var point = Point.zero
        func finish() {
            if !current.isEmpty, point != start { current.append(.line(point, start)) }
            if !current.isEmpty { subpaths.append(current) }
            current = []
            point = start
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                start = p
                point = p
            case .line(let p):
                if p != point { current.append(.line(point, p)) }
                point = p
            case .cubic(let p, let c1, let c2):
                current.append(.cubic(point, c1, c2, p))
                point = p
            case .close:
                finish()
            }
        }
        finish()
        return subpaths
    }
}
