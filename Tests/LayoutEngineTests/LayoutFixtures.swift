@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing

/// Small builders for the layout tests.
enum Fixture {
    static func device(_ id: String) throws -> Device {
        try #require(DeviceCatalog.standard.device(named: id))
    }

    static func resolve(
        _ controller: ViewController, on id: String, _ orientation: Orientation = .portrait,
        presentation: ScreenDocument.Presentation = .fullScreen
    ) throws -> ResolvedScreen {
        let document = ScreenDocument(
            name: "test", canvas: Size(width: 375, height: 667), root: controller,
            presentation: presentation)
        return LayoutResolver.resolve(document, on: try device(id), in: orientation)
    }

    /// A view placed by constraints.
    static func view(
        _ id: String, _ kind: ViewKind = .view, text: String? = nil, constraints: [LayoutConstraint] = [],
        layout: ViewLayoutOptions = ViewLayoutOptions(), stack: StackOptions? = nil,
        scroll: ScrollOptions = ScrollOptions(), subviews: [ViewNode] = []
    ) -> ViewNode {
        ViewNode(
            id: id, attributes: ViewAttributes(kind: kind, text: text), translatesAutoresizingMaskIntoConstraints: false,
            layout: layout, constraints: constraints, stack: stack, scroll: scroll, subviews: subviews)
    }

    /// A view with a fixed frame.
    static func fixed(
        _ id: String, _ kind: ViewKind = .view, frame: Rect, mask: AutoresizingMask = [],
        subviews: [ViewNode] = []
    ) -> ViewNode {
        ViewNode(id: id, attributes: ViewAttributes(kind: kind), frame: frame, autoresizingMask: mask, subviews: subviews)
    }

    /// A content controller whose root view (`view`) holds `subviews`.
    static func controller(
        _ subviews: [ViewNode] = [], constraints: [LayoutConstraint] = [], title: String? = nil,
        kind: ViewKind = .view, scroll: ScrollOptions = ScrollOptions(),
        configure: (inout ViewController) -> Void = { _ in }
    ) -> ViewController {
        var controller = ViewController(
            .view(view("view", kind, constraints: constraints, scroll: scroll, subviews: subviews)),
            title: title)
        configure(&controller)
        return controller
    }

    /// `id`'s four edges equal to `item`'s, inset by `insets`.
    static func pin(_ id: String, to item: LayoutItem, insets: EdgeInsets = .zero) -> [LayoutConstraint] {
        [
            LayoutConstraint(Anchor(.view(id), .top), .equal, Anchor(item, .top), constant: insets.top),
            LayoutConstraint(Anchor(.view(id), .left), .equal, Anchor(item, .left), constant: insets.left),
            LayoutConstraint(Anchor(.view(id), .bottom), .equal, Anchor(item, .bottom), constant: -insets.bottom),
            LayoutConstraint(Anchor(.view(id), .right), .equal, Anchor(item, .right), constant: -insets.right),
        ]
    }

    static func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
        EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}

extension ResolvedScreen {
    /// The resolved view with document id `id`, or a test failure.
    func require(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ResolvedView {
        guard let view = view(id: id) else {
            Issue.record("no view \(id)", sourceLocation: sourceLocation)
            throw MissingView()
        }
        return view
    }
}

struct MissingView: Error {}
