import DeviceGeometry
import Typography

/// How a run of text is drawn: the font, colour, alignment and how many lines it may take.
public struct TextStyle: Hashable, Sendable {
    /// The font.
    public var font: SystemFont
    /// The text colour.
    public var color: Color
    /// Horizontal placement.
    public var alignment: TextAlignment
    /// At most this many lines (`numberOfLines`); 0 takes as many as fit in the rect.
    public var maximumLines: Int
    /// Points added between lines, as SwiftUI's text styles add their leading; none in UIKit.
    package var lineSpacing = 0.0

    /// Creates a text style.
    public init(font: SystemFont = SystemFont(), color: Color = .black, alignment: TextAlignment = .left, maximumLines: Int = 0) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.maximumLines = maximumLines
    }
}
