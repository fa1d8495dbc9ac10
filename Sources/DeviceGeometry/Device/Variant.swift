/// What the person using the app set that changes how a screen lays out, beside the device and
/// the orientation: the text size chosen in Settings.
///
/// A variant is the third axis of the matrix. The standard one is what iOS ships with, and files
/// and reports name a placement under it as they always have; any other adds its name, as
/// `iphone-16-pro.portrait.AX5`.
public struct Variant: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The text size chosen in Settings, which text-style fonts follow.
    public var contentSize: ContentSizeCategory

    /// The variant of these settings; the defaults are iOS's own.
    public init(contentSize: ContentSizeCategory = .large) {
        self.contentSize = contentSize
    }

    /// iOS's own settings: the default text size.
    public static let standard = Variant()

    /// Whether it is ``standard``.
    public var isStandard: Bool { self == .standard }

    /// The name files and reports add to a placement's: each setting that is not iOS's own, as
    /// `AX5`; `default` for the standard variant, whose placements add nothing.
    public var description: String { isStandard ? "default" : contentSize.rawValue }

    /// Reads a ``description``: `default`, or a content size by its short or UIKit name.
    package init?(parsing text: String) {
        if text.lowercased() == "default" {
            self = .standard
        } else if let contentSize = ContentSizeCategory(named: text) {
            self.init(contentSize: contentSize)
        } else {
            return nil
        }
    }

    /// Reads the ``description``.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let variant = Variant(parsing: text) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "'\(text)' is not a variant: default, or a text size such as L or AX5"))
        }
        self = variant
    }

    /// Writes the ``description``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// The names ``init(parsing:)`` reads, for messages: `default or xS, S, …, AX5`.
    package static var names: String {
        "default or " + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// Variants in the order of their settings: smaller text first.
    public static func < (lhs: Variant, rhs: Variant) -> Bool { lhs.contentSize < rhs.contentSize }
}
