import Testing

@testable import Typography

/// Right-to-left text is drawn in the order it is read (UAX #9's implicit rules): the examples
/// are worked by hand from the algorithm's rules.
@Suite("Bidirectional order")
struct BidiOrderTests {
    func visual(_ text: String) -> String {
        String(SystemFont(size: 17).typeset(text).inVisualOrder().glyphs.map(\.character))
    }

    @Test func leftToRightTextKeepsItsOrder() {
        #expect(visual("Sign In 123!") == "Sign In 123!")
    }

    @Test func hebrewReadsFromTheRight() {
        #expect(visual("שלום") == "םולש")
        #expect(visual("שלום!") == "!םולש", "a paragraph that starts in Hebrew is right to left: the mark goes left")
        #expect(visual("Hi שלום!") == "Hi םולש!", "inside English, the Hebrew word alone turns")
        #expect(visual("שלום 123") == "123 םולש", "numbers keep their order")
        #expect(visual("שלום עולם ") == " םלוע םולש", "a trailing space ends the paragraph: on its left (L1)")
    }

    @Test func positionsFollowTheVisualOrder() {
        let line = SystemFont(size: 17).typeset("Hi שלום").inVisualOrder()
        #expect(zip(line.glyphs, line.glyphs.dropFirst()).allSatisfy { $0.x + $0.advance == $1.x })
        #expect(abs(line.width - SystemFont(size: 17).typeset("Hi שלום").width) < 1e-9)
    }
}
