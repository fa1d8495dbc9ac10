import DeviceGeometry
import SafeAreaSupport

/// A view with its geometry resolved into window coordinates.
public struct ResolvedView: Hashable, Sendable {
    /// The document's id for the view, if it has one.
    public var id: String?
    /// What the view is and how it looks.
    @_spi(Internals) public var attributes: ViewAttributes
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
    /// How far a scroll view's content can move from where it is drawn; nil for other views.
    public var scrollRange: ScrollRange?
    /// Whether a person can tap or drag it: a visible, enabled control, bar item or tappable view
    /// whose ancestors take touches.
    public var isInteractive: Bool
    /// The direction the view lays out in, which decides where its text starts and which way its
    /// control mirrors (a switch's knob, a slider's fill, a chevron).
    public var layoutDirection: LayoutDirection
    /// Whether the view is a view controller's root view, whose safe area the controls in it
    /// should keep to.
    package var isControllerRoot: Bool
    /// The outlets through which the app's code holds constraints that position the view (such
    /// as `settingsTopConstraint`): code may move it from where the file puts it.
    package var placingOutlets: [String]
    /// The subviews, back to front.
    public var subviews: [ResolvedView]

    /// Creates a resolved view.
    package init(
        id: String? = nil, attributes: ViewAttributes, frame: Rect, path: String, source: DocumentLocation? = nil,
        safeAreaInsets: EdgeInsets = .zero, layoutMargins: EdgeInsets = .zero,
        adjustedContentInset: EdgeInsets? = nil, scrollRange: ScrollRange? = nil, isInteractive: Bool = false,
        layoutDirection: LayoutDirection = .leftToRight, isControllerRoot: Bool = false, placingOutlets: [String] = [],
        subviews: [ResolvedView] = []
    ) {
        self.id = id
        self.attributes = attributes
        self.frame = frame
        self.path = path
        self.source = source
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.adjustedContentInset = adjustedContentInset
        self.scrollRange = scrollRange
        self.isInteractive = isInteractive
        self.layoutDirection = layoutDirection
        self.isControllerRoot = isControllerRoot
        self.placingOutlets = placingOutlets
        self.subviews = subviews
    }

    /// The safe area in window coordinates.
    package var safeAreaFrame: Rect { frame.inset(by: safeAreaInsets) }

    /// The view and its subviews reflected across the vertical line through `axis` and laid out
    /// right to left: what UIKit draws for a bar built left to right in a right-to-left language.
    package func mirrored(across axis: Double) -> ResolvedView {
        var view = self
        view.frame = frame.mirrored(across: axis)
        view.safeAreaInsets = safeAreaInsets.swappingLeftAndRight
        view.layoutMargins = layoutMargins.swappingLeftAndRight
        view.adjustedContentInset = adjustedContentInset?.swappingLeftAndRight
        view.scrollRange = scrollRange.map { ScrollRange(up: $0.up, down: $0.down, left: $0.right, right: $0.left) }
        view.layoutDirection = .rightToLeft
        view.subviews = subviews.map { $0.mirrored(across: axis) }
        return view
    }
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
        /// A tab bar controller's bottom accessory (iOS 26).
        case tabAccessory
        /// A tab bar controller's sidebar (iPadOS 18).
        case sidebar
    }

    /// Which bar.
    public var kind: Kind
    /// The frame in window coordinates, including the part that reaches under the home indicator.
    public var frame: Rect

    /// Creates a bar.
    package init(kind: Kind, frame: Rect) {
        self.kind = kind
        self.frame = frame
    }
}

/// A required constraint left out because it could not hold with those added before it.
public struct BrokenConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The constraint as UIKit would log it.
    package var constraint: String
    /// Where it was written, when it came from a file.
    public var source: DocumentLocation?
    /// The constraints it conflicts with; generated ones (autoresizing, stack views, intrinsic
    /// sizes) are named by what made them.
    package var conflicts: [String]
    /// The path of the view the constraint places (its first item's view), when it names one.
    public var viewPath: String?

    /// Creates a report.
    package init(constraint: String, source: DocumentLocation? = nil, conflicts: [String], viewPath: String? = nil) {
        self.constraint = constraint
        self.source = source
        self.conflicts = conflicts
        self.viewPath = viewPath
    }

    /// What was broken, where it was written, and what it conflicts with.
    public var description: String {
        let location = source.map { " (\($0))" } ?? ""
        return "broke \(constraint)\(location); it conflicts with: \(conflicts.joined(separator: "; "))"
    }
}

extension ResolvedView {
    /// The UIKit class the view stands for.
    public var kind: ViewKind { attributes.kind }
}
