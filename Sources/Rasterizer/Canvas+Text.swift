import DeviceGeometry

extension Canvas {
    /// The size in pixels of one font dot for `fontSize` at this canvas's scale: a tenth of the
    /// font size, rounded to whole pixels so that every dot is a crisp square.
    public func dotSize(fontSize: Double) -> Int {
        max(1, Int(saturating: (fontSize * scale / 10).rounded()))
    }

    /// The size in points that `text` takes on one line in `style`.
    public func measure(_ text: String, style: TextStyle) -> Size {
        let dot = Double(dotSize(fontSize: style.fontSize)) / scale
        let columns = text.count * BitmapFont.advance - (text.isEmpty ? 0 : 1)
        return Size(width: Double(columns) * dot, height: Double(BitmapFont.ascent + 2) * dot)
    }

    /// Draws `text` inside `rect`, wrapped at spaces to the rect's width, as many lines as fit
    /// (at least one), centred vertically or from the top. Glyph origins are snapped to whole pixels.
    ///
    /// Text that does not fit is drawn with smaller dots, down to half size, as
    /// `adjustsFontSizeToFitWidth` with a `minimumScaleFactor` of 0.5 shrinks it: the built-in face
    /// is wider than the system font that layout estimates text with. What still does not fit ends
    /// in an ellipsis.
    public mutating func draw(_ text: String, in rect: Rect, style: TextStyle, fromTop: Bool = false) {
        guard !text.isEmpty, rect.width > 0 else { return }
        let widthInPixels = Int(saturating: (rect.width * scale).rounded(.down))
        let heightInPixels = Int(saturating: (rect.height * scale).rounded(.down))
        func fitted(dot: Int) -> TextLayout {
            TextLayout(
                text, maximumColumns: (widthInPixels + dot) / (BitmapFont.advance * dot),
                maximumLines: max(1, (heightInPixels + 2 * dot) / (BitmapFont.lineHeight * dot)))
        }
        var dot = dotSize(fontSize: style.fontSize)
        let smallestDot = (dot + 1) / 2
        var layout = fitted(dot: dot)
        while layout.isTruncated, dot > smallestDot {
            dot -= 1
            layout = fitted(dot: dot)
        }
        let advance = BitmapFont.advance * dot
        let lineHeight = BitmapFont.lineHeight * dot
        let blockHeight = (layout.lines.count - 1) * lineHeight + (BitmapFont.ascent + 2) * dot
        var top =
            fromTop
            ? Int(saturating: (rect.minY * scale).rounded()) : Int(saturating: (rect.midY * scale).rounded()) - blockHeight / 2
        let strokeWidth = style.isBold ? dot + max(1, dot / 3) : dot
        for line in layout.lines {
            let lineWidth = line.count * advance - dot
            let left: Int
            switch style.alignment {
            case .left: left = Int(saturating: (rect.minX * scale).rounded())
            case .center: left = Int(saturating: (rect.midX * scale).rounded()) - lineWidth / 2
            case .right: left = Int(saturating: (rect.maxX * scale).rounded()) - lineWidth
            }
            for (index, character) in line.enumerated() {
                let glyph = BitmapFont.glyph(for: character)
                let glyphLeft = left + index * advance
                for (row, bits) in glyph.enumerated() where bits != 0 {
                    for column in 0..<BitmapFont.columns where bits & (0x10 >> UInt8(column)) != 0 {
                        fillPixels(
                            PixelRect(
                                minX: glyphLeft + column * dot, minY: top + row * dot,
                                maxX: glyphLeft + column * dot + strokeWidth, maxY: top + (row + 1) * dot),
                            color: style.color)
                    }
                }
            }
            top += lineHeight
        }
    }
}
