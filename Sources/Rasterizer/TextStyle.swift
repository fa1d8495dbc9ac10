import DeviceGeometry

/// How a run of text is drawn with the built-in ``BitmapFont``.
public struct TextStyle: Hashable, Sendable {
    /// Horizontal placement within the text's rectangle.
    public enum Alignment: String, Hashable, Sendable, Codable, CaseIterable {
        /// Flush with the left edge.
        case left
        /// Centred.
        case center
        /// Flush with the right edge.
        case right
    }

    /// The nominal font size in points; a glyph's capital is 0.7 of it tall.
    public var fontSize: Double
    /// The text colour.
    public var color: Color
    /// Horizontal placement.
    public var alignment: Alignment
    /// Whether strokes are drawn a third wider.
    public var isBold: Bool

    /// Creates a text style.
    public init(fontSize: Double = 17, color: Color = .black, alignment: Alignment = .left, isBold: Bool = false) {
        self.fontSize = fontSize
        self.color = color
        self.alignment = alignment
        self.isBold = isBold
    }
}
