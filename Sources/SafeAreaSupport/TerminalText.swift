/// Text made safe for a terminal or a CI log, where a control character in a name read from a
/// file could move the cursor, recolour the screen or start a line of its own (a line such as
/// `::warning::` is a command to GitHub Actions).
package enum TerminalText {
    /// `text` with every control character (C0, DEL and C1) written as Swift writes it, `\u{1B}`;
    /// with `keepingLines`, line feeds and tabs stay, for whole messages made of several lines.
    package static func escaped(_ text: String, keepingLines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: \.isControlCharacter) else { return text }
        return text.replacingScalars { scalar in
            scalar.isControlCharacter && !(keepingLines && (scalar == "\n" || scalar == "\t")) ? scalar.swiftEscaped : nil
        }
    }
}
