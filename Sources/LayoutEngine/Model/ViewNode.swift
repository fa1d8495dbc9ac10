import DeviceGeometry
import SafeAreaSupport

/// A view in a screen document: its attributes, where it goes, what it contains and the
/// constraints it holds.
///
/// A view is placed one of two ways, as in UIKit. With `translatesAutoresizingMaskIntoConstraints`
/// its frame (laid out for the document's canvas) follows its superview's size through the
/// autoresizing mask. Without it, the frame comes from constraints, and `frame` is only the
/// design-time position.
public struct ViewNode: Hashable, Sendable {
    /// The id that constraints use to name the view; unique in the document.
    package var id: String?
    /// What the view is and how it looks.
    package var attributes: ViewAttributes
    /// The frame in the superview's coordinates, in points, as laid out for the document's canvas.
    package var frame: Rect
    /// How the frame follows the superview's size.
    package var autoresizingMask: AutoresizingMask
    /// Whether the frame and mask place the view (UIKit's `translatesAutoresizingMaskIntoConstraints`).
    package var translatesAutoresizingMaskIntoConstraints: Bool
    /// Margins, intrinsic size and how firmly the view keeps it.
    package var layout: ViewLayoutOptions
    /// The constraints this view holds; they may name any view or guide in its controller's tree.
    package var constraints: [LayoutConstraint]
    /// The ids of the `UILayoutGuide`s added to this view.
    package var layoutGuides: [String]
    /// How a stack view arranges its visible subviews; nil for other views.
    package var stack: StackOptions?
    /// Scroll-view settings, for scroll, table, collection and text views.
    package var scroll: ScrollOptions
    /// Table-view settings.
    package var table: TableOptions
    /// Collection-view flow-layout settings.
    package var flowLayout: FlowLayoutOptions
    /// A child view controller whose root view fills this view (an Interface Builder container view).
    package var embeddedController: ViewController?
    /// The SwiftUI view this view hosts, as a `UIHostingController`'s view does: laid out by
    /// SwiftUI's rules in this view's bounds and safe area.
    package var hostedView: SwiftUIView?
    /// The subviews, back to front.
    package var subviews: [ViewNode]
    /// Where the view was defined, for messages and findings.
    package var source: DocumentLocation?

    /// Creates a view; without `scroll`, the scroll settings UIKit gives a view of its kind.
    package init(
        id: String? = nil, attributes: ViewAttributes, frame: Rect = .zero, autoresizingMask: AutoresizingMask = [],
        translatesAutoresizingMaskIntoConstraints: Bool = true, layout: ViewLayoutOptions = ViewLayoutOptions(),
        constraints: [LayoutConstraint] = [], layoutGuides: [String] = [], stack: StackOptions? = nil,
        scroll: ScrollOptions? = nil, table: TableOptions = TableOptions(),
        flowLayout: FlowLayoutOptions = FlowLayoutOptions(), embeddedController: ViewController? = nil,
        subviews: [ViewNode] = [], source: DocumentLocation? = nil
    ) {
        self.id = id
        self.attributes = attributes
        self.frame = frame
        self.autoresizingMask = autoresizingMask
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.layout = layout
        self.constraints = constraints
        self.layoutGuides = layoutGuides
        self.stack = stack
        self.scroll = scroll ?? .standard(for: attributes.kind)
        self.table = table
        self.flowLayout = flowLayout
        self.embeddedController = embeddedController
        self.subviews = subviews
        self.source = source
    }
}
