import SafeAreaSupport

/// A JSON document around one long array, written in pieces: the text before the array's items,
/// the items a batch at a time, and the text after them, the same bytes as the whole document
/// encoded at once. Keys are sorted (``JSONOutput``), so members after the array, such as a
/// summary of it, can be made when the last item is written.
///
/// Each piece is cut from a *skeleton*: the document with the array holding only ``placeholder``.
struct StreamedJSONArray {
    /// What the array holds in a skeleton.
    static let placeholder = "safearea:streamed-items"

    /// The spaces before each of the array's items.
    private let indentation: Int
    /// Whether an item has been written, so that the next batch begins with a comma.
    private var hasItems = false

    /// The array of `skeleton`, and the text of `skeleton` before its items.
    static func opening(_ skeleton: some Encodable) throws -> (array: Self, head: String) {
        let parts = try Self.parts(of: skeleton)
        return (Self(indentation: parts.indentation), parts.head)
    }

    private init(indentation: Int) {
        self.indentation = indentation
    }

    /// The text of `items`, the next batch of the array's items.
    mutating func text(of items: [some Encodable]) throws -> String {
        guard !items.isEmpty else { return "" }
        // An array encoded alone has its items two spaces in, between a line "[" and a line "]".
        let lines = try JSONOutput.prettyText(items).split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            .dropLast(2)
        let margin = String(repeating: " ", count: indentation - 2)
        // The encoder leaves the empty line of an empty array without indentation.
        let text = lines.map { $0.isEmpty ? "" : margin + $0 }.joined(separator: "\n")
        defer { hasItems = true }
        return hasItems ? ",\n" + text : text
    }

    /// The text after the items: that of `skeleton`, which may sum them up.
    func closing(_ skeleton: some Encodable) throws -> String {
        // The encoder writes an empty array as "[", an empty line and "]".
        "\n" + (try Self.parts(of: skeleton).tail)
    }

    /// `skeleton`'s text before the placeholder's line and after it, and the placeholder's indentation.
    private static func parts(of skeleton: some Encodable) throws -> (head: String, indentation: Int, tail: String) {
        let text = try JSONOutput.prettyText(skeleton)
        guard let mark = text.range(of: "\"\(placeholder)\"") else {
            preconditionFailure("the skeleton holds no \(placeholder)")
        }
        let lineStart = text[..<mark.lowerBound].lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex
        let lineEnd = text[mark.upperBound...].firstIndex(of: "\n").map(text.index(after:)) ?? text.endIndex
        return (String(text[..<lineStart]), text.distance(from: lineStart, to: mark.lowerBound), String(text[lineEnd...]))
    }
}
