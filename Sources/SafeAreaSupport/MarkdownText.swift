/// Text made safe in Markdown, for the step summary and the device catalog.
package enum MarkdownText {
    /// `text` safe in a table's cell or a list's item: a pipe does not end the cell, `<`, `>` and
    /// `&` are not markup, a line break does not start another line, and a control character is
    /// written as Swift writes it, `\u{1B}`, rather than reaching the reader's terminal or page.
    package static func cell(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "|": "\\|"
            case "\n", "\r", "\t": " "
            case _ where scalar.isControlCharacter: scalar.swiftEscaped
            default: nil
            }
        }
    }
}
