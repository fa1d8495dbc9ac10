/// What the person using the app set that changes how a screen lays out or looks, beside the device
/// and the orientation: the text size chosen in Settings, the layout direction of their language
/// and the appearance.
///
/// A variant is the third axis of the matrix. The standard one is what iOS ships with in English,
/// and files and reports name a placement under it as they always have; any other adds its name,
/// each setting that is not iOS's own joined by `+`, as `iphone-16-pro.portrait.AX5+rtl+dark`.
public struct Variant: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The text size chosen in Settings, which text-style fonts follow.
    public var contentSize: ContentSizeCategory
    /// The layout direction of the person's language.
    public var layoutDirection: LayoutDirection
    /// Light or dark.
    public var appearance: Appearance

    /// The variant of these settings; the defaults are iOS's own.
    public init(
        contentSize: ContentSizeCategory = .large, layoutDirection: LayoutDirection = .leftToRight,
        appearance: Appearance = .light
    ) {
        self.contentSize = contentSize
        self.layoutDirection = layoutDirection
        self.appearance = appearance
    }

    /// iOS's own settings: the default text size, left to right, light.
    public static let standard = Variant()

    /// Whether it is ``standard``.
    public var isStandard: Bool { self == .standard }

    /// The name files and reports add to a placement's: each setting that is not iOS's own, joined
    /// by `+`, as `AX5+rtl+dark`; `default` for the standard variant, whose placements add nothing.
    public var description: String {
        var settings: [String] = []
        if contentSize != Self.standard.contentSize { settings.append(contentSize.rawValue) }
        if layoutDirection != Self.standard.layoutDirection { settings.append(layoutDirection.rawValue) }
        if appearance != Self.standard.appearance { settings.append(appearance.rawValue) }
        return settings.isEmpty ? "default" : settings.joined(separator: "+")
    }

    /// The settings that are not iOS's own in words, for messages: `at text size AX5`, `right to
    /// left`, `at text size AX5, right to left, dark`; `at the default settings` for the standard one.
    package var inWords: String {
        var words: [String] = []
        if contentSize != Self.standard.contentSize { words.append("at text size \(contentSize.rawValue)") }
        if layoutDirection == .rightToLeft { words.append("right to left") }
        if appearance == .dark { words.append("dark") }
        return words.isEmpty ? "at the default settings" : words.joined(separator: ", ")
    }

    /// Reads a ``description``: `default`, or settings joined by `+`, each a content size by its
    /// short or UIKit name, a layout direction or an appearance, at most one of each.
    package init?(parsing text: String) {
        self = .standard
        if text.lowercased() == "default" { return }
        var contentSize: ContentSizeCategory?, layoutDirection: LayoutDirection?, appearance: Appearance?
        for setting in text.split(separator: "+", omittingEmptySubsequences: false).map(String.init) {
            if contentSize == nil, let named = ContentSizeCategory(named: setting) {
                contentSize = named
            } else if layoutDirection == nil, let named = LayoutDirection(named: setting) {
                layoutDirection = named
            } else if appearance == nil, let named = Appearance(named: setting) {
                appearance = named
            } else {
                return nil
            }
        }
        self.contentSize = contentSize ?? self.contentSize
        self.layoutDirection = layoutDirection ?? self.layoutDirection
        self.appearance = appearance ?? self.appearance
    }

    /// Reads the ``description``.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let variant = Variant(parsing: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a variant: \(Self.names)"))
        }
        self = variant
    }

    /// Writes the ``description``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// The names ``init(parsing:)`` reads, for messages.
    package static var names: String {
        "default, or settings joined by '+' such as AX5+rtl+dark: a text size ("
            + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
            + "), a layout direction (ltr, rtl) or an appearance (light, dark)"
    }

    /// Every combination of `contentSizes`, `layoutDirections` and `appearances`, text sizes
    /// outermost.
    package static func combinations(
        contentSizes: [ContentSizeCategory] = [.large], layoutDirections: [LayoutDirection] = [.leftToRight],
        appearances: [Appearance] = [.light]
    ) -> [Variant] {
        contentSizes.flatMap { size in
            layoutDirections.flatMap { direction in
                appearances.map { Variant(contentSize: size, layoutDirection: direction, appearance: $0) }
            }
        }
    }

    /// Variants in the order of their settings: smaller text first, then left to right first,
    /// then light first.
    public static func < (lhs: Variant, rhs: Variant) -> Bool {
        (lhs.contentSize, lhs.layoutDirection, lhs.appearance) < (rhs.contentSize, rhs.layoutDirection, rhs.appearance)
    }
}
