/// Lines of text fitted to a width in glyphs: words wrap at spaces, newlines break, and text that
/// does not fit in `maximumLines` (or a word longer than a line) ends in an ellipsis.
struct TextLayout: Hashable {
    let lines: [[Character]]
    /// Whether some text did not fit and an ellipsis stands for it.
    let isTruncated: Bool

    init(_ text: String, maximumColumns: Int, maximumLines: Int) {
        let columns = max(1, maximumColumns)
        var wrapped: [[Character]] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line: [Character] = []
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? Array(word) : line + [" "] + Array(word)
                if candidate.count <= columns || line.isEmpty {
                    line = candidate
                } else {
                    wrapped.append(line)
                    line = Array(word)
                }
            }
            wrapped.append(line)
        }
        let kept = Array(wrapped.prefix(max(1, maximumLines)))
        let cutShort = kept.count < wrapped.count
        isTruncated = cutShort || kept.contains { $0.count > columns }
        lines = kept.enumerated().map { index, line in
            line.count > columns || (cutShort && index == kept.count - 1) ? Self.ellipsized(line, columns: columns) : line
        }
    }

    private static func ellipsized(_ line: [Character], columns: Int) -> [Character] {
        var kept = Array(line.prefix(max(0, columns - 1)))
        while kept.last == " " { kept.removeLast() }
        return kept + ["…"]
    }
}
