/// Something with the anchors every view and layout guide has.
public protocol LayoutAnchorProviding: Sendable {
    /// The view or guide the anchors belong to.
    @_spi(Internals) var layoutItem: LayoutItem { get }
}

extension LayoutAnchorProviding {
    /// `leadingAnchor`.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutAnchor(layoutItem, .leading) }
    /// `trailingAnchor`.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutAnchor(layoutItem, .trailing) }
    /// `leftAnchor`.
    public var leftAnchor: LayoutXAxisAnchor { LayoutAnchor(layoutItem, .left) }
    /// `rightAnchor`.
    public var rightAnchor: LayoutXAxisAnchor { LayoutAnchor(layoutItem, .right) }
    /// `centerXAnchor`.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutAnchor(layoutItem, .centerX) }
    /// `topAnchor`.
    public var topAnchor: LayoutYAxisAnchor { LayoutAnchor(layoutItem, .top) }
    /// `bottomAnchor`.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutAnchor(layoutItem, .bottom) }
    /// `centerYAnchor`.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutAnchor(layoutItem, .centerY) }
    /// `widthAnchor`.
    public var widthAnchor: LayoutDimension { LayoutAnchor(layoutItem, .width) }
    /// `heightAnchor`.
    public var heightAnchor: LayoutDimension { LayoutAnchor(layoutItem, .height) }
}

/// A name for a view, by which constraints refer to it: the DSL's stand-in for a reference to a
/// `UIView`. Give a view its id with `.id(_:)`, then use the id's anchors and guides as you would
/// the view's.
///
/// ```swift
/// let root: ViewID = "root", button: ViewID = "continue"
/// button.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -16)
/// ```
public struct ViewID: LayoutAnchorProviding, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The id, unique in its document.
    public var rawValue: String

    /// Creates an id.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an id from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The view itself.
    @_spi(Internals) public var layoutItem: LayoutItem { .view(rawValue) }

    /// The id.
    public var description: String { rawValue }

    /// `firstBaselineAnchor`.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutAnchor(layoutItem, .firstBaseline) }
    /// `lastBaselineAnchor`.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutAnchor(layoutItem, .lastBaseline) }
    /// `safeAreaLayoutGuide`.
    public var safeAreaLayoutGuide: LayoutGuide { LayoutGuide(item: .safeArea(of: rawValue)) }
    /// `layoutMarginsGuide`.
    public var layoutMarginsGuide: LayoutGuide { LayoutGuide(item: .layoutMargins(of: rawValue)) }
    /// `readableContentGuide`.
    public var readableContentGuide: LayoutGuide { LayoutGuide(item: .readableContent(of: rawValue)) }

    /// `layoutGuide(for:)`: the guide of an iOS 26 layout region, such as
    /// `root.layoutGuide(for: .safeArea(cornerAdaptation: .horizontal))`.
    public func layoutGuide(for region: LayoutRegion) -> LayoutGuide {
        LayoutGuide(item: .region(region, of: rawValue))
    }
}

/// A layout guide: one a view gives (safe area, margins, readable content), a controller's
/// legacy top or bottom guide, or a `UILayoutGuide` added with `.layoutGuide(_:)`.
public struct LayoutGuide: LayoutAnchorProviding, Hashable {
    /// The guide.
    @_spi(Internals) public var layoutItem: LayoutItem

    init(item: LayoutItem) {
        layoutItem = item
    }

    /// A `UILayoutGuide` by its id; add it to a view with `.layoutGuide(_:)`.
    public init(_ id: String) {
        self.init(item: .guide(id))
    }

    /// The controller's legacy `topLayoutGuide`: its bottom is where content below the bars starts.
    package static let topLayoutGuide = LayoutGuide(item: .topLayoutGuide)
    /// The controller's legacy `bottomLayoutGuide`: its top is where the bars at the bottom start.
    package static let bottomLayoutGuide = LayoutGuide(item: .bottomLayoutGuide)

    /// The id, for a `UILayoutGuide`.
    var customID: String? {
        if case .guide(let id) = layoutItem { return id }
        return nil
    }
}
