import DeviceGeometry
import SafeAreaSupport
import Typography

/// A modifier a SwiftUI view is wrapped in. Layout modifiers make a view of their own around the
/// one they modify; the others (`font`, `foregroundStyle`, `disabled`) pass a value down to every
/// view inside, as SwiftUI's environment does.
package enum SwiftUIModifier: Hashable, Sendable {
    /// `padding(_:_:)`: space on `edges`; nil is the default 16 pt.
    case padding(RectEdges, Double?)
    /// `frame(width:height:alignment:)` or `frame(minWidth:idealWidth:maxWidth:…)`.
    case frame(SwiftUIFrame)
    /// `fixedSize(horizontal:vertical:)`: the ideal size on the axes given.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `layoutPriority(_:)`.
    case layoutPriority(Double)
    /// `alignmentGuide(_:computeValue:)`: where the view's guide for one alignment lies, which a
    /// stack aligned by that guide lines up in place of the view's own.
    case alignmentGuide(SwiftUIAlignmentGuide)
    /// `offset(x:y:)`: moves what is drawn, not the place the view takes.
    case offset(x: Double, y: Double)
    /// `background(_:)`: a view behind, offered the modified view's size; a colour reaches into
    /// the safe area wherever the modified view touches it (`ignoresSafeAreaEdges: .all`).
    case background(SwiftUIView)
    /// `overlay(_:)`: a view in front, offered the modified view's size.
    case overlay(SwiftUIView)
    /// `aspectRatio(_:contentMode:)`, `scaledToFit()` or `scaledToFill()`: offers its view the
    /// largest size of the ratio inside what it is offered, or the smallest that covers it; nil
    /// is the view's own ideal ratio.
    case aspectRatio(Double?, SwiftUIContentMode)
    /// `safeAreaInset(edge:spacing:content:)`: the content at that edge of the view, across it,
    /// and the view's safe area made smaller by the content and the spacing (nil is none), so
    /// the view keeps clear of it and a scroll view scrolls under it.
    case safeAreaInset(SwiftUISafeAreaInset)
    /// `safeAreaPadding(_:_:)`: the safe area made smaller by `length` (nil is the default 16 pt)
    /// on `edges`: the view keeps clear of it as of padding, and a scroll view inside still
    /// reaches the edge, its content inset by it.
    case safeAreaPadding(RectEdges, Double?)
    /// `position(x:y:)`: takes all it is offered and puts the view's centre at that point of it.
    case position(x: Double, y: Double)
    /// `containerRelativeFrame(_:count:span:spacing:alignment:)`: as long on its axes as `span` of
    /// `count` equal parts of its container's safe area, with `spacing` between the parts.
    case containerRelativeFrame(SwiftUIContainerFrame)
    /// `listRowInsets(_:)`: the row's content this far from the row's edges.
    case listRowInsets(EdgeInsets)
    /// `listRowBackground(_:)`: the view behind the row, in place of the card's colour.
    case listRowBackground(SwiftUIView)
    /// `ignoresSafeArea(_:edges:)`: where the view touches the safe area's edge, it reaches the
    /// container's, when `regions` holds the container's; the keyboard's region alone changes
    /// nothing, as no keyboard is shown.
    case ignoresSafeArea(RectEdges, regions: SwiftUISafeAreaRegions = .all)
    /// `font(_:)` with a text style, at the text size the screen is shown at.
    case textStyle(DynamicTypeStyle)
    /// `font(.system(size:weight:))`: a size that does not follow the text size.
    case fontSize(Double)
    /// `fontWeight(_:)` or `bold()`.
    case fontWeight(FontWeight)
    /// `foregroundStyle(_:)` or `foregroundColor(_:)`.
    case foregroundColor(Color)
    /// `tint(_:)`.
    case tint(Color)
    /// `lineLimit(_:)`.
    case lineLimit(Int)
    /// `multilineTextAlignment(_:)`.
    case multilineTextAlignment(TextAlignment)
    /// `opacity(_:)`.
    case opacity(Double)
    /// `hidden()`: keeps its place, draws nothing and takes no taps.
    case hidden
    /// `disabled(_:)`.
    case disabled(Bool)
    /// `cornerRadius(_:)` or `clipShape(.rect(cornerRadius:))`.
    case cornerRadius(Double)
    /// `clipShape(_:)` with a capsule or a circle: rounded as far as the view's shorter side allows.
    case clipShape(SwiftUIShape)
    /// `contentShape(_:)`: the view takes the taps of a gesture or a plain button around it across
    /// its whole frame, not only where it draws.
    case contentShape(SwiftUIShape)
    /// `onTapGesture(perform:)`: the view takes taps where it draws, or across a `contentShape`.
    case onTapGesture
    /// `scrollContentBackground(_:)`: whether lists inside hide the background of their own.
    case scrollContentBackground(isHidden: Bool)
    /// `buttonStyle(_:)`.
    case buttonStyle(SwiftUIButtonStyle)
    /// `controlSize(_:)`: the size of the bordered buttons inside.
    case controlSize(SwiftUIControlSize)
    /// `listStyle(_:)`: the style of the lists inside.
    case listStyle(SwiftUIListStyle)
    /// `imageScale(_:)`: the scale of the symbols inside.
    case imageScale(SwiftUIImageScale)
    /// `accessibilityIdentifier(_:)`.
    case accessibilityIdentifier(String)
    /// `accessibilityLabel(_:)`: what VoiceOver calls the view, which findings on a view without a
    /// text name it by.
    case accessibilityLabel(String)
    /// `navigationTitle(_:)`: what the bar of the `NavigationStack` around it shows.
    case navigationTitle(String)
    /// `navigationBarTitleDisplayMode(_:)`.
    case navigationBarTitleDisplayMode(SwiftUITitleDisplayMode)
    /// `toolbar { … }`: buttons in the bars of the `NavigationStack` around it.
    case toolbar([SwiftUIToolbarItem])
    /// `tabItem { Label(title, systemImage:) }`: the item of the `TabView` tab it is.
    case tabItem(BarItem)
    /// `sheet(isPresented:content:)` or `fullScreenCover(isPresented:content:)`: where presented,
    /// the screen shows its content on top (`ScreenDocument.shown`).
    case sheet(SwiftUISheet)
    /// `presentationDetents(_:)` on a sheet's content: the heights the sheet may stand at; it
    /// opens at the lowest.
    case presentationDetents([SheetDetent])
    /// Not a SwiftUI modifier: where the view is written, which findings on it name.
    case source(DocumentLocation)
}

/// `SafeAreaRegions`: the parts of the safe area `ignoresSafeArea` ignores.
package struct SwiftUISafeAreaRegions: OptionSet, Hashable, Sendable {
    package let rawValue: Int

    /// A region made of `rawValue`'s bits.
    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `.container`: the device's and the bars' insets.
    package static let container = SwiftUISafeAreaRegions(rawValue: 1)
    /// `.keyboard`: the keyboard's.
    package static let keyboard = SwiftUISafeAreaRegions(rawValue: 2)
    /// `.all`.
    package static let all: SwiftUISafeAreaRegions = [.container, .keyboard]
}

/// The two forms of `frame`: fixed lengths, or limits on each side of the proposal.
package struct SwiftUIFrame: Hashable, Sendable {
    /// `width`, `height`: the frame's length on that axis whatever its child's.
    package var width: Double?
    /// See `width`.
    package var height: Double?
    /// `minWidth` … `maxHeight`: limits on the proposal and on the frame (`.infinity` allowed).
    package var minWidth: Double?
    /// See `minWidth`.
    package var idealWidth: Double?
    /// See `minWidth`.
    package var maxWidth: Double?
    /// See `minWidth`.
    package var minHeight: Double?
    /// See `minWidth`.
    package var idealHeight: Double?
    /// See `minWidth`.
    package var maxHeight: Double?
    /// Where the child sits inside the frame.
    package var alignment: SwiftUIAlignment

    /// A frame; what is not given leaves that side to the child.
    package init(
        width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil,
        maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: SwiftUIAlignment = .center
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// What `safeAreaInset(edge:alignment:spacing:content:)` adds at an edge.
package struct SwiftUISafeAreaInset: Hashable, Sendable {
    /// The edge: top, bottom, leading (left) or trailing (right).
    package var edge: RectEdges
    /// The space between the content and the view; nil is none.
    package var spacing: Double?
    /// The view placed at the edge.
    package var content: SwiftUIView

    /// `content` at `edge`, `spacing` from the view.
    package init(edge: RectEdges, spacing: Double? = nil, content: SwiftUIView) {
        self.edge = edge
        self.spacing = spacing
        self.content = content
    }

    /// The axis the inset takes length along: vertical for the top and bottom.
    var axis: SwiftUIStack.Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }
}

/// What `containerRelativeFrame` asks: a part of its container's length on some axes.
package struct SwiftUIContainerFrame: Hashable, Sendable {
    /// Whether the width follows the container.
    package var horizontal: Bool
    /// Whether the height follows the container.
    package var vertical: Bool
    /// Into how many equal parts the container's length is cut, and how many of them the view
    /// spans.
    package var count: Int
    /// See `count`.
    package var span: Int
    /// The space between the parts.
    package var spacing: Double
    /// Where the view's content sits in the frame.
    package var alignment: SwiftUIAlignment

    /// A frame of `span` of `count` parts of the container on the axes given.
    package init(
        horizontal: Bool, vertical: Bool, count: Int = 1, span: Int = 1, spacing: Double = 0,
        alignment: SwiftUIAlignment = .center
    ) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.count = count
        self.span = span
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The length on an axis of the container `container` long: `span` parts and the spaces
    /// between them (swiftui-layout.md S4).
    func length(in container: Double) -> Double {
        let part = (container - spacing * Double(count - 1)) / Double(count)
        return max(0, part * Double(span) + spacing * Double(span - 1))
    }
}

/// What `alignmentGuide(_:computeValue:)` computes: a part of the view's length on the guide's
/// axis, plus points (`{ d in d[.trailing] - 8 }` is all of the width less 8; `{ _ in 20 }`, 20).
package struct SwiftUIAlignmentGuide: Hashable, Sendable {
    /// The guide's axis: `.horizontal` for `leading`, `center` and `trailing`, `.vertical` for `top`,
    /// `center` and `bottom`.
    package var axis: SwiftUIStack.Axis
    /// Which guide: 0 for leading or top, 0.5 for the centre, 1 for trailing or bottom, as a stack's
    /// alignment gives it.
    package var alignment: Double
    /// The part of the view's length the value starts from: 0 at its leading or top edge, 1 at the
    /// other.
    package var fraction: Double
    /// Points added.
    package var offset: Double

    /// The guide for `alignment` on `axis`, `fraction` of the view's length plus `offset` from its
    /// leading or top edge.
    package init(axis: SwiftUIStack.Axis, alignment: Double, fraction: Double, offset: Double = 0) {
        self.axis = axis
        self.alignment = alignment
        self.fraction = fraction
        self.offset = offset
    }

    /// The guide's place in a view `length` long, from its leading or top edge.
    func value(inLength length: Double) -> Double { fraction * length + offset }
}
