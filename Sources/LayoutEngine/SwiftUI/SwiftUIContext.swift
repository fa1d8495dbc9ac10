import DeviceGeometry
import Typography

/// A size a SwiftUI parent proposes: a length on each axis, or nil for the child's ideal one;
/// zero asks for its smallest size and infinity for its largest (`ProposedViewSize`).
struct ProposedSize: Hashable, Sendable {
    /// The width offered, or nil.
    var width: Double?
    /// The height offered, or nil.
    var height: Double?

    /// The length on `axis`.
    subscript(axis: SwiftUIStack.Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The proposal of exactly `size`.
    init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// A proposal of `width` and `height`.
    init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

extension Size {
    /// The length on `axis` (the height for `.vertical`).
    subscript(axis: SwiftUIStack.Axis) -> Double {
        axis == .horizontal ? width : height
    }

    /// A size of `length` on `axis` and `cross` on the other.
    init(_ length: Double, on axis: SwiftUIStack.Axis, cross: Double) {
        self = axis == .horizontal ? Size(width: length, height: cross) : Size(width: cross, height: length)
    }
}

/// What a SwiftUI view inherits from the views around it as it is laid out: the environment's
/// font, colours, line limit and button style, and whether it is a direct child of a stack.
struct SwiftUIContext: Hashable, Sendable {
    /// The text size the screen is shown at.
    var contentSize: ContentSizeCategory
    /// The iOS the screen is shown on, whose controls and lists differ by version.
    var systemVersion: Int
    /// The system's least margin at the sides of the hosting view: 16 pt, 20 on the widest phones
    /// and on iPads, where an inset-grouped list's cards stand.
    var sideMargin: Double
    /// The text style of `font(_:)`; `.body` by default.
    var textStyle = DynamicTypeStyle.body
    /// A size in points that does not follow the text size.
    var fontSize: Double?
    /// `fontWeight(_:)`.
    var fontWeight: FontWeight?
    /// `foregroundStyle(_:)`; nil is the primary label colour.
    var foreground: Color?
    /// `tint(_:)`; nil is the accent colour, system blue.
    var tint: Color?
    /// `lineLimit(_:)`; nil for none.
    var lineLimit: Int?
    /// `multilineTextAlignment(_:)`.
    var textAlignment = TextAlignment.left
    /// `buttonStyle(_:)`.
    var buttonStyle = SwiftUIButtonStyle.automatic
    /// `controlSize(_:)`.
    var controlSize = SwiftUIControlSize.regular
    /// `disabled(_:)`.
    var isDisabled = false
    /// `hidden()`, or an opacity too low to see.
    var isHidden = false
    /// The opacity the view is drawn at.
    var opacity = 1.0
    /// The layout direction of the person's language: right to left, the whole view is mirrored
    /// (its leading edge on the right) once laid out.
    var layoutDirection = LayoutDirection.leftToRight
    /// The size of the nearest container's safe area, which `containerRelativeFrame` divides: the
    /// hosting view's, a scroll view's or a list's.
    var containerSize = Size.zero
    /// `scrollContentBackground(.hidden)`.
    var hidesScrollContentBackground = false
    /// `listStyle(_:)`.
    var listStyle = SwiftUIListStyle.automatic
    /// `imageScale(_:)`.
    var imageScale = SwiftUIImageScale.medium
    /// Whether the view is in a list row, where a `Label`'s icon stands in a column of its own.
    var isInListRow = false
    /// The frame of the list row the view is in: a button in the automatic style or a link in it
    /// takes the taps across the whole row, as SwiftUI's list rows do (S9).
    var rowFrame: Rect?
    /// The axis of the nearest stack around the view, which a `Spacer` grows along and a
    /// `Divider` lies across.
    var stackAxis: SwiftUIStack.Axis?

    /// The font text is set in.
    var font: SystemFont {
        let styled = textStyle.font(at: contentSize)
        return SystemFont(size: fontSize ?? styled.size, weight: fontWeight ?? styled.weight)
    }

    /// The text style whose leading spaces a text's lines: `font(_:)`'s, unless a fixed size
    /// replaced it.
    var lineSpacingStyle: DynamicTypeStyle? { fontSize == nil ? textStyle : nil }

    /// The context inside `modifier`, for the modifiers that pass a value down.
    func inside(_ modifier: SwiftUIModifier) -> SwiftUIContext {
        var context = self
        switch modifier {
        case .textStyle(let style):
            context.textStyle = style
            context.fontSize = nil
        case .fontSize(let size): context.fontSize = size
        case .fontWeight(let weight): context.fontWeight = weight
        case .foregroundColor(let color): context.foreground = color
        case .tint(let color): context.tint = color
        case .lineLimit(let limit): context.lineLimit = limit
        case .multilineTextAlignment(let alignment): context.textAlignment = alignment
        case .buttonStyle(let style): context.buttonStyle = style
        case .controlSize(let size): context.controlSize = size
        case .listStyle(let style): context.listStyle = style
        case .scrollContentBackground(let isHidden): context.hidesScrollContentBackground = isHidden
        case .imageScale(let scale): context.imageScale = scale
        case .disabled(let disabled): context.isDisabled = context.isDisabled || disabled
        case .hidden: context.isHidden = true
        case .opacity(let opacity):
            context.opacity *= max(0, min(1, opacity))
            context.isHidden = context.isHidden || context.opacity < 0.01
        default: break
        }
        return context
    }
}
