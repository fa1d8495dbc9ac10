/// Small pieces of English the messages share.
package enum Wording {
    /// `1 error`, `2 errors`: a count with its noun, plural unless the count is one.
    package static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
