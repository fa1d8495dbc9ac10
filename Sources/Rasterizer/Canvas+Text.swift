import DeviceGeometry

extension Canvas {
    /// The size in pixels of one font dot for `fontSize` at this canvas's scale: a tenth of the
    /// font size, rounded to whole pixels so that every dot is a crisp square.
    public func dotSize(fontSize: Double) -> Int {
        max(1, Int((fontSize * scale / 10).rounded()))
    }

    /// The size in points that `text` takes on one line in `style`.
    public func measure(_ text: String, style: TextStyle) -> Size {
        let dot = Double(dotSize(fontSize: style.fontSize)) / scale
        let columns = text.count * BitmapFont.advance - (text.isEmpty ? 0 : 1)
        return Size(width: Double(columns) * dot, height: Double(BitmapFont.ascent + 2) * dot)
    }

    /// Draws `text` inside `rect`, wrapped at spaces to the rect's width, as many lines as fit
    /// (at least one), centred vertically, ending in an ellipsis when cut short. Glyph origins are
    /// snapped to whole pixels.
    public mutating func draw(_ text: String, in rect: Rect, style: TextStyle) {
        guard !text.isEmpty, rect.width > 0 else { return }
        let dot = dotSize(fontSize: style.fontSize)
        let advance = BitmapFont.advance * dot
        let lineHeight = BitmapFont.lineHeight * dot
        let widthInPixels = Int((rect.width * scale).rounded(.down))
        let heightInPixels = Int((rect.height * scale).rounded(.down))
        let layout = TextLayout(text, maximumColumns: (widthInPixels + dot) / advance,
                                maximumLines: max(1, (heightInPixels + 2 * dot) / lineHeight))
        let blockHeight = (layout.lines.count - 1) * lineHeight + (BitmapFont.ascent + 2) * dot
        var top = Int((rect.midY * scale).rounded()) - blockHeight / 2
        let strokeWidth = style.isBold ? dot + max(1, dot / 3) : dot
        for line in layout.lines {
            let lineWidth = line.count * advance - dot
            let left: Int
            switch style.alignment {
            case .left: left = Int((rect.minX * scale).rounded())
            case .center: left = Int((rect.midX * scale).rounded()) - lineWidth / 2
            case .right: left = Int((rect.maxX * scale).rounded()) - lineWidth
            }
            for (index, character) in line.enumerated() {
                let glyph = BitmapFont.glyph(for: character)
                let glyphLeft = left + index * advance
                for (row, bits) in glyph.enumerated() where bits != 0 {
                    for column in 0..<BitmapFont.columns where bits & (0x10 >> UInt8(column)) != 0 {
                        fillPixels(PixelRect(minX: glyphLeft + column * dot, minY: top + row * dot,
                                             maxX: glyphLeft + column * dot + strokeWidth, maxY: top + (row + 1) * dot),
                                   color: style.color)
                    }
                }
            }
            top += lineHeight
        }
    }
}
