/// Text made safe in Markdown, for the step summary and the device catalog.
package enum MarkdownText {
    /// `text` safe in a table's cell or a list's item: a pipe does not end the cell, `<`, `>` and
    /// `&` are not markup, a line break does not start another line, and a control character is
    /// written as Swift writes it, `\u{1B}`, rather than reaching the reader's terminal or page.
    package static func cell(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "|": result += "\\|"
            case "\n", "\r", "\t": result += " "
            case _ where scalar.isControlCharacter: result += scalar.swiftEscaped
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
