import DeviceGeometry
import Typography

/// SwiftUI's layout of a view tree (swiftui-layout.md): each view answers the size it takes for
/// a proposal (`size(of:for:in:)`), and is then placed in a rectangle of that size
/// (`SwiftUILayout+Placing.swift`), its children proposed and placed in turn.
struct SwiftUILayout {
    /// The screen's pixels per point, to which text sizes round up.
    let scale: Double
    /// The sizes already answered. A stack asks each child for its smallest, its largest and its
    /// share, so without them nested stacks would be measured exponentially often.
    private let answered = AnsweredSizes()

    /// Sizes by the view, the proposal and the context they were answered for.
    private final class AnsweredSizes {
        struct Question: Hashable {
            let view: SwiftUIView
            let proposal: ProposedSize
            let context: SwiftUIContext
        }

        var sizes: [Question: Size] = [:]
    }

    /// A layout for a screen of `scale` pixels per point.
    init(scale: Double) {
        self.scale = scale
    }

    /// The system's spacing between neighbours in a stack, and a `Spacer`'s default least length
    /// (S3).
    static let defaultSpacing = 8.0
    /// The amount of `padding()` without one (S4).
    static let defaultPadding = 16.0
    /// The size a shape or colour takes on an axis nothing is proposed on (S2).
    static let idealShapeLength = 10.0

    /// A toggle's switch: 51 × 31 pt to iOS 18, 63 × 28 from iOS 26, as printed and measured in
    /// iOS 26 renders (S6).
    static func switchSize(on systemVersion: Int) -> Size {
        systemVersion >= 26 ? Size(width: 63, height: 28) : Size(width: 51, height: 31)
    }

    /// How far a toggle's switch stands past its trailing edge: 2 pt from iOS 26, measured in two
    /// iOS 26 renders (S6), none before.
    static func switchOverhang(on systemVersion: Int) -> Double {
        systemVersion >= 26 ? 2 : 0
    }

    /// The size `view` takes when `proposal` is offered.
    func size(of view: SwiftUIView, for proposal: ProposedSize, in context: SwiftUIContext) -> Size {
        let question = AnsweredSizes.Question(view: view, proposal: proposal, context: context)
        if let size = answered.sizes[question] { return size }
        let size = measure(view, for: proposal, in: context)
        answered.sizes[question] = size
        return size
    }

    /// The size `view` takes when `proposal` is offered, measured.
    private func measure(_ view: SwiftUIView, for proposal: ProposedSize, in context: SwiftUIContext) -> Size {
        switch view {
        case .text(let text):
            return textSize(text, for: proposal, in: context)
        case .color, .shape:
            return Size(
                width: proposal.width ?? Self.idealShapeLength, height: proposal.height ?? Self.idealShapeLength)
        case .spacer(let minLength):
            let least = minLength ?? Self.defaultSpacing
            guard let axis = context.stackAxis, axis != .depth else {
                return Size(width: proposal.width ?? least, height: proposal.height ?? least)
            }
            return Size(max(least, proposal[axis] ?? least), on: axis, cross: 0)
        case .divider:
            // A hairline across its stack: upright in an `HStack`, level anywhere else.
            let thickness = 1 / scale
            return context.stackAxis == .horizontal
                ? Size(width: thickness, height: proposal.height ?? 0) : Size(width: proposal.width ?? 0, height: thickness)
        case .stack(let stack):
            return arrangement(of: stack, for: proposal, in: context).size
        case .grid(let grid):
            return gridArrangement(of: grid, for: proposal, in: context).size
        case .image(let image):
            return imageSize(image, for: proposal, in: context)
        case .label(let title, let icon):
            return size(of: Self.labelStack(title, icon: icon, in: context), for: proposal, in: context)
        case .button(let label, let style):
            let style = style == .automatic ? context.buttonStyle : style
            let insets = Self.insets(of: style, controlSize: context.controlSize)
            let inner = size(of: label, for: proposal.inset(by: insets), in: Self.labelContext(context, style: style))
            return Size(width: inner.width + insets.left + insets.right, height: inner.height + insets.top + insets.bottom)
        case .navigationLink(let label):
            guard context.isInListRow else { return size(of: .button(label, style: .automatic), for: proposal, in: context) }
            // In a list row, the chevron keeps its place at the row's trailing edge (S9).
            var offer = proposal
            offer.width = proposal.width.map { max(0, $0 - SwiftUIListMetrics.chevronReserve) }
            return size(of: label, for: offer, in: context)
        case .list(let list):
            let content = listArrangement(of: list, width: proposal.width, in: context).size
            return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
        case .toggle(let title, _):
            return titledControlSize(title, control: Self.switchSize(on: context.systemVersion), for: proposal, in: context)
        case .textField(let placeholder, _):
            let line = textSize(placeholder, for: ProposedSize(width: nil, height: nil), in: context)
            return Size(width: proposal.width ?? line.width, height: line.height)
        case .slider:
            return Size(width: proposal.width ?? Self.idealTrackLength, height: Self.sliderHeight)
        case .stepper(let title):
            return titledControlSize(title, control: Self.stepperSize, for: proposal, in: context)
        case .progressView(let value):
            return value == nil
                ? Self.spinnerSize : Size(width: proposal.width ?? Self.idealTrackLength, height: Self.progressBarHeight)
        case .picker(let picker):
            return pickerSize(picker, for: proposal, in: context)
        case .geometryReader:
            return Size(width: proposal.width ?? Self.idealShapeLength, height: proposal.height ?? Self.idealShapeLength)
        case .modified(let content, let modifier):
            return size(of: content, modified: modifier, for: proposal, in: context)
        case .navigationStack(let root):
            // Its bars are the navigation controller's (`hostingController()`); inside, its root.
            return size(of: root, for: proposal, in: context)
        case .tabView(let tabs):
            // Its bar is the tab bar controller's (`hostingController()`); inside, its first tab.
            return tabs.first.map { size(of: $0, for: proposal, in: context) } ?? .zero
        case .splitView(let split):
            // Its columns are the split view controller's (`hostingController()`); inside, its detail.
            return size(of: split.detail, for: proposal, in: context)
        case .scrollView(let axis, let content):
            let visible = Size(
                width: proposal.width ?? context.containerSize.width, height: proposal.height ?? context.containerSize.height)
            let inner = Self.scrollContentContext(context, visible: visible)
            let ideal = size(of: content, for: Self.contentProposal(along: axis, within: proposal), in: inner)
            return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
        }
    }

    /// A text's size: its ideal single line without a width; wrapped to the width offered,
    /// never wider than its widest line, in as many lines as `lineLimit` and the height offered
    /// allow, each rounded up to the screen's pixels; an empty text is a line tall and no wide, as
    /// an empty caption under a name in a Home Assistant iOS 26 render keeps the name a line up
    /// (S2).
    func textSize(_ text: String, for proposal: ProposedSize, in context: SwiftUIContext) -> Size {
        let font = context.font
        guard !text.isEmpty else { return Size(width: 0, height: IntrinsicSize.lineHeight(of: font, scale: scale)) }
        guard let width = proposal.width else {
            return IntrinsicSize.textSize(text, font: font, scale: scale)
        }
        let layout = TextLayout(text, font: font, width: width, maximumLines: maximumLines(for: proposal, in: context))
        let lines = Double(max(1, layout.lines.count))
        let height = font.lineHeight + (lines - 1) * linePitch(of: font, style: context.lineSpacingStyle)
        return IntrinsicSize.roundedUp(Size(width: min(width, layout.width), height: height), scale: scale)
    }

    /// How far apart the lines of a text are: a text style's size and the leading it adds in
    /// Apple's table of text styles (measured in iOS 26 renders at the medium size: body 21 pt
    /// apart at 16 pt, subheadline 19 at 14, large title 40 at 33, each 5 or 7 over its size as
    /// at the default size), on the screen's pixels, and never less than a line; a font of a fixed
    /// size, its line height (S2).
    func linePitch(of font: SystemFont, style: DynamicTypeStyle?) -> Double {
        guard let style else { return font.lineHeight }
        return max(font.lineHeight, ((font.size + Self.leading(of: style)) * scale).rounded() / scale)
    }

    /// What a text style's leading adds to its size in Apple's table at the default size: large
    /// title 34/41, title 28/34, title 2 22/28, title 3 20/25, headline and body 17/22, callout
    /// 16/21, subheadline 15/20, footnote 13/18, caption 12/16, caption 2 11/13.
    static func leading(of style: DynamicTypeStyle) -> Double {
        switch style {
        case .largeTitle: 7
        case .title1, .title2: 6
        case .title3, .headline, .body, .callout, .subheadline, .footnote: 5
        case .caption1: 4
        case .caption2: 2
        }
    }

    /// What a scroll view's content inherits: no stack around it, and the scroll view, `visible`
    /// large, as the container it is a part of.
    static func scrollContentContext(_ context: SwiftUIContext, visible: Size) -> SwiftUIContext {
        var context = context
        context.stackAxis = nil
        context.containerSize = visible
        return context
    }

    /// What a scroll view offers its content: its own proposal across its axis, nothing along it.
    static func contentProposal(along axis: SwiftUIStack.Axis, within proposal: ProposedSize) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: nil, height: proposal.height) : ProposedSize(width: proposal.width, height: nil)
    }

    /// The lines a text may take: its line limit, and no more than fit the height offered.
    func maximumLines(for proposal: ProposedSize, in context: SwiftUIContext) -> Int {
        let limit = context.lineLimit ?? 0
        guard let height = proposal.height, height.isFinite else { return limit }
        let font = context.font
        let pitch = linePitch(of: font, style: context.lineSpacingStyle)
        let fitting = max(1, 1 + Int(((height - font.lineHeight) / pitch + 0.01).rounded(.down)))
        return limit > 0 ? min(limit, fitting) : fitting
    }

    /// The space a button style puts around its title at a control size: none without a border;
    /// with one, UIKit's button configuration's, as measured on iOS 26.1: 7 above and below and 12
    /// at the sides at the regular size, 5 and 10 at the small and mini sizes, 15 and 20 at the
    /// large and extra-large ones (S6).
    static func insets(of style: SwiftUIButtonStyle, controlSize: SwiftUIControlSize) -> EdgeInsets {
        guard style == .bordered || style == .borderedProminent else { return .zero }
        let (vertical, horizontal): (Double, Double) =
            switch controlSize {
            case .mini, .small: (5, 10)
            case .regular: (7, 12)
            case .large, .extraLarge: (15, 20)
            }
        return EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// What a button's label inherits: a bordered button at the small or mini size sets a body
    /// title in the subheadline style, 15 pt at the default text size, as UIKit's small button
    /// configuration does (S6).
    static func labelContext(_ context: SwiftUIContext, style: SwiftUIButtonStyle) -> SwiftUIContext {
        guard style == .bordered || style == .borderedProminent,
            context.controlSize == .small || context.controlSize == .mini,
            context.textStyle == .body, context.fontSize == nil
        else { return context }
        var context = context
        context.textStyle = .subheadline
        return context
    }

    /// The size of `content` with `modifier` applied.
    private func size(
        of content: SwiftUIView, modified modifier: SwiftUIModifier, for proposal: ProposedSize, in context: SwiftUIContext
    ) -> Size {
        let inner = context.inside(modifier)
        switch modifier {
        case .padding(let edges, let amount):
            let insets = Self.padding(edges, amount)
            let child = size(of: content, for: proposal.inset(by: insets), in: inner)
            // Negative padding draws the content over its neighbours; the view is never smaller than nothing.
            return Size(
                width: max(0, child.width + insets.left + insets.right),
                height: max(0, child.height + insets.top + insets.bottom))
        case .frame(let frame):
            return frameSize(frame, around: content, for: proposal, in: inner)
        case .fixedSize(let horizontal, let vertical):
            return size(
                of: content,
                for: ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height),
                in: inner)
        case .aspectRatio(let ratio, let mode):
            return size(of: content, for: aspectProposal(ratio, mode, of: content, within: proposal, in: inner), in: inner)
        case .safeAreaInset(let inset):
            return insetArrangement(inset, around: content, for: proposal, in: inner).size
        case .safeAreaPadding(let edges, let amount):
            return size(of: content, modified: .padding(edges, amount), for: proposal, in: context)
        case .position:
            let child = size(of: content, for: proposal, in: inner)
            return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
        case .containerRelativeFrame(let frame):
            return containerFrameSize(frame, around: content, for: proposal, in: inner)
        default:
            return size(of: content, for: proposal, in: inner)
        }
    }

    /// `containerRelativeFrame`'s size: its part of the container on its axes, its child's length
    /// for that proposal on the others.
    func containerFrameSize(
        _ frame: SwiftUIContainerFrame, around content: SwiftUIView, for proposal: ProposedSize, in context: SwiftUIContext
    ) -> Size {
        let width = frame.horizontal ? frame.length(in: context.containerSize.width) : nil
        let height = frame.vertical ? frame.length(in: context.containerSize.height) : nil
        let child = size(
            of: content, for: ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height), in: context)
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    /// `padding` as insets.
    static func padding(_ edges: RectEdges, _ amount: Double?) -> EdgeInsets {
        let length = amount ?? defaultPadding
        return EdgeInsets(
            top: edges.contains(.top) ? length : 0, left: edges.contains(.left) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, right: edges.contains(.right) ? length : 0)
    }

    /// A frame's size (S4): a fixed length where one is given; between the limits otherwise, the
    /// proposal clamped to both where both are given, and the child's size, pushed to a limit it
    /// passes or, under a maximum, grown to the proposal, where one is.
    func frameSize(
        _ frame: SwiftUIFrame, around content: SwiftUIView, for proposal: ProposedSize, in context: SwiftUIContext
    )
        -> Size
    {
        let offered = frame.proposal(within: proposal)
        let child = size(of: content, for: offered, in: context)
        return Size(
            width: frame.length(.horizontal, child: child.width, proposed: offered.width),
            height: frame.length(.vertical, child: child.height, proposed: offered.height))
    }
}

extension SwiftUIFrame {
    /// What the frame offers its child: its fixed lengths, or the proposal within its limits, an
    /// ideal length standing in for none.
    func proposal(within proposal: ProposedSize) -> ProposedSize {
        func offered(_ fixed: Double?, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?, _ given: Double?) -> Double? {
            if let fixed { return fixed }
            guard let given else { return ideal }
            return min(max(given, minimum ?? -.infinity), maximum ?? .infinity)
        }
        return ProposedSize(
            width: offered(width, minWidth, idealWidth, maxWidth, proposal.width),
            height: offered(height, minHeight, idealHeight, maxHeight, proposal.height))
    }

    /// The frame's length on `axis` around a child `child` long, when `proposed` was offered.
    func length(_ axis: SwiftUIStack.Axis, child: Double, proposed: Double?) -> Double {
        let fixed = axis == .horizontal ? width : height
        let minimum = axis == .horizontal ? minWidth : minHeight
        let maximum = axis == .horizontal ? maxWidth : maxHeight
        if let fixed { return fixed }
        switch (minimum, maximum) {
        case (nil, nil):
            return child
        case (let minimum?, let maximum?):
            return min(max(proposed ?? child, minimum), maximum)
        case (let minimum?, nil):
            return max(child, minimum)
        case (nil, let maximum?):
            return min(max(child, proposed ?? child), maximum)
        }
    }
}

extension ProposedSize {
    /// The proposal less `insets`; an axis with nothing proposed keeps nothing.
    func inset(by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(
            width: width.map { max(0, $0 - insets.left - insets.right) },
            height: height.map { max(0, $0 - insets.top - insets.bottom) })
    }
}
