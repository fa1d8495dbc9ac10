import Testing
import Typography

/// Lines set as `UILabel` sets them, measured in the font's own widths.
struct TextLayoutTests {
    let font = SystemFont(size: 17)

    func lines(_ text: String, width: Double, maximumLines: Int) -> [String] {
        TextLayout(text, font: font, width: width, maximumLines: maximumLines).lines.map {
            String($0.glyphs.map(\.character))
        }
    }

    @Test func wordsWrapAtSpacesToTheWidth() {
        let width = font.width(of: "Sign in to") + 1
        #expect(lines("Sign in to continue", width: width, maximumLines: 0) == ["Sign in to", "continue"])
        #expect(lines("a\nb", width: 100, maximumLines: 2) == ["a", "b"])
    }

    @Test func textBeyondTheLastLineEndsInAnEllipsisThatFits() {
        let width = font.width(of: "Sign in to co…") + 0.5
        let layout = TextLayout("Sign in to continue", font: font, width: width, maximumLines: 1)
        #expect(layout.isTruncated)
        let line = String(layout.lines[0].glyphs.map(\.character))
        #expect(line == "Sign in to co…", "the last line takes as much as fits: \(line)")
        #expect(layout.lines[0].width <= width)
    }

    @Test func aWordWiderThanALineBreaksBetweenCharacters() {
        let width = font.width(of: "Supercal")
        let set = lines("Supercalifragilistic", width: width, maximumLines: 0)
        #expect(set.count == 3 && set.joined() == "Supercalifragilistic")
        #expect(set.allSatisfy { font.width(of: $0) <= width + 0.001 })
    }

    @Test func textThatFitsIsNotTouched() {
        let layout = TextLayout(
            "Help", font: SystemFont(size: 15), width: SystemFont(size: 15).width(of: "Help"), maximumLines: 1)
        #expect(!layout.isTruncated)
        #expect(String(layout.lines[0].glyphs.map(\.character)) == "Help")
        #expect(layout.height == SystemFont(size: 15).lineHeight)
    }
}
