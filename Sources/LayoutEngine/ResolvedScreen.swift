import DeviceGeometry

/// A screen laid out for one device in one orientation: every view's frame in window
/// coordinates, and the window's safe area.
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
    /// The root view.
    public var root: ResolvedView

    /// Creates a resolved screen.
    public init(name: String, deviceID: String, orientation: Orientation, size: Size, safeAreaInsets: EdgeInsets,
                root: ResolvedView) {
        self.name = name
        self.deviceID = deviceID
        self.orientation = orientation
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.root = root
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
}

/// A view with its frame resolved into window coordinates.
public struct ResolvedView: Hashable, Sendable {
    /// What the view is and how it looks.
    public var attributes: ViewAttributes
    /// The frame in window coordinates, in points.
    public var frame: Rect
    /// The view's place in the tree, such as `view/view[1]/button[0]`: each step is the kind and
    /// its index among same-kind siblings.
    public var path: String
    /// Where the view was defined.
    public var source: SourceLocation?
    /// The subviews, back to front.
    public var subviews: [ResolvedView]

    /// Creates a resolved view.
    public init(attributes: ViewAttributes, frame: Rect, path: String, source: SourceLocation? = nil,
                subviews: [ResolvedView] = []) {
        self.attributes = attributes
        self.frame = frame
        self.path = path
        self.source = source
        self.subviews = subviews
    }
}
