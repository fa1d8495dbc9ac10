@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing

/// The worked examples of uikit-semantics.md §7 on margins, scroll views, tables and collections.
@Suite struct MarginAndScrollWorkedExampleTests {
    typealias F = Fixture

    private func navigation(_ content: ViewController) -> ViewController {
        NavigationController { content }.viewController
    }

    /// E5 (K9 GitHubSignup2; S7): a 375-wide root view's side margins are 16, and a field 8 pt
    /// inside the leading margin sits at x = 24.
    @Test func rootMarginsAndAFieldInsideThem() throws {
        let field = F.view("field", .textField)
        let content = F.controller(
            [field],
            constraints: [
                LayoutConstraint(Anchor(.view("field"), .leading), .equal, Anchor(.view("view"), .leadingMargin), constant: 8),
                LayoutConstraint(Anchor(.view("field"), .top), .equal, Anchor(.safeArea(of: "view"), .top)),
            ])
        let screen = try F.resolve(content, on: "iphone-8")
        #expect(try screen.require("view").layoutMargins == F.insets(20, 16, 0, 16))
        #expect(try screen.require("field").frame.minX == 24)
    }

    /// E5: the system minimum wins over a smaller request (20 at regular width), and a root
    /// view's margins are measured from the safe area (X landscape: 44 + 16).
    @Test func systemMinimumAndSafeAreaMargins() throws {
        let requested = F.controller()
        var tight = requested
        if case .view(var root) = tight.content {
            root.layout.directionalLayoutMargins = F.insets(10, 10, 10, 10)
            tight.content = .view(root)
        }
        #expect(try F.resolve(tight, on: "ipad-pro-11").require("view").layoutMargins.left == 20)
        #expect(try F.resolve(requested, on: "iphone-x", .landscapeLeft).require("view").layoutMargins.left == 60)
        tight.viewRespectsSystemMinimumLayoutMargins = false
        #expect(try F.resolve(tight, on: "ipad-pro-11").require("view").layoutMargins.left == 10)
    }

    /// R3.5: `preservesSuperviewLayoutMargins` widens a margin to reach the superview's.
    @Test func preservingTheSuperviewsMargins() throws {
        var child = F.fixed("child", frame: Rect(x: 0, y: 100, width: 375, height: 100))
        child.layout.preservesSuperviewLayoutMargins = true
        let screen = try F.resolve(F.controller([child]), on: "iphone-8")
        #expect(try screen.require("child").layoutMargins == F.insets(8, 16, 8, 16))
    }

    /// R3.6: on iPad the readable guide narrows to 672 pt and centres within the margins.
    @Test func readableContentGuideOnIPad() throws {
        let text = F.view("text", .label)
        let content = F.controller(
            [text],
            constraints: [
                LayoutConstraint(Anchor(.view("text"), .leading), .equal, Anchor(.readableContent(of: "view"), .leading)),
                LayoutConstraint(Anchor(.view("text"), .trailing), .equal, Anchor(.readableContent(of: "view"), .trailing)),
            ])
        let screen = try F.resolve(content, on: "ipad-pro-11", .landscapeLeft)
        let frame = try screen.require("text").frame
        #expect(frame.width == 672)
        #expect(frame.midX == 597)
    }

    private func scrollScreen(
        _ behavior: ScrollOptions.AdjustmentBehavior, contentHeight: Double,
        inNavigation: Bool = true, bounces: Bool = false
    ) throws -> ResolvedView {
        let scroll = ScrollOptions(
            contentInset: F.insets(10, 0, 0, 0), contentSize: Size(width: 375, height: contentHeight),
            contentInsetAdjustmentBehavior: behavior, alwaysBounceVertical: bounces)
        let content = F.controller(kind: .scrollView, scroll: scroll)
        return try F.resolve(inNavigation ? navigation(content) : content, on: "iphone-x").require("view")
    }

    /// E6, E7 (WWDC18-235; R4.1–R4.6): the four behaviours, with content taller and shorter than
    /// the view, under a navigation bar on iPhone X (safe area {88, 0, 34, 0}).
    @Test func contentInsetAdjustmentBehaviours() throws {
        let system = F.insets(88, 0, 34, 0)
        let own = F.insets(10, 0, 0, 0)
        // .automatic in a navigation controller: top and bottom always, even for short content.
        #expect(try scrollScreen(.automatic, contentHeight: 2000).adjustedContentInset == own + system)
        #expect(try scrollScreen(.automatic, contentHeight: 100).adjustedContentInset == own + system)
        // .automatic outside a container behaves like .scrollableAxes.
        #expect(try scrollScreen(.automatic, contentHeight: 100, inNavigation: false).adjustedContentInset == own)
        // .scrollableAxes: only along an axis that scrolls or bounces.
        #expect(try scrollScreen(.scrollableAxes, contentHeight: 2000).adjustedContentInset == own + system)
        #expect(try scrollScreen(.scrollableAxes, contentHeight: 100).adjustedContentInset == own)
        #expect(try scrollScreen(.scrollableAxes, contentHeight: 100, bounces: true).adjustedContentInset == own + system)
        // .never and .always ignore the content.
        #expect(try scrollScreen(.never, contentHeight: 2000).adjustedContentInset == own)
        #expect(try scrollScreen(.always, contentHeight: 100).adjustedContentInset == own + system)
    }

    /// R1.9: an absorbed edge is not passed on to the scroll view's subviews; with `.never` it is.
    @Test func absorbedEdgesStopAtTheScrollView() throws {
        func child(_ behavior: ScrollOptions.AdjustmentBehavior) throws -> ResolvedView {
            let label = F.fixed("label", .label, frame: Rect(x: 0, y: 0, width: 375, height: 40))
            let scroll = ScrollOptions(contentSize: Size(width: 375, height: 2000), contentInsetAdjustmentBehavior: behavior)
            let content = F.controller([label], kind: .scrollView, scroll: scroll)
            return try F.resolve(navigation(content), on: "iphone-x").require("label")
        }
        let adjusted = try child(.automatic)
        #expect(adjusted.frame.minY == 88, "content at rest starts below the bar")
        #expect(adjusted.safeAreaInsets == .zero)
        let never = try child(.never)
        #expect(never.frame.minY == 0)
        #expect(never.safeAreaInsets == F.insets(40, 0, 0, 0), "the overlap, clamped to the label's height")
    }

    /// E8 (WWDC18-235; R4.9): a full-screen table in X landscape does not scroll sideways, so its
    /// adjusted inset has no sides; the cells' content views are inset 44 on each side instead. A
    /// table bounces vertically, so its bottom takes the home indicator's 21 pt.
    @Test func tableViewInsetsItsCellsContentViews() throws {
        let cells = (0..<3).map { index in
            ViewNode(
                id: "cell\(index)", attributes: ViewAttributes(kind: .tableViewCell),
                translatesAutoresizingMaskIntoConstraints: false,
                subviews: [
                    ViewNode(
                        id: "title\(index)", attributes: ViewAttributes(kind: .label),
                        frame: Rect(x: 0, y: 0, width: 100, height: 44))
                ])
        }
        let table = ViewNode(
            id: "view", attributes: ViewAttributes(kind: .tableView),
            translatesAutoresizingMaskIntoConstraints: false, subviews: cells)
        let screen = try F.resolve(ViewController(.view(table)), on: "iphone-x", .landscapeLeft)
        #expect(try screen.require("view").adjustedContentInset == F.insets(0, 0, 21, 0))
        let cell = try screen.require("cell1")
        #expect(cell.frame == Rect(x: 0, y: 44, width: 812, height: 44))
        #expect(try screen.require("title1").frame.minX == 44)
    }

    /// E9 ([I] from S12; R4.12): flow layout in X landscape with a 10-pt section inset: the first
    /// item is 10, 54 or 62 pt from the edge by reference.
    @Test(arguments: [
        (FlowLayoutOptions.SectionInsetReference.fromContentInset, 10.0), (.fromSafeArea, 54), (.fromLayoutMargins, 62),
    ])
    func flowLayoutSectionInsetReference(reference: FlowLayoutOptions.SectionInsetReference, firstX: Double) throws {
        let items = (0..<6).map { index in
            ViewNode(
                id: "item\(index)", attributes: ViewAttributes(kind: .collectionViewCell),
                translatesAutoresizingMaskIntoConstraints: false)
        }
        // A plain subview filling the root, so its margins are the default 8 (a root view's are 16).
        var collection = F.fixed(
            "collection", .collectionView, frame: Rect(x: 0, y: 0, width: 375, height: 667),
            mask: [.flexibleWidth, .flexibleHeight], subviews: items)
        collection.flowLayout = FlowLayoutOptions(sectionInset: F.insets(0, 10, 0, 10), sectionInsetReference: reference)
        let screen = try F.resolve(F.controller([collection]), on: "iphone-x", .landscapeLeft)
        #expect(try screen.require("item0").frame.minX == firstX)
        #expect(try screen.require("item1").frame.minY == screen.require("item0").frame.minY)
    }
}
