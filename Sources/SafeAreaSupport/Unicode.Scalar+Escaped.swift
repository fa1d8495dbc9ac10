extension Unicode.Scalar {
    /// The scalar as Swift writes it in a string literal, `\u{1B}`: how the toolkit shows a
    /// character a format cannot hold, so the output stays valid and the name readable.
    package var swiftEscaped: String { "\\u{\(String(value, radix: 16, uppercase: true))}" }
}
