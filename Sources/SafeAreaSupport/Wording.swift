/// Small pieces of English the messages share.
package enum Wording {
    /// `1 error`, `2 errors`: a count with its noun, plural unless the count is one.
    package static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `a, b, c and 4 more`: the first `shown` items, then how many more there are.
    package static func list(_ items: [String], showing shown: Int) -> String {
        let named = items.prefix(shown).joined(separator: ", ")
        return items.count > shown ? "\(named) and \(items.count - shown) more" : named
    }
}
