import DeviceGeometry
import Typography

/// Everything about a view except where it is and what it contains: its kind, appearance,
/// content and state. A document's view and a resolved view share it.
@_spi(Internals) public struct ViewAttributes: Hashable, Sendable {
    /// What the view is.
    public var kind: ViewKind
    /// `backgroundColor`; `nil` is clear.
    public var backgroundColor: Color?
    /// `layer.cornerRadius`, in points.
    public var cornerRadius: Double
    /// `layer.cornerCurve`.
    public var cornerCurve: CornerCurve
    /// `layer.borderWidth`, in points.
    public var borderWidth: Double
    /// `layer.borderColor`.
    public var borderColor: Color?
    /// `tintColor`; `nil` inherits, ending at system blue.
    public var tintColor: Color?
    /// The label text, button title, field text, segment or item title.
    public var text: String?
    /// The text colour; `nil` uses the kind's default.
    public var textColor: Color?
    /// The Dynamic Type text style the font comes from (`UIFont.preferredFont(forTextStyle:)`);
    /// `nil` uses the kind's default font.
    public var textStyle: DynamicTypeStyle?
    /// The font size in points; `nil` takes the text style's, or the kind's default.
    public var fontSize: Double?
    /// The font weight; `nil` takes the text style's, or the kind's default.
    public var fontWeight: FontWeight?
    /// `numberOfLines`: at most this many lines of text, 0 for as many as the text needs.
    public var numberOfLines: Int
    /// The text's horizontal alignment; `nil` uses the kind's default.
    public var textAlignment: TextAlignment?
    /// A text field's placeholder.
    public var placeholder: String?
    /// The image a bar button item shows instead of a title, by name; drawn as an icon.
    public var image: String?
    /// A text field's border, which decides its height; a rounded rectangle unless told otherwise.
    public var borderStyle: TextFieldBorderStyle
    /// A switch's state.
    public var isOn: Bool
    /// A slider's or progress view's value, 0...1.
    public var value: Double
    /// A segmented control's segment titles.
    public var segments: [String]
    /// A segmented control's selected segment, or a page control's current page.
    public var selectedIndex: Int?
    /// `isUserInteractionEnabled`.
    public var isUserInteractionEnabled: Bool
    /// `UIControl.isEnabled`.
    public var isEnabled: Bool
    /// `isHidden`.
    public var isHidden: Bool
    /// `alpha`, 0...1.
    public var alpha: Double
    /// `clipsToBounds`.
    public var clipsToBounds: Bool
    /// `accessibilityIdentifier`.
    public var accessibilityIdentifier: String?
    /// Whether touches on the view's own area reach the views beneath it: a SwiftUI stack's or
    /// other container's, which draws nothing, and a clear colour's, as SwiftUI hit-tests only
    /// what is drawn.
    package var letsTouchesThrough = false
    /// Points added between a text's lines: a SwiftUI text style's leading; none in UIKit.
    package var lineSpacing = 0.0
    /// `accessibilityLabel`: what VoiceOver calls the view, which findings name a view without a
    /// text of its own by.
    package var accessibilityLabel: String?
    /// Whether the view takes taps though it is not a control, as a view with a tap gesture
    /// recognizer does.
    public var isTappable: Bool
    /// `overrideUserInterfaceStyle`: the appearance the view and its subtree keep whatever the
    /// person chose; nil follows it.
    public var overrideUserInterfaceStyle: Appearance?

    /// Creates attributes with UIKit's defaults for everything not given.
    package init(
        kind: ViewKind, backgroundColor: Color? = nil, cornerRadius: Double = 0,
        cornerCurve: CornerCurve = .circular, borderWidth: Double = 0, borderColor: Color? = nil,
        tintColor: Color? = nil, text: String? = nil, textColor: Color? = nil,
        textStyle: DynamicTypeStyle? = nil, fontSize: Double? = nil, fontWeight: FontWeight? = nil,
        numberOfLines: Int = 1, textAlignment: TextAlignment? = nil, placeholder: String? = nil,
        borderStyle: TextFieldBorderStyle = .roundedRect,
        isOn: Bool = false, value: Double = 0.5, segments: [String] = [], selectedIndex: Int? = nil,
        isUserInteractionEnabled: Bool = true, isEnabled: Bool = true, isHidden: Bool = false,
        alpha: Double = 1, clipsToBounds: Bool = false, accessibilityIdentifier: String? = nil,
        isTappable: Bool = false
    ) {
        self.kind = kind
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.cornerCurve = cornerCurve
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.tintColor = tintColor
        self.text = text
        self.textColor = textColor
        self.textStyle = textStyle
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.numberOfLines = numberOfLines
        self.textAlignment = textAlignment
        self.placeholder = placeholder
        self.borderStyle = borderStyle
        self.isOn = isOn
        self.value = value
        self.segments = segments
        self.selectedIndex = selectedIndex
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.isEnabled = isEnabled
        self.isHidden = isHidden
        self.alpha = alpha
        self.clipsToBounds = clipsToBounds
        self.accessibilityIdentifier = accessibilityIdentifier
        self.isTappable = isTappable
    }

    /// The text a finding names the view by: its own, or else its accessibility label.
    package var describingText: String? { text ?? accessibilityLabel }
}

extension ViewAttributes {
    /// The attributes with each colour as `appearance` draws it; in the light appearance, the
    /// attributes themselves, whose channels are the light ones.
    package func resolvingColors(in appearance: Appearance) -> ViewAttributes {
        guard appearance == .dark else { return self }
        var resolved = self
        resolved.backgroundColor = backgroundColor?.resolved(in: appearance)
        resolved.borderColor = borderColor?.resolved(in: appearance)
        resolved.tintColor = tintColor?.resolved(in: appearance)
        resolved.textColor = textColor?.resolved(in: appearance)
        return resolved
    }

    /// The font the text is measured and drawn in: the size and weight given, else the text
    /// style's, else the kind's default (``ViewKind/defaultFont``).
    package var font: SystemFont {
        let base = textStyle?.font ?? kind.defaultFont
        return SystemFont(size: fontSize ?? base.size, weight: fontWeight ?? base.weight)
    }
}
