/// One line of text set in a ``SystemFont``: each character's glyph and where it starts.
package struct TypesetLine: Hashable, Sendable {
    /// A character placed on the line.
    package struct PlacedGlyph: Hashable, Sendable {
        /// The glyph, or nil when no face has one and a placeholder is drawn.
        package let glyph: GlyphSource?
        /// The character it draws.
        package let character: Character
        /// Its distance from the line's start, in points.
        package let x: Double
        /// How far it advances, in points.
        package let advance: Double
    }

    /// The characters in order.
    package let glyphs: [PlacedGlyph]
    /// The line's width in points, from the first origin to the last advance's end.
    package let width: Double
}
