/// A team's translations of its texts, by language and by the text as the screen writes it: what
/// its strings files (`de.lproj/Localizable.strings`, `Localizable.xcstrings`) say, read once for
/// a run and shared by every screen laid out in one of their languages.
///
/// A reference, so that screens share one table; equal when their tables are.
package final class LocalizedStrings: Hashable, Sendable {
    /// The translations, by language code and then by key.
    package let tables: [String: [String: String]]
    private let digest: Int

    /// Translations of these tables.
    package init(tables: [String: [String: String]]) {
        self.tables = tables
        var hasher = Hasher()
        hasher.combine(tables)
        digest = hasher.finalize()
    }

    /// The languages it translates into, in order.
    package var languages: [String] { tables.keys.sorted() }

    /// `text` in `language`, or nil when the tables have no translation of it.
    package func translation(of text: String, in language: String) -> String? {
        tables[language]?[text]
    }

    /// Whether both hold the same translations.
    package static func == (lhs: LocalizedStrings, rhs: LocalizedStrings) -> Bool {
        lhs === rhs || (lhs.digest == rhs.digest && lhs.tables == rhs.tables)
    }

    /// Hashes the translations.
    package func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}
