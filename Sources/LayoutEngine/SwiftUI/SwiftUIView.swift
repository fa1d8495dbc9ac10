import DeviceGeometry
import Typography

/// A SwiftUI view as a screen document holds it: a primitive, a stack of views, or a view with a
/// modifier applied, in the order the source applies them (`Text("Hi").padding().background(…)`
/// is the text, modified by the padding, modified by the background).
///
/// The engine (`SwiftUILayout`) lays it out as SwiftUI does: a parent proposes a size, the child
/// chooses its own, and the parent places it (swiftui-layout.md).
package indirect enum SwiftUIView: Hashable, Sendable {
    /// `Text`: one string, wrapped to the width it is offered.
    case text(String)
    /// `Color`: fills what it is offered.
    case color(Color)
    /// A shape filled with the foreground style: fills what it is offered.
    case shape(SwiftUIShape)
    /// `Spacer(minLength:)`: grows along its stack's axis; nil is the system's spacing.
    case spacer(minLength: Double?)
    /// `Divider`: a hairline across its stack's axis.
    case divider
    /// `VStack`, `HStack` or `ZStack`.
    case stack(SwiftUIStack)
    /// `Grid` of `GridRow`s.
    case grid(SwiftUIGrid)
    /// `Image(systemName:)` or `Image(_:)`.
    case image(SwiftUIImage)
    /// `Label(title, systemImage:)`: the icon, then the title.
    case label(String, icon: SwiftUIImage)
    /// `Button` with its label: a title (`Button("Save")`), an icon, a `Label` or any view.
    case button(SwiftUIView, style: SwiftUIButtonStyle)
    /// `Toggle` with a title: the title leading, the switch trailing, across the width offered.
    case toggle(String, isOn: Bool)
    /// `TextField`, or `SecureField` when secure, with a placeholder, as wide as it is offered.
    case textField(placeholder: String, isSecure: Bool)
    /// `Slider`: a track across the width offered, its thumb at `value` (0 to 1).
    case slider(value: Double)
    /// `Stepper` with a title: the title leading, UIKit's stepper trailing.
    case stepper(String)
    /// `ProgressView`: a bar across the width offered at `value` (0 to 1), or, without a value, a
    /// spinning indicator.
    case progressView(value: Double?)
    /// `Picker` with a title, its options and the selected one, in a style.
    case picker(SwiftUIPicker)
    /// `GeometryReader`: takes what it is offered and places its content at its top leading
    /// corner, offered all of it.
    case geometryReader(SwiftUIView)
    /// `NavigationLink` with its label: the label and, in a list, a chevron; it takes the taps.
    case navigationLink(SwiftUIView)
    /// `List` or `Form`: rows in sections, scrolling, in the style the environment gives
    /// (`listStyle(_:)`).
    case list(SwiftUIList)
    /// `ScrollView(axis)`: as large as it is offered; its content as long as it wants along the
    /// axis, scrolling where it is longer (S8).
    case scrollView(SwiftUIStack.Axis, SwiftUIView)
    /// `TabView` of these tabs, each with its `tabItem`: UIKit's tab bar controller
    /// (`hostingController()`); the first is shown.
    case tabView([SwiftUIView])
    /// `NavigationStack` around its root view: UIKit's navigation controller, whose bar shows the
    /// root's `navigationTitle` and `toolbar` (`hostingController()`).
    case navigationStack(SwiftUIView)
    /// `NavigationSplitView`: UIKit's split view controller, each column a `NavigationStack`
    /// (`hostingController()`).
    case splitView(SwiftUISplitView)
    /// A view with a modifier applied.
    case modified(SwiftUIView, SwiftUIModifier)
}

/// `NavigationSplitView`'s columns and the one shown at compact width.
package struct SwiftUISplitView: Hashable, Sendable {
    /// The `sidebar` column.
    package var sidebar: SwiftUIView
    /// The `content` column of the three-column form; nil in the two-column one.
    package var content: SwiftUIView?
    /// The `detail` column.
    package var detail: SwiftUIView
    /// `preferredCompactColumn`: the column a compact width shows; the sidebar by default.
    package var preferredCompactColumn: SplitViewController.Column

    /// A split view of these columns.
    package init(
        sidebar: SwiftUIView, content: SwiftUIView? = nil, detail: SwiftUIView,
        preferredCompactColumn: SplitViewController.Column = .primary
    ) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// The columns, leading first.
    package var columns: [SwiftUIView] { [sidebar] + (content.map { [$0] } ?? []) + [detail] }
}

/// The shapes SwiftUI fills.
package enum SwiftUIShape: Hashable, Sendable {
    /// `Rectangle`.
    case rectangle
    /// `RoundedRectangle(cornerRadius:)`.
    case roundedRectangle(cornerRadius: Double)
    /// `Capsule`.
    case capsule
    /// `Circle`, as large as the smaller side it is offered, centred.
    case circle
}

/// A stack of views.
package struct SwiftUIStack: Hashable, Sendable {
    /// The axis children follow; `.none` for a `ZStack`, which lays them over each other.
    package enum Axis: String, Hashable, Sendable, CaseIterable {
        /// `HStack`.
        case horizontal
        /// `VStack`.
        case vertical
        /// `ZStack`.
        case depth
    }

    /// Where children go across the axis (both ways in a `ZStack`).
    package var axis: Axis
    /// The alignment across the axis: `leading`, `center` or `trailing` in a `VStack`, `top`,
    /// `center` or `bottom` in an `HStack`; a `ZStack` takes both.
    package var alignment: SwiftUIAlignment
    /// The space between neighbours; nil is the system's spacing.
    package var spacing: Double?
    /// Whether it is a `LazyVStack` or `LazyHStack`, which takes all it is offered across its axis.
    package var isLazy: Bool
    /// The views, first to last.
    package var children: [SwiftUIView]

    /// A stack with SwiftUI's defaults: centred, the system's spacing.
    package init(
        _ axis: Axis, alignment: SwiftUIAlignment = .center, spacing: Double? = nil, isLazy: Bool = false,
        children: [SwiftUIView]
    ) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.isLazy = isLazy
        self.children = children
    }
}

/// `Alignment`: where a child sits in the space its parent gives it, on each axis.
package struct SwiftUIAlignment: Hashable, Sendable {
    /// Where on each axis: 0 at the leading or top edge, 0.5 in the middle, 1 at the trailing or
    /// bottom edge.
    package var horizontal: Double
    /// See `horizontal`.
    package var vertical: Double

    /// `.center`.
    package static let center = SwiftUIAlignment(horizontal: 0.5, vertical: 0.5)
    /// `.leading`.
    package static let leading = SwiftUIAlignment(horizontal: 0, vertical: 0.5)
    /// `.trailing`.
    package static let trailing = SwiftUIAlignment(horizontal: 1, vertical: 0.5)
    /// `.top`.
    package static let top = SwiftUIAlignment(horizontal: 0.5, vertical: 0)
    /// `.bottom`.
    package static let bottom = SwiftUIAlignment(horizontal: 0.5, vertical: 1)
    /// `.topLeading`.
    package static let topLeading = SwiftUIAlignment(horizontal: 0, vertical: 0)
    /// `.topTrailing`.
    package static let topTrailing = SwiftUIAlignment(horizontal: 1, vertical: 0)
    /// `.bottomLeading`.
    package static let bottomLeading = SwiftUIAlignment(horizontal: 0, vertical: 1)
    /// `.bottomTrailing`.
    package static let bottomTrailing = SwiftUIAlignment(horizontal: 1, vertical: 1)

    /// Every alignment by its SwiftUI name.
    package static let named: [String: SwiftUIAlignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
        "bottomTrailing": .bottomTrailing,
    ]
}

/// The button styles, as `buttonStyle(_:)` names them.
package enum SwiftUIButtonStyle: String, Hashable, Sendable, CaseIterable {
    /// `.automatic` on iOS: `.borderless`, the title in the tint colour.
    case automatic
    /// `.borderless`.
    case borderless
    /// `.plain`: the title in the foreground colour.
    case plain
    /// `.bordered`: the title on a tinted, translucent rounded rectangle.
    case bordered
    /// `.borderedProminent`: the title in white on the tint colour.
    case borderedProminent
}

/// The control sizes, as `controlSize(_:)` names them.
package enum SwiftUIControlSize: String, Hashable, Sendable, CaseIterable {
    /// `.mini`: on iOS, as `.small`.
    case mini
    /// `.small`.
    case small
    /// `.regular`, the default.
    case regular
    /// `.large`.
    case large
    /// `.extraLarge`: on iOS, as `.large`.
    case extraLarge
}

/// How a navigation bar shows a title: `navigationBarTitleDisplayMode(_:)`.
package enum SwiftUITitleDisplayMode: String, Hashable, Sendable, CaseIterable {
    /// Large at the root of a `NavigationStack`, as SwiftUI shows it by default.
    case automatic
    /// In the bar's row.
    case inline
    /// Large, below the bar's row.
    case large
}

/// An item of `toolbar { ToolbarItem(placement:) { Button(title) } }`.
package struct SwiftUIToolbarItem: Hashable, Sendable {
    /// Where the item goes.
    package enum Placement: String, Hashable, Sendable, CaseIterable {
        /// `.topBarLeading` (`.navigationBarLeading`, `.cancellationAction`).
        case topBarLeading
        /// `.topBarTrailing` (`.navigationBarTrailing`, `.primaryAction`, `.confirmationAction`).
        case topBarTrailing
        /// `.bottomBar`: the toolbar at the bottom.
        case bottomBar
    }

    /// The button's title.
    package var title: String
    /// The SF Symbol it shows, where it shows one: alone when the title is empty.
    package var image: String?
    /// Where it goes.
    package var placement: Placement

    /// An item titled `title`, showing the symbol `image`, at `placement`.
    package init(_ title: String, image: String? = nil, placement: Placement = .topBarTrailing) {
        self.title = title
        self.image = image
        self.placement = placement
    }
}
