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
        /// The combining marks drawn over it, such as the accents of Xcode's accented
        /// pseudolanguage.
        package var marks: [PlacedMark] = []
    }

    /// A combining mark the bundled face draws with the glyph before it. Without the font's mark
    /// positioning, it is placed as renderers place marks when a font gives no anchors: centred
    /// over its base's advance, keeping the gap the face drew it at above the x-height (or below
    /// the baseline) from a taller (or deeper) base.
    package struct PlacedMark: Hashable, Sendable {
        /// The mark's glyph.
        package let glyph: GlyphSource
        /// Its origin's distance from its base's origin, in points.
        package let x: Double
        /// How far above the baseline its origin is raised, in points (down when negative).
        package let y: Double
    }

    /// The characters in order.
    package let glyphs: [PlacedGlyph]
    /// The line's width in points, from the first origin to the last advance's end.
    package let width: Double
}
