import DeviceGeometry
import Typography

/// A view's `intrinsicContentSize`, the same on every machine.
///
/// Text is measured in the font it is drawn in (``SystemFont``: the bundled faces' advances and
/// kerning, calibrated to UIKit's widths) and rounded up to the screen's pixels, as UIKit rounds a
/// label's size: to a third of a point on a 3× screen, to a half on a 2× one. Snapping a frame's
/// edges to the same pixels then keeps its width, so a label never comes out narrower than its
/// text. A label is one line of its text; a button's title gets 12 pt of height around it. Controls without text use UIKit's fixed sizes:
///
/// | kind | size |
/// |---|---|
/// | label | text (17 pt unless set) |
/// | button | text (15 pt unless set), plus 12 pt of height |
/// | textField | text or placeholder plus 14 pt, × the line plus 13.5 pt rounded (34 at 17 pt); without a border, the text's size |
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
    /// The size a single line of `text` takes in `font`, rounded up to the pixels of a screen of
    /// `scale` pixels per point.
    package static func textSize(_ text: String, font: SystemFont, scale: Double) -> Size {
        guard !text.isEmpty else { return .zero }
        return Size(width: roundedUp(font.width(of: text), scale: scale), height: lineHeight(of: font, scale: scale))
    }

    /// The height of one line in `font`, rounded up to the pixels of a screen of `scale` pixels
    /// per point.
    package static func lineHeight(of font: SystemFont, scale: Double) -> Double {
        roundedUp(font.lineHeight, scale: scale)
    }

    /// `size` with each dimension rounded up to the pixels of a screen of `scale` pixels per
    /// point; `noIntrinsicMetric` (negative) stays as it is.
    package static func roundedUp(_ size: Size, scale: Double) -> Size {
        Size(
            width: size.width < 0 ? size.width : roundedUp(size.width, scale: scale),
            height: size.height < 0 ? size.height : roundedUp(size.height, scale: scale))
    }

    /// The estimated intrinsic size on a screen of `scale` pixels per point; a negative width or
    /// height is `noIntrinsicMetric`.
    package static func estimate(for attributes: ViewAttributes, scale: Double) -> Size {
        let font = attributes.font
        func textSize(_ text: String) -> Size { Self.textSize(text, font: font, scale: scale) }
        let text = textSize(attributes.text ?? "")
        switch attributes.kind {
        case .label: return text
        case .button, .barButtonItem:
            return Size(width: text.width, height: lineHeight(of: font, scale: scale) + 12)
        case .textField:
            let shown = textSize(attributes.text ?? attributes.placeholder ?? "")
            guard attributes.borderStyle != .none else {
                return Size(width: shown.width, height: lineHeight(of: font, scale: scale))
            }
            // A bordered field is its font's line and 13.5 pt, to the point: 30 at 14 pt, 34 at 17.
            return Size(width: shown.width + 14, height: (font.lineHeight + 13.5).rounded())
        case .switch: return Size(width: 51, height: 31)
        case .stepper: return Size(width: 94, height: 32)
        case .slider: return Size(width: -1, height: 30)
        case .segmentedControl:
            let widest = attributes.segments.map { textSize($0).width }.max() ?? 0
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

    /// The intrinsic size of a label of several lines wrapping its text at `width`: that width,
    /// and its lines (at most `numberOfLines`, 0 for all) rounded up to the screen's pixels.
    package static func wrapped(_ attributes: ViewAttributes, width: Double, scale: Double) -> Size {
        let layout = TextLayout(
            attributes.text ?? "", font: attributes.font, width: width, maximumLines: attributes.numberOfLines)
        return Size(width: width, height: roundedUp(layout.height, scale: scale))
    }

    /// `UITableViewCell`'s standard height: a row of one line of 17-pt body text, and what an
    /// automatic row whose constraints suggest a height of zero gets instead (UIKit logs "We're
    /// considering the collapse unintentional and using standard height instead.").
    static let standardRowHeight = 44.0

    /// The height a table cell's own text asks of an automatic row (R4.13): its lines at `width`
    /// (at most `numberOfLines`, 0 for all), rounded up to the screen's pixels, and the padding
    /// that makes one line of 17-pt body text the standard row. Zero without text.
    static func cellTextHeight(of attributes: ViewAttributes, width: Double, scale: Double) -> Double {
        guard let text = attributes.text, !text.isEmpty else { return 0 }
        let layout = TextLayout(text, font: attributes.font, width: max(0, width), maximumLines: attributes.numberOfLines)
        let padding = standardRowHeight - lineHeight(of: SystemFont(size: 17), scale: scale)
        return roundedUp(layout.height, scale: scale) + padding
    }

    /// Where the first baseline of a view with one line of text sits: `top + height / 2 + offset`,
    /// the line centred vertically as labels, buttons and fields draw it. Nil for views without
    /// text, whose baselines are their bottom edges.
    static func baselineOffset(for attributes: ViewAttributes) -> Double? {
        switch attributes.kind {
        case .label, .button, .textField, .textView, .barButtonItem:
            let font = attributes.font
            return font.ascender - font.lineHeight / 2
        default:
            return nil
        }
    }

    private static func roundedUp(_ points: Double, scale: Double) -> Double {
        // A hair below a pixel rounds to it, so that 20.333… stays 20.333… at 3× and not 20.667.
        (points * scale - 0.000_01).rounded(.up) / scale
    }
}
