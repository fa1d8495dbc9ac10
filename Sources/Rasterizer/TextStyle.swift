import DeviceGeometry

/// How a run of text is drawn with the built-in ``BitmapFont``.
public struct TextStyle: Hashable, Sendable {
    /// The nominal font size in points; a glyph's capital is 0.7 of it tall.
    public var fontSize: Double
    /// The text colour.
    public var color: Color
    /// Horizontal placement.
    public var alignment: TextAlignment
    /// Whether strokes are drawn a third wider.
    public var isBold: Bool

    /// Creates a text style.
    public init(fontSize: Double = 17, color: Color = .black, alignment: TextAlignment = .left, isBold: Bool = false) {
        self.fontSize = fontSize
        self.color = color
        self.alignment = alignment
        self.isBold = isBold
    }
}
