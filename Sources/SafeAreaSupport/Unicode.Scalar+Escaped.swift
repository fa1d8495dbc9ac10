extension Unicode.Scalar {
    /// The scalar as Swift writes it in a string literal, `\u{1B}`: how the toolkit shows a
    /// character that the output format cannot hold or that would act on the reader's terminal.
    package var swiftEscaped: String { "\\u{\(String(value, radix: 16, uppercase: true))}" }

    /// Whether the scalar is a control character: C0 (U+0000 to U+001F), DEL or C1 (U+0080 to
    /// U+009F).
    package var isControlCharacter: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}

extension String {
    /// The text with each scalar for which `replacement` gives text replaced by that text, the
    /// others kept: the one loop of every escaping the toolkit writes (XML, Markdown, terminals).
    package func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        for scalar in unicodeScalars {
            if let text = replacement(scalar) { result += text } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
