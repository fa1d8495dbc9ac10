import DeviceGeometry

/// UIKit's `UIView.AutoresizingMask`: which of a view's margins and extents stretch when its
/// superview is resized. The raw values are UIKit's.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: Int

    /// Creates a mask from UIKit's bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The options by their UIKit names, in bit order.
    package static let named: [(name: String, option: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// The UIKit names of the options set, in bit order.
    package var names: [String] {
        Self.named.filter { contains($0.option) }.map(\.name)
    }

    /// Resizes `frame` (in a superview of `oldSize`) for a superview of `newSize`.
    ///
    /// On each axis the change in the superview's extent is shared among the flexible parts (the
    /// two margins and the extent) in proportion to their current sizes, as UIKit documents. When
    /// the flexible parts have no size between them, they share the change equally. With no
    /// flexible part the view keeps its distance to the top-left.
    package func resize(_ frame: Rect, from oldSize: Size, to newSize: Size) -> Rect {
        let shares = self.shares(of: frame, in: oldSize)
        let dx = newSize.width - oldSize.width
        let dy = newSize.height - oldSize.height
        return Rect(
            x: frame.minX + shares.x * dx, y: frame.minY + shares.y * dy,
            width: frame.width + shares.width * dx, height: frame.height + shares.height * dy)
    }

    /// The fraction of a change in the superview's width (height) that goes to the view's x and
    /// width (y and height): the proportional rule of ``resize(_:from:to:)`` as linear factors.
    package func shares(of frame: Rect, in parent: Size) -> (x: Double, y: Double, width: Double, height: Double) {
        let horizontal = Self.axisShares(
            start: frame.minX, extent: frame.width, parent: parent.width,
            flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
        let vertical = Self.axisShares(
            start: frame.minY, extent: frame.height, parent: parent.height,
            flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
        return (horizontal.start, vertical.start, horizontal.extent, vertical.extent)
    }

    private static func axisShares(
        start: Double, extent: Double, parent: Double,
        flexible: (lead: Bool, extent: Bool, trail: Bool)
    ) -> (start: Double, extent: Double) {
        let parts = [(flexible.lead, start), (flexible.extent, extent), (flexible.trail, parent - start - extent)]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty else { return (0, 0) }
        let total = flexibleParts.reduce(0) { $0 + max(0, $1.1) }
        func share(_ part: (Bool, Double)) -> Double {
            guard part.0 else { return 0 }
            return total > 0 ? max(0, part.1) / total : 1 / Double(flexibleParts.count)
        }
        return (share(parts[0]), share(parts[1]))
    }
}

extension AutoresizingMask: Codable {
    /// Decodes a list of UIKit option names, such as `["flexibleWidth", "flexibleTopMargin"]`.
    public init(from decoder: any Decoder) throws {
        let names = try decoder.singleValueContainer().decode([String].self)
        self = []
        for (index, name) in names.enumerated() {
            guard let option = Self.named.first(where: { $0.name == name })?.option else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath + [ElementKey(index)],
                        debugDescription:
                            "'\(name)' is not an autoresizing option; use \(Self.named.map(\.name).joined(separator: ", "))"))
            }
            insert(option)
        }
    }

    /// Encodes the list of UIKit option names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: names)
    }
}

/// The coding key of an array element.
private struct ElementKey: CodingKey {
    let intValue: Int?
    var stringValue: String { String(intValue ?? 0) }

    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
