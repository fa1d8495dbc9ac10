@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
@_spi(Internals) import Rasterizer
import Typography

/// Draws what makes each kind of view recognisable: a label's text, a button's title, a switch's
/// track and knob, a bar's hairline, in the light appearance of stock UIKit.
enum ControlPainter {
    /// One view as the painters see it.
    struct Context {
        let frame: Rect
        /// The view's resolved layout margins, which table cells place their title against.
        let layoutMargins: EdgeInsets
        let attributes: ViewAttributes
        /// The view's alpha times its ancestors'.
        let alpha: Double
        /// The tint in effect.
        let tint: Color
        /// The direction the view lays out in: text without an alignment of its own starts at its
        /// leading side, and controls with a direction mirror.
        let layoutDirection: LayoutDirection
        /// The appearance the view's colours and its control's parts are drawn in.
        let appearance: Appearance

        /// The view's rounded outline.
        var shape: RoundedRect {
            RoundedRect(rect: frame, cornerRadius: attributes.cornerRadius, curve: attributes.cornerCurve)
        }

        /// `color` in the view's appearance, with the view's effective alpha applied.
        func faded(_ color: Color) -> Color {
            let color = color.resolved(in: appearance)
            return alpha >= 1 ? color : color.withAlpha(UInt8((Double(color.alpha) * alpha).rounded()))
        }

        /// The text style from the view's attributes, with the kind's defaults for what it leaves unset.
        /// The font is the view's own (``ViewAttributes/font``), the one its intrinsic size was
        /// measured in, so that text laid out to fit is drawn to fit.
        /// Text aligned by neither the view nor the caller takes the natural alignment: its leading side.
        func textStyle(color: Color = Palette.label, alignment: TextAlignment? = nil, font: SystemFont? = nil) -> TextStyle {
            let resolvedColor = attributes.isEnabled ? (attributes.textColor ?? color) : Palette.disabledText
            var style = TextStyle(
                font: font ?? attributes.font, color: faded(resolvedColor),
                alignment: attributes.textAlignment ?? alignment ?? (isRightToLeft ? .right : .left),
                maximumLines: maximumLines)
            style.lineSpacing = attributes.lineSpacing
            return style
        }

        /// Whether the view lays out right to left.
        var isRightToLeft: Bool { layoutDirection == .rightToLeft }

        /// `rect`, drawn as for a left-to-right view, where it goes in this view: reflected across
        /// the middle of `bounds` when the view lays out right to left.
        func leading(_ rect: Rect, in bounds: Rect) -> Rect {
            isRightToLeft ? rect.mirrored(across: bounds.midX) : rect
        }

        /// A label's `numberOfLines`; a text view shows as many lines as fit, everything else one.
        private var maximumLines: Int {
            switch attributes.kind {
            case .label: attributes.numberOfLines
            case .textView: 0
            default: 1
            }
        }

        /// The colour for tinted parts: the tint, or grey when the control is disabled.
        var activeTint: Color { faded(attributes.isEnabled ? tint : Palette.systemGray) }
    }

    static func draw(_ context: Context, on canvas: inout Canvas) {
        switch context.attributes.kind {
        case .view, .stackView, .scrollView, .tableView, .collectionView, .collectionViewCell:
            break
        case .label: drawLabel(context, on: &canvas)
        case .button: drawButton(context, on: &canvas)
        case .barButtonItem: drawBarButtonItem(context, on: &canvas)
        case .textField: drawTextField(context, on: &canvas)
        case .textView: drawTextView(context, on: &canvas)
        case .searchBar: drawSearchBar(context, on: &canvas)
        case .switch: drawSwitch(context, on: &canvas)
        case .slider: drawSlider(context, on: &canvas)
        case .progressView: drawProgress(context, on: &canvas)
        case .segmentedControl: drawSegmentedControl(context, on: &canvas)
        case .stepper: drawStepper(context, on: &canvas)
        case .pageControl: drawPageControl(context, on: &canvas)
        case .activityIndicator: drawActivityIndicator(context, on: &canvas)
        case .datePicker, .pickerView: drawPicker(context, on: &canvas)
        case .imageView: drawImagePlaceholder(context, on: &canvas)
        case .tableViewCell: drawCell(context, on: &canvas)
        case .navigationBar: drawBar(context, hairlineAtTop: false, on: &canvas)
        case .tabBar, .toolbar: drawBar(context, hairlineAtTop: true, on: &canvas)
        case .tabBarItem: drawTabBarItem(context, on: &canvas)
        case .visualEffectView:
            if context.attributes.backgroundColor == nil {
                canvas.fill(context.shape, with: .solid(context.faded(Palette.barBackground)))
            }
        }
    }

    /// A capsule of `size` centred vertically at the left of `frame` (UIKit's fixed-size controls
    /// keep their intrinsic size whatever frame they get).
    static func intrinsic(_ size: Size, in frame: Rect) -> Rect {
        Rect(x: frame.minX, y: frame.midY - size.height / 2, width: size.width, height: size.height)
    }
}
