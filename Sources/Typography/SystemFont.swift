@_spi(Internals) import DeviceGeometry

/// The system font as SafeAreaKit draws and measures it: Inter's outlines at UIKit's metrics.
///
/// Apple's San Francisco may not be used on other systems, so the bundled faces are Inter, an
/// open font close to it. Inter is a few per cent wider, so its advances (and, to keep picture
/// and layout one, its outlines) are scaled horizontally by a factor per weight fitted to UIKit's
/// label widths (`SystemFontMetrics`). Line height and baseline are UIKit's own for the system
/// font. Everything is arithmetic on the bundled data, so it is the same on every machine.
public struct SystemFont: Hashable, Sendable {
    /// The point size.
    public var size: Double
    /// The weight.
    public var weight: FontWeight

    /// The system font of `size` points and `weight`.
    public init(size: Double = 17, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }

    /// `UIFont.lineHeight`: the height of one line of text.
    public var lineHeight: Double { size * SystemFontMetrics.lineHeight }

    /// `UIFont.ascender`: the distance from the top of a line down to its baseline.
    package var ascender: Double { size * SystemFontMetrics.ascender }

    /// The height of a capital letter as drawn.
    package var capHeight: Double { Double(table.capHeight) * verticalScale }

    /// The width of `text` on one line, as it is drawn: advances, kerning, the current font
    /// files' glyphs and placeholders for characters no face covers.
    public func width(of text: some StringProtocol) -> Double {
        place(text) { _ in }
    }

    /// Points per font unit across, with the calibration to UIKit's widths.
    package var horizontalScale: Double { verticalScale * SystemFontMetrics.widthScale(for: weight) }

    /// Points per font unit up and down.
    package var verticalScale: Double { size / Double(table.unitsPerEm) }

    /// The bundled face for the weight.
    package var table: GlyphTable { weight.table }

    /// `text` as glyphs on one line, each at its distance from the line's start.
    package func typeset(_ text: some StringProtocol) -> TypesetLine {
        var glyphs: [TypesetLine.PlacedGlyph] = []
        glyphs.reserveCapacity(text.count)
        let width = place(text) { glyphs.append($0) }
        return TypesetLine(glyphs: glyphs, width: width)
    }

    /// Places each character of `text` after the one before (advances and pair kerning), hands
    /// each placement to `visit`, and returns the line's width. Measuring and typesetting share it,
    /// so a width never differs from the line it stands for.
    ///
    /// A character the bundled face lacks is drawn from the first of `FontFiles.current` that
    /// covers it, at the file's own widths; failing that it is a placeholder, and recorded.
    private func place(_ text: some StringProtocol, _ visit: (TypesetLine.PlacedGlyph) -> Void) -> Double {
        let table = table, scale = horizontalScale
        var fallbacks: FontFiles?
        var x = 0.0
        var previous: Int?
        for character in text {
            let scalars = character.unicodeScalars
            let base = scalars.first!, drawsAsBase = scalars.dropFirst().allSatisfy(\.isIgnorableAfterBase)
            let source: GlyphSource?, advance: Double
            var marks: [TypesetLine.PlacedMark] = []
            if drawsAsBase, let glyph = table.glyphIndex(for: base) {
                if let previous { x += Double(table.kerning(previous, glyph)) * scale }
                source = .bundled(glyph)
                advance = Double(table.glyphs[glyph].advance) * scale
                previous = glyph
                marks = placedMarks(scalars.dropFirst(), over: glyph, advance: advance)
            } else {
                previous = nil
                fallbacks = fallbacks ?? FontFiles.current
                if drawsAsBase, let (file, glyph) = fallbacks!.glyph(for: base) {
                    source = .file(file, glyph)
                    advance = Double(file.glyph(glyph).advance) * size / Double(file.unitsPerEm)
                } else {
                    source = nil
                    advance = placeholderAdvance(for: character)
                    if advance > 0, !character.isWhitespace { MissingGlyphs.shared.record(character) }
                }
            }
            visit(TypesetLine.PlacedGlyph(glyph: source, character: character, x: x, advance: advance, marks: marks))
            x += advance
        }
        return x
    }

    /// The combining marks among `scalars` that the bundled face draws over `base`, a glyph
    /// `advance` points wide (``TypesetLine/PlacedMark``). Marks the face lacks are left out, as
    /// the base stands for the character.
    private func placedMarks(
        _ scalars: Substring.UnicodeScalarView.SubSequence, over base: Int, advance: Double
    ) -> [TypesetLine.PlacedMark] {
        guard !scalars.isEmpty else { return [] }
        let baseInk = table.glyphs[base].outline.boundingBox
        return scalars.compactMap { scalar in
            guard scalar.properties.generalCategory == .nonspacingMark, let mark = table.glyphIndex(for: scalar) else {
                return nil
            }
            let ink = table.glyphs[mark].outline.boundingBox
            let lift: Double
            if ink.minY > 0 {
                lift = max(0, baseInk.maxY - Double(table.xHeight)) // above: clear of a taller base
            } else if ink.maxY <= 0 {
                lift = min(0, baseInk.minY) // below: clear of a descender
            } else {
                lift = 0
            }
            return TypesetLine.PlacedMark(
                glyph: .bundled(mark), x: advance / 2 - ink.midX * horizontalScale, y: lift * verticalScale)
        }
    }

    /// How far a character without a glyph advances: an em for wide scripts and emoji, as their
    /// fonts draw them, and the missing-glyph box's advance otherwise; control characters take
    /// no room.
    private func placeholderAdvance(for character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first, !scalar.properties.generalCategory.isControl else {
            return 0
        }
        return scalar.isWide ? size : Double(table.glyphs[0].advance) * horizontalScale
    }
}

extension Unicode.Scalar {
    /// Combining marks, variation selectors and joiners, which change the character before them.
    fileprivate var isIgnorableAfterBase: Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format: true
        default: (0xFE00...0xFE0F).contains(value)
        }
    }

    /// Whether East Asian scripts and emoji give this character a full em.
    fileprivate var isWide: Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            true
        default: false
        }
    }
}

extension Unicode.GeneralCategory {
    fileprivate var isControl: Bool {
        self == .control || self == .lineSeparator || self == .paragraphSeparator
    }
}
