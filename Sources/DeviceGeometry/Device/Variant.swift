/// What the person using the app set that changes how a screen lays out or looks, beside the device
/// and the orientation: the text size chosen in Settings, the layout direction of their language,
/// the appearance and the language the texts are in.
///
/// A variant is the third axis of the matrix. The standard one is what iOS ships with in English,
/// and files and reports name a placement under it as they always have; any other adds its name,
/// each setting that is not iOS's own joined by `+`, as `iphone-16-pro.portrait.AX5+rtl+dark`.
public struct Variant: Hashable, Sendable, Comparable, Codable, NamedValue {
    /// The text size chosen in Settings, which text-style fonts follow.
    public var contentSize: ContentSizeCategory
    /// The layout direction of the person's language.
    public var layoutDirection: LayoutDirection
    /// Light or dark.
    public var appearance: Appearance
    /// The language the screen's texts are shown in.
    public var language: Language

    /// The variant of these settings; the defaults are iOS's own.
    public init(
        contentSize: ContentSizeCategory = .large, layoutDirection: LayoutDirection = .leftToRight,
        appearance: Appearance = .light, language: Language = .development
    ) {
        self.contentSize = contentSize
        self.layoutDirection = layoutDirection
        self.appearance = appearance
        self.language = language
    }

    /// iOS's own settings: the default text size, left to right, light, the texts as written.
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
        if language != Self.standard.language { settings.append(language.description) }
        return settings.isEmpty ? "default" : settings.joined(separator: "+")
    }

    /// The settings that are not iOS's own in words, for messages: `at text size AX5`, `right to
    /// left`, `at text size AX5, right to left, dark`; `at the default settings` for the standard one.
    package var inWords: String {
        var words: [String] = []
        if contentSize != Self.standard.contentSize { words.append("at text size \(contentSize.rawValue)") }
        if layoutDirection == .rightToLeft { words.append("right to left") }
        if appearance == .dark { words.append("dark") }
        if language != Self.standard.language { words.append("in \(language)") }
        return words.isEmpty ? "at the default settings" : words.joined(separator: ", ")
    }

    /// Reads a ``description``: `default`, or settings joined by `+`, each a content size by its
    /// short or UIKit name, a layout direction, an appearance or a language, at most one of each.
    package init?(parsing text: String) {
        self = .standard
        if text.lowercased() == "default" { return }
        var contentSize: ContentSizeCategory?, layoutDirection: LayoutDirection?, appearance: Appearance?
        var language: Language?
        for setting in text.split(separator: "+", omittingEmptySubsequences: false).map(String.init) {
            if contentSize == nil, let named = ContentSizeCategory(named: setting) {
                contentSize = named
            } else if layoutDirection == nil, let named = LayoutDirection(named: setting) {
                layoutDirection = named
            } else if appearance == nil, let named = Appearance(named: setting) {
                appearance = named
            } else if language == nil, let named = Language(named: setting), named != .development {
                language = named
            } else {
                return nil
            }
        }
        self.contentSize = contentSize ?? self.contentSize
        self.layoutDirection = layoutDirection ?? self.layoutDirection
        self.appearance = appearance ?? self.appearance
        self.language = language ?? self.language
    }

    /// What a variant's name is, for decoding errors.
    package static var expectedNames: String { "a variant: \(names)" }

    /// The names ``init(parsing:)`` reads, for messages.
    package static var names: String {
        "default, or settings joined by '+' such as AX5+rtl+dark: a text size ("
            + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
            + "), a layout direction (ltr, rtl), an appearance (light, dark) or a language (double-length, accented, "
            + "or a code such as de)"
    }

    /// Every combination of `contentSizes`, `layoutDirections`, `appearances` and `languages`,
    /// text sizes outermost.
    package static func combinations(
        contentSizes: [ContentSizeCategory] = [.large], layoutDirections: [LayoutDirection] = [.leftToRight],
        appearances: [Appearance] = [.light], languages: [Language] = [.development]
    ) -> [Variant] {
        contentSizes.flatMap { size in
            layoutDirections.flatMap { direction in
                appearances.flatMap { appearance in
                    languages.map {
                        Variant(contentSize: size, layoutDirection: direction, appearance: appearance, language: $0)
                    }
                }
            }
        }
    }

    /// Variants in the order of their settings: smaller text first, then left to right first,
    /// then light first, then the development language first.
    public static func < (lhs: Variant, rhs: Variant) -> Bool {
        (lhs.contentSize, lhs.layoutDirection, lhs.appearance, lhs.language)
            < (rhs.contentSize, rhs.layoutDirection, rhs.appearance, rhs.language)
    }
}
