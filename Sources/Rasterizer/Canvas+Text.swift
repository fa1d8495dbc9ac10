import DeviceGeometry
import Typography

extension Canvas {
    /// The size in points that `text` takes on one line in `style`.
    package func measure(_ text: String, style: TextStyle) -> Size {
        Size(width: style.font.width(of: text), height: text.isEmpty ? 0 : style.font.lineHeight)
    }

    /// Draws `text` inside `rect` as a `UILabel` draws it: set in lines to the rect's width, a line
    /// height and the style's line spacing apart, as many as `style` allows and fit in the rect's
    /// height (at least one), the last one ending in
    /// "…" when text is left over, the block centred vertically (or from the top) and each line
    /// aligned as `style` says.
    ///
    /// Glyphs are the bundled faces' outlines filled by the coverage rasterizer, unhinted, with
    /// origins at quarter pixels across and baselines on whole pixels, so the same text gives the
    /// same pixels on every machine. A character the bundled faces lack is drawn from the current
    /// `FontFiles`; one no face covers is a hollow box of its advance. Right-to-left text is drawn
    /// in the order it is read (`TypesetLine.inVisualOrder()`).
    public mutating func draw(_ text: String, in rect: Rect, style: TextStyle, fromTop: Bool = false) {
        guard !text.isEmpty, rect.width > 0 else { return }
        let font = style.font
        let pitch = font.lineHeight + style.lineSpacing
        let fitting = max(1, 1 + Int(saturating: ((rect.height - font.lineHeight) / pitch + 0.01).rounded(.down)))
        let layout = TextLayout(
            text, font: font, width: rect.width,
            maximumLines: style.maximumLines > 0 ? min(style.maximumLines, fitting) : fitting)
        let height = layout.height + Double(max(0, layout.lines.count - 1)) * style.lineSpacing
        let top = fromTop ? rect.minY : rect.midY - height / 2
        var rasterizer = rasterizer
        for (index, logical) in layout.lines.enumerated() {
            let line = logical.inVisualOrder()
            let start: Double
            switch style.alignment {
            case .left: start = rect.minX
            case .center: start = rect.midX - line.width / 2
            case .right: start = rect.maxX - line.width
            }
            let baseline = Int(saturating: ((top + Double(index) * pitch + font.ascender) * scale).rounded())
            for placed in line.glyphs where placed.glyph != nil || (placed.advance > 0 && !placed.character.isWhitespace) {
                if let glyph = placed.glyph {
                    addGlyph(glyph, at: start + placed.x, baseline: baseline, font: font, to: &rasterizer)
                    for mark in placed.marks {
                        addGlyph(
                            mark.glyph, at: start + placed.x + mark.x,
                            baseline: baseline - Int(saturating: (mark.y * scale).rounded()), font: font, to: &rasterizer)
                    }
                } else {
                    let quarters = Int(saturating: ((start + placed.x) * scale * Double(GlyphOutlines.phases)).rounded())
                    let pixel = floorDivide(quarters, GlyphOutlines.phases)
                    let origin = FixedPoint(x: pixel << FixedPoint.bits, y: baseline << FixedPoint.bits)
                    addPlaceholder(advance: placed.advance, font: font, origin: origin, to: &rasterizer)
                }
            }
        }
        fill(&rasterizer, with: .solid(style.color))
    }

    /// Adds `glyph` with its origin `x` points across, at the nearest quarter pixel, on the pixel
    /// row `baseline`.
    private func addGlyph(
        _ glyph: GlyphSource, at x: Double, baseline: Int, font: SystemFont, to rasterizer: inout CoverageRasterizer
    ) {
        let quarters = Int(saturating: (x * scale * Double(GlyphOutlines.phases)).rounded())
        let pixel = floorDivide(quarters, GlyphOutlines.phases)
        let origin = FixedPoint(x: pixel << FixedPoint.bits, y: baseline << FixedPoint.bits)
        let phase = quarters - pixel * GlyphOutlines.phases
        for polygon in GlyphOutlines.polygons(glyph: glyph, font: font, scale: scale, phase: phase) {
            rasterizer.addPolygon(polygon, offset: origin)
        }
    }

    /// A hollow box for a character without a glyph: the advance wide less a margin on each side,
    /// cap height tall, its frame a twelfth of an em thick.
    private func addPlaceholder(advance: Double, font: SystemFont, origin: FixedPoint, to rasterizer: inout CoverageRasterizer) {
        let one = Double(FixedPoint.one)
        func fixed(_ points: Double) -> Int { Int(saturating: (points * scale * one).rounded()) }
        let margin = fixed(font.size / 12), stroke = max(FixedPoint.one / 2, fixed(font.size / 12))
        let left = origin.x + margin, right = origin.x + max(margin + 2 * stroke, fixed(advance) - margin)
        let bottom = origin.y, top = origin.y - fixed(font.capHeight)
        func box(_ l: Int, _ t: Int, _ r: Int, _ b: Int) -> [FixedPoint] {
            [FixedPoint(x: l, y: t), FixedPoint(x: r, y: t), FixedPoint(x: r, y: b), FixedPoint(x: l, y: b)]
        }
        rasterizer.addPolygon(box(left, top, right, bottom))
        rasterizer.addPolygon(box(left + stroke, top + stroke, right - stroke, bottom - stroke).reversed())
    }
}
