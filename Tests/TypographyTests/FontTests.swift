import Testing

@testable import Typography

/// The bundled faces against the font files they were generated from, and the measuring rules.
struct FontTests {
    /// Advances and kerning as fontTools reads them from Inter-Regular.otf (2,816 units per em):
    /// "A" and "V" advance 1,904 units each, the pair "AV" is kerned by −192 and "VA" by −176.
    @Test func advancesAndKerningAreTheFontsOwn() throws {
        let table = FontWeight.regular.table
        #expect(table.unitsPerEm == 2816)
        #expect(table.ascender == 2728 && table.descender == 680 && table.capHeight == 2048 && table.xHeight == 1536)
        let a = try #require(table.glyphIndex(for: "A")), v = try #require(table.glyphIndex(for: "V"))
        #expect(table.glyphs[a].advance == 1904 && table.glyphs[v].advance == 1904)
        #expect(table.kerning(a, v) == -192 && table.kerning(v, a) == -176)
    }
}
