/// Where the glyph that draws a character comes from.
package enum GlyphSource: Hashable, Sendable {
    /// The bundled face of the font's weight, by index.
    case bundled(Int)
    /// A team's font file, by glyph index.
    case file(FontFile, Int)
}
