import DeviceGeometry

/// A deterministic estimate of a view's `intrinsicContentSize`, the same on every machine.
///
/// There are no fonts on Linux to measure, so text is estimated with fixed metrics for the system
/// font: each character advances 0.5 em (0.55 em in bold) and a line is 1.2 em tall. With them a
/// 17-pt "Label" is 42.5 × 20.4 pt (UIKit: 42 × 20.5) and a 15-pt "Button" button is 45 × 30 pt
/// (UIKit: 46 × 30). Controls without text use UIKit's fixed sizes:
///
/// | kind | size |
/// |---|---|
/// | label | text, 17 pt |
/// | button | text at 15 pt, plus 12 pt of height |
/// | textField | text or placeholder plus 14 pt, × 34 |
/// | switch | 51 × 31 |
/// | stepper | 94 × 32 |
/// | slider | — × 30 |
/// | segmentedControl | segments × (widest title at 13 pt + 24) × 32 |
/// | activityIndicator | 20 × 20 |
/// | progressView | — × 4 |
/// | pageControl | — × 26 |
/// | datePicker, pickerView | 320 × 216 |
/// | searchBar | — × 56 |
/// | navigationBar, toolbar | — × 44 |
/// | tabBar | — × 49 |
///
/// "—" is `noIntrinsicMetric`. Other kinds have no intrinsic size.
package enum IntrinsicSize {
    /// The average advance of a character, in ems.
    package static let averageAdvance = 0.5
    /// The average advance of a bold character, in ems.
    package static let boldAdvance = 0.55
    /// A line's height, in ems.
    package static let lineHeight = 1.2
    /// The baseline's distance below the top of a line, in ems.
    package static let ascent = 0.95

    /// The size a single line of `text` takes at `fontSize`.
    package static func textSize(_ text: String, fontSize: Double, bold: Bool = false) -> Size {
        Size(
            width: Double(text.count) * fontSize * (bold ? boldAdvance : averageAdvance),
            height: text.isEmpty ? 0 : fontSize * lineHeight)
    }

    /// The font size a kind uses when none is given.
    package static func defaultFontSize(for kind: ViewKind) -> Double {
        switch kind {
        case .button: 15
        case .segmentedControl: 13
        case .tabBarItem: 10
        default: 17
        }
    }

    /// The estimated intrinsic size; a negative width or height is `noIntrinsicMetric`.
    package static func estimate(for attributes: ViewAttributes) -> Size {
        let fontSize = attributes.fontSize ?? defaultFontSize(for: attributes.kind)
        let text = textSize(attributes.text ?? "", fontSize: fontSize, bold: attributes.isBold)
        switch attributes.kind {
        case .label: return text
        case .button, .barButtonItem:
            return Size(width: text.width, height: fontSize * lineHeight + 12)
        case .textField:
            let shown = textSize(attributes.text ?? attributes.placeholder ?? "", fontSize: fontSize)
            return Size(width: shown.width + 14, height: 34)
        case .switch: return Size(width: 51, height: 31)
        case .stepper: return Size(width: 94, height: 32)
        case .slider: return Size(width: -1, height: 30)
        case .segmentedControl:
            let widest = attributes.segments.map { textSize($0, fontSize: fontSize).width }.max() ?? 0
            return Size(width: Double(attributes.segments.count) * (widest + 24), height: 32)
        case .activityIndicator: return Size(width: 20, height: 20)
        case .progressView: return Size(width: -1, height: 4)
        case .pageControl: return Size(width: -1, height: 26)
        case .datePicker, .pickerView: return Size(width: 320, height: 216)
        case .searchBar: return Size(width: -1, height: 56)
        case .navigationBar, .toolbar: return Size(width: -1, height: 44)
        case .tabBar: return Size(width: -1, height: 49)
        default: return Size(width: -1, height: -1)
        }
    }

    /// Where the first baseline of a view with one line of text sits: `top + height / 2 + offset`,
    /// the line centred vertically as labels, buttons and fields draw it. Nil for views without
    /// text, whose baselines are their bottom edges.
    static func baselineOffset(for attributes: ViewAttributes) -> Double? {
        switch attributes.kind {
        case .label, .button, .textField, .textView, .barButtonItem:
            let fontSize = attributes.fontSize ?? defaultFontSize(for: attributes.kind)
            return fontSize * (ascent - lineHeight / 2)
        default:
            return nil
        }
    }
}
