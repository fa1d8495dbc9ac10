/// Text made safe for XML, for the JUnit reports.
package enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, safe in attributes and elements;
    /// a character XML 1.0 cannot hold at all (a control character other than a tab or a line
    /// break, U+FFFE, U+FFFF) is written as Swift writes it, `\u{1B}`, so the document stays
    /// well-formed and the name readable.
    package static func escaped(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&apos;"
            case "\t", "\n", "\r", "\u{20}"..."\u{D7FF}", "\u{E000}"..."\u{FFFD}", "\u{10000}"..."\u{10FFFF}": nil
            default: scalar.swiftEscaped
            }
        }
    }
}
