import DeviceGeometry

extension SwiftUILayout {
    /// A slider's height: UIKit's, the slider SwiftUI shows (S6).
    static let sliderHeight = 30.0
    /// A linear progress view's height: UIKit's bar (S6).
    static let progressBarHeight = 4.0
    /// A progress view without a value: UIKit's medium activity indicator (S6).
    static let spinnerSize = Size(width: 20, height: 20)
    /// A stepper's size: UIKit's (S6).
    static let stepperSize = Size(width: 94, height: 32)
    /// A segmented picker's height, and the space around each segment's title: UIKit's (S6).
    static let segmentHeight = 32.0
    /// See `segmentHeight`.
    static let segmentPadding = 24.0
    /// A wheel picker's size: UIKit's (S6).
    static let wheelSize = Size(width: 320, height: 216)
    /// The length a slider or a bar takes where no width is offered (S6).
    static let idealTrackLength = 100.0
    /// The space between a menu picker's selection and its chevrons (S6).
    static let menuChevronSpacing = 4.0

    /// A control with a title, a toggle's or a stepper's: the title wraps in the width the control
    /// leaves it, across the width offered; in a list row the control stands in the row's margins,
    /// so the row is as tall as a row of its title (S6, S9).
    func titledControlSize(_ title: String, control: Size, for proposal: ProposedSize, in context: SwiftUIContext) -> Size {
        let labelWidth = proposal.width.map { max(0, $0 - control.width - Self.defaultSpacing) }
        let label = textSize(title, for: ProposedSize(width: labelWidth, height: nil), in: context)
        return Size(
            width: proposal.width ?? label.width + Self.defaultSpacing + control.width,
            height: context.isInListRow ? label.height : max(label.height, control.height))
    }

    /// A picker's size: segmented, as wide as offered (its segments' titles and padding where
    /// nothing is); a wheel, UIKit's; a menu, in a list row a titled control across the row,
    /// elsewhere its selection and chevrons.
    func pickerSize(_ picker: SwiftUIPicker, for proposal: ProposedSize, in context: SwiftUIContext) -> Size {
        switch picker.style {
        case .segmented:
            let widest =
                picker.options.map { textSize($0, for: ProposedSize(width: nil, height: nil), in: context).width }.max() ?? 0
            return Size(
                width: proposal.width ?? Double(picker.options.count) * (widest + Self.segmentPadding), height: Self.segmentHeight
            )
        case .wheel:
            return Size(width: proposal.width ?? Self.wheelSize.width, height: Self.wheelSize.height)
        case .automatic, .menu:
            let menu = menuSize(picker, in: context)
            guard context.isInListRow else { return menu }
            return titledControlSize(picker.title, control: menu, for: proposal, in: context)
        }
    }

    /// A menu picker's button: its selection, then an up-and-down chevron a symbol wide.
    func menuSize(_ picker: SwiftUIPicker, in context: SwiftUIContext) -> Size {
        let text = textSize(picker.selection, for: ProposedSize(width: nil, height: nil), in: context)
        let chevron = imageSize(
            SwiftUIImage(.symbol("chevron.up.chevron.down")), for: ProposedSize(width: nil, height: nil), in: context)
        return Size(width: text.width + Self.menuChevronSpacing + chevron.width, height: max(text.height, chevron.height))
    }
}
