import DeviceGeometry

/// A screen laid out for one device in one orientation: every view's frame in window
/// coordinates with its safe area and margins, the system bars, and the constraints that had to
/// be broken.
public struct ResolvedScreen: Hashable, Sendable {
    /// The screen's name.
    public var name: String
    /// The device's id.
    public var deviceID: String
    /// The interface orientation.
    public var orientation: Orientation
    /// The window's size in points.
    public var size: Size
    /// The window's safe-area insets.
    public var safeAreaInsets: EdgeInsets
    /// The status bar's frame, or nil when it is hidden.
    public var statusBarFrame: Rect?
    /// Whether the visible controller asks for the home indicator to fade.
    public var isHomeIndicatorAutoHidden: Bool
    /// The root view. Bars placed by containers appear in the tree as views of their kinds.
    public var root: ResolvedView
    /// The navigation bars, toolbars and tab bars, in the order they were placed.
    public var bars: [ResolvedBar]
    /// Required constraints that could not hold, each left out of the layout as UIKit does.
    public var brokenConstraints: [BrokenConstraint]

    /// Creates a resolved screen.
    public init(name: String, deviceID: String, orientation: Orientation, size: Size, safeAreaInsets: EdgeInsets,
                statusBarFrame: Rect? = nil, isHomeIndicatorAutoHidden: Bool = false, root: ResolvedView,
                bars: [ResolvedBar] = [], brokenConstraints: [BrokenConstraint] = []) {
        self.name = name
        self.deviceID = deviceID
        self.orientation = orientation
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.statusBarFrame = statusBarFrame
        self.isHomeIndicatorAutoHidden = isHomeIndicatorAutoHidden
        self.root = root
        self.bars = bars
        self.brokenConstraints = brokenConstraints
    }

    /// Every view, parents before their subviews, back to front.
    public var allViews: [ResolvedView] {
        var views: [ResolvedView] = []
        func visit(_ view: ResolvedView) {
            views.append(view)
            view.subviews.forEach(visit)
        }
        visit(root)
        return views
    }

    /// The first view, in tree order, with the document id `id`.
    public func view(id: String) -> ResolvedView? {
        allViews.first { $0.id == id }
    }

    /// The same screen named for `device` in `orientation`, as the layout of an environment
    /// (`LayoutResolver.resolve(_:in:)`) is for each device that shares it.
    public func placed(on device: Device, in orientation: Orientation) -> ResolvedScreen {
        var screen = self
        screen.deviceID = device.id
        screen.orientation = orientation
        return screen
    }
}

/// A view with its geometry resolved into window coordinates.
public struct ResolvedView: Hashable, Sendable {
    /// The document's id for the view, if it has one.
    public var id: String?
    /// What the view is and how it looks.
    public var attributes: ViewAttributes
    /// The frame in window coordinates, in points.
    public var frame: Rect
    /// The view's place in the tree, such as `view/view[1]/button[0]`: each step is the kind and
    /// its index among same-kind siblings.
    public var path: String
    /// Where the view was defined.
    public var source: DocumentLocation?
    /// `safeAreaInsets`, in the view's own coordinates.
    public var safeAreaInsets: EdgeInsets
    /// The effective `layoutMargins`, measured from the view's bounds.
    public var layoutMargins: EdgeInsets
    /// A scroll view's `adjustedContentInset`; nil for other views.
    public var adjustedContentInset: EdgeInsets?
    /// Whether a person can tap or drag it: a visible, enabled control, bar item or tappable view
    /// whose ancestors take touches.
    public var isInteractive: Bool
    /// Whether the view is a view controller's root view, whose safe area the controls in it
    /// should keep to.
    public var isControllerRoot: Bool
    /// The subviews, back to front.
    public var subviews: [ResolvedView]

    /// Creates a resolved view.
    public init(id: String? = nil, attributes: ViewAttributes, frame: Rect, path: String, source: DocumentLocation? = nil,
                safeAreaInsets: EdgeInsets = .zero, layoutMargins: EdgeInsets = .zero,
                adjustedContentInset: EdgeInsets? = nil, isInteractive: Bool = false, isControllerRoot: Bool = false,
                subviews: [ResolvedView] = []) {
        self.id = id
        self.attributes = attributes
        self.frame = frame
        self.path = path
        self.source = source
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.adjustedContentInset = adjustedContentInset
        self.isInteractive = isInteractive
        self.isControllerRoot = isControllerRoot
        self.subviews = subviews
    }

    /// The safe area in window coordinates.
    public var safeAreaFrame: Rect { frame.inset(by: safeAreaInsets) }
}

/// A system bar a container placed.
public struct ResolvedBar: Hashable, Sendable {
    /// Which bar.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A `UINavigationBar`.
        case navigationBar
        /// A `UIToolbar`.
        case toolbar
        /// A `UITabBar`.
        case tabBar
    }

    /// Which bar.
    public var kind: Kind
    /// The frame in window coordinates, including the part that reaches under the home indicator.
    public var frame: Rect

    /// Creates a bar.
    public init(kind: Kind, frame: Rect) {
        self.kind = kind
        self.frame = frame
    }
}

/// A required constraint left out because it could not hold with those added before it.
public struct BrokenConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The constraint as UIKit would log it.
    public var constraint: String
    /// Where it was written, when it came from a file.
    public var source: DocumentLocation?
    /// The constraints it conflicts with; generated ones (autoresizing, stack views, intrinsic
    /// sizes) are named by what made them.
    public var conflicts: [String]

    /// Creates a report.
    public init(constraint: String, source: DocumentLocation? = nil, conflicts: [String]) {
        self.constraint = constraint
        self.source = source
        self.conflicts = conflicts
    }

    /// What was broken, where it was written, and what it conflicts with.
    public var description: String {
        let location = source.map { " (\($0))" } ?? ""
        return "broke \(constraint)\(location); it conflicts with: \(conflicts.joined(separator: "; "))"
    }
}
