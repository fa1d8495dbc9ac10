/// Text set in lines the way a `UILabel` sets it: paragraphs break at newlines, words wrap at
/// spaces to the width, a word wider than a line breaks between characters, and text beyond
/// `maximumLines` (0: no limit) is cut, its last line filled with as much of the rest of its
/// paragraph as fits before "…" (`byTruncatingTail`).
package struct TextLayout: Hashable, Sendable {
    /// The lines, top to bottom.
    package let lines: [TypesetLine]
    /// Whether some text did not fit and an ellipsis stands for it.
    package let isTruncated: Bool
    /// The font the lines are set in.
    package let font: SystemFont

    /// Sets `text` in `font` to `width` points, in at most `maximumLines` lines (0: any number).
    package init(_ text: String, font: SystemFont, width: Double, maximumLines: Int) {
        self.font = font
        // A frame solved from a text's own width may come back a rounding error narrower.
        let width = max(0, width) + 0.000_001
        var wrapped: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            wrapped.append(contentsOf: Self.wrap(paragraph, font: font, width: width))
            if maximumLines > 0, wrapped.count > maximumLines { break }
        }
        let kept = maximumLines > 0 ? Array(wrapped.prefix(maximumLines)) : wrapped
        var lines = kept.map { font.typeset($0) }
        isTruncated = kept.count < wrapped.count || lines.contains { $0.width > width }
        if isTruncated, let last = kept.last {
            let paragraphEnd = text[last.startIndex...].firstIndex(of: "\n") ?? text.endIndex
            lines[lines.count - 1] = Self.ellipsized(text[last.startIndex..<paragraphEnd], font: font, width: width)
        }
        self.lines = lines
    }

    /// The width of the widest line.
    package var width: Double {
        lines.map(\.width).max() ?? 0
    }

    /// The height of the lines: one line height each.
    package var height: Double {
        Double(lines.count) * font.lineHeight
    }

    /// Greedy wrapping: as many words on each line as fit; a word wider than a whole line is
    /// broken after its last character that fits.
    private static func wrap(_ paragraph: Substring, font: SystemFont, width: Double) -> [Substring] {
        var lines: [Substring] = []
        var lineStart = paragraph.startIndex
        var lineEnd: Substring.Index?
        var wordStart = paragraph.startIndex
        while true {
            let wordEnd = paragraph[wordStart...].firstIndex(of: " ") ?? paragraph.endIndex
            if font.width(of: paragraph[lineStart..<wordEnd]) <= width {
                lineEnd = wordEnd
            } else if let end = lineEnd {
                lines.append(paragraph[lineStart..<end])
                lineStart = wordStart
                lineEnd = nil
                continue
            } else {
                let split = fittingEnd(of: paragraph[lineStart..<wordEnd], font: font, width: width)
                lines.append(paragraph[lineStart..<split])
                lineStart = split
                wordStart = split
                continue
            }
            guard wordEnd < paragraph.endIndex else { break }
            wordStart = paragraph.index(after: wordEnd)
        }
        lines.append(paragraph[lineStart..<(lineEnd ?? paragraph.endIndex)])
        return lines
    }

    /// The end of the longest start of `text` that fits in `width`, at least one character.
    private static func fittingEnd(of text: Substring, font: SystemFont, width: Double) -> Substring.Index {
        let fitting = font.typeset(text).glyphs.dropFirst().prefix { $0.x + $0.advance <= width }.count
        return text.index(text.startIndex, offsetBy: 1 + fitting)
    }

    /// As much of `text` as fits in `width` with a trailing "…", trailing spaces dropped; the
    /// ellipsis alone when nothing fits beside it.
    private static func ellipsized(_ text: Substring, font: SystemFont, width: Double) -> TypesetLine {
        let ellipsis = font.width(of: "…")
        var count = font.typeset(text).glyphs.prefix { $0.x + $0.advance + ellipsis <= width }.count
        while count > 0 {
            var kept = text.prefix(count)
            while kept.last == " " { kept = kept.dropLast() }
            let line = font.typeset(kept + "…")
            if line.width <= width || kept.isEmpty { return line }
            count = kept.count - 1
        }
        return font.typeset("…")
    }
}
