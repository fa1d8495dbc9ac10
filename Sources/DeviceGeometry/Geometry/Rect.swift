import SafeAreaSupport

/// An axis-aligned rectangle in points: an origin (its top-left corner) and a size.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from coordinates and extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Creates the rectangle spanning two corners given in any order.
    package init(corner a: Point, _ b: Point) {
        self.init(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge's x.
    public var minX: Double { origin.x }
    /// The top edge's y.
    public var minY: Double { origin.y }
    /// The right edge's x.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge's y.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    package var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    package var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The centre point.
    package var center: Point { Point(x: midX, y: midY) }
    /// The enclosed area in square points.
    package var area: Double { isEmpty ? 0 : size.width * size.height }
    /// Whether the rectangle encloses no area.
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// Returns the rectangle shrunk by `insets` on each edge (grown where an inset is negative).
    package func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }

    /// Returns the rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    package func insetBy(dx: Double, dy: Double) -> Rect {
        inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
    }

    /// The rectangle with each edge moved to the nearest multiple of `1 / scale`, halves up: a
    /// frame on the pixel grid of a screen of that scale. A thousandth of a pixel of the solver's
    /// rounding error does not tip a half either way.
    package func aligned(toPixelsOf scale: Double) -> Rect {
        func snap(_ value: Double) -> Double { ((value * scale + 0.5 + 1e-3).rounded(.down)) / scale }
        let left = snap(minX), top = snap(minY)
        return Rect(x: left, y: top, width: snap(maxX) - left, height: snap(maxY) - top)
    }

    /// Returns the rectangle moved by `dx` and `dy`.
    /// The rectangle with each edge held within ±`limit` points (an edge that is not a number at
    /// 0), so that geometry a layout pushed absurdly far stays finite in every sum and product.
    package func clamped(toMagnitude limit: Double) -> Rect {
        if abs(minX) <= limit, abs(minY) <= limit, abs(maxX) <= limit, abs(maxY) <= limit { return self }
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : Swift.min(Swift.max(value, -limit), limit) }
        let left = clamp(minX), top = clamp(minY)
        return Rect(x: left, y: top, width: clamp(maxX) - left, height: clamp(maxY) - top)
    }

    /// The rectangle reflected across the vertical line through `axis`: as far left of it as it
    /// was right.
    package func mirrored(across axis: Double) -> Rect {
        Rect(x: 2 * axis - maxX, y: minY, width: width, height: height)
    }

    /// The rectangle moved by `dx` and `dy`, its size kept.
    package func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The overlap of two rectangles, or `nil` when they share no area.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both rectangles.
    package func union(_ other: Rect) -> Rect {
        Rect(
            corner: Point(x: min(minX, other.minX), y: min(minY, other.minY)),
            Point(x: max(maxX, other.maxX), y: max(maxY, other.maxY)))
    }

    /// Whether the two rectangles share area; touching edges do not count.
    public func intersects(_ other: Rect) -> Bool {
        intersection(other) != nil
    }

    /// Whether `point` lies inside or on the edge of the rectangle.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// Whether `other` lies wholly inside the rectangle, edges included.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

}

extension Rect: CustomStringConvertible {
    /// `(x, y, width, height)`, as UIKit logs frames.
    public var description: String {
        "(" + [minX, minY, width, height].map(PointFormatting.string).joined(separator: ", ") + ")"
    }
}

extension Rect: Codable {
    private enum CodingKeys: String, CodingKey { case x, y, width, height }

    /// Decodes `{x, y, width, height}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            x: try container.decode(Double.self, forKey: .x),
            y: try container.decode(Double.self, forKey: .y),
            width: try container.decode(Double.self, forKey: .width),
            height: try container.decode(Double.self, forKey: .height))
    }

    /// Encodes `{x, y, width, height}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(minX, forKey: .x)
        try container.encode(minY, forKey: .y)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
    }
}

extension Rect {
    /// The rectangle with its origin and size rounded to hundredths of a point, as reports keep it.
    package var roundedToHundredths: Rect {
        Rect(
            x: PointFormatting.hundredths(minX), y: PointFormatting.hundredths(minY),
            width: PointFormatting.hundredths(width), height: PointFormatting.hundredths(height))
    }
}
