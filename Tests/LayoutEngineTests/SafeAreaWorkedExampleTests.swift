@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing

/// The worked examples of uikit-semantics.md §7 that concern safe areas, each with its source.
@Suite struct SafeAreaWorkedExampleTests {
    typealias F = Fixture

    private func navigation(_ content: ViewController, translucent: Bool = true, toolbar: Bool = false) -> ViewController {
        NavigationController(isTranslucent: translucent, isToolbarHidden: !toolbar) { content }.viewController
    }

    private func tabs(_ content: ViewController) -> ViewController {
        TabBarController {
            content
            F.controller(title: "Other")
        }.viewController
    }

    /// E1 (B1, K10; R2.6, R2.9): iPhone X, navigation controller with a translucent bar.
    @Test func iPhoneXNavigationControllerAddsItsBar() throws {
        let screen = try F.resolve(navigation(F.controller()), on: "iphone-x")
        #expect(try screen.require("view").safeAreaInsets == F.insets(88, 0, 34, 0))
        #expect(screen.bars == [ResolvedBar(kind: .navigationBar, frame: Rect(x: 0, y: 44, width: 375, height: 44))])
        #expect(screen.statusBarFrame == Rect(x: 0, y: 0, width: 375, height: 44))
    }

    /// E1: a tab bar adds 49 pt above the 34-pt home-indicator inset.
    @Test func iPhoneXTabBarAddsEightyThreeAtTheBottom() throws {
        let screen = try F.resolve(tabs(navigation(F.controller())), on: "iphone-x")
        #expect(try screen.require("view").safeAreaInsets == F.insets(88, 0, 83, 0))
        #expect(screen.bars.contains(ResolvedBar(kind: .tabBar, frame: Rect(x: 0, y: 729, width: 375, height: 83))))
    }

    /// E1: in landscape the status bar hides and the bar is 32 pt.
    @Test func iPhoneXLandscapeNavigationController() throws {
        let screen = try F.resolve(navigation(F.controller()), on: "iphone-x", .landscapeLeft)
        #expect(try screen.require("view").safeAreaInsets == F.insets(32, 44, 21, 44))
        #expect(screen.statusBarFrame == nil)
    }

    /// E2 (B1; D S9; R1.12): iPhone 8 with a navigation bar, a tab bar, in landscape.
    @Test func iPhone8Bars() throws {
        #expect(try F.resolve(navigation(F.controller()), on: "iphone-8").require("view").safeAreaInsets == F.insets(64, 0, 0, 0))
        #expect(
            try F.resolve(tabs(navigation(F.controller())), on: "iphone-8").require("view").safeAreaInsets
                == F.insets(64, 0, 49, 0))
        #expect(
            try F.resolve(navigation(F.controller()), on: "iphone-8", .landscapeLeft).require("view").safeAreaInsets
                == F.insets(32, 0, 0, 0))
    }

    /// E2: an opaque bar without `extendedLayoutIncludesOpaqueBars` moves the view below it; its
    /// inset drops to 0, and so does the legacy `topLayoutGuide.length`.
    @Test func opaqueBarMovesTheViewBelowIt() throws {
        let marker = F.view("marker")
        let content = F.controller(
            [marker],
            constraints: [
                LayoutConstraint(Anchor(.view("marker"), .top), .equal, Anchor(.topLayoutGuide, .bottom)),
                LayoutConstraint(Anchor(.view("marker"), .height), constant: 10),
            ])
        let screen = try F.resolve(navigation(content, translucent: false), on: "iphone-8")
        let view = try screen.require("view")
        #expect(view.frame == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(view.safeAreaInsets == .zero)
        #expect(try screen.require("marker").frame.minY == 64)

        var extended = content
        extended.extendedLayoutIncludesOpaqueBars = true
        let under = try F.resolve(navigation(extended, translucent: false), on: "iphone-8")
        #expect(try under.require("view").frame.minY == 0)
        #expect(try under.require("view").safeAreaInsets == F.insets(64, 0, 0, 0))
        #expect(try under.require("marker").frame.minY == 64, "the legacy guide ends at the bar")
    }

    /// E3 (B8; R1.8): iPhone 14 Pro without bars; a subview pinned to the root's edges has the
    /// root's insets, and moving its top down by 20 leaves 39.
    @Test func iPhone14ProSubviewsGetTheOverlap() throws {
        let pinned = F.controller([F.view("pinned")], constraints: F.pin("pinned", to: .view("view")))
        let screen = try F.resolve(pinned, on: "iphone-14-pro")
        #expect(try screen.require("view").safeAreaInsets == F.insets(59, 0, 34, 0))
        #expect(try screen.require("pinned").safeAreaInsets == F.insets(59, 0, 34, 0))

        let lowered = F.controller(
            [F.view("pinned")], constraints: F.pin("pinned", to: .view("view"), insets: F.insets(20, 0, 0, 0)))
        #expect(try F.resolve(lowered, on: "iphone-14-pro").require("pinned").safeAreaInsets == F.insets(39, 0, 34, 0))
        #expect(
            try F.resolve(pinned, on: "iphone-14-pro", .landscapeLeft).require("view").safeAreaInsets
                == F.insets(0, 59, 21, 59))
    }

    /// E4 (B7, WWDC18 demo; R1.4, R1.8): additional insets add per edge; subviews get only their
    /// overlap, never more than the parent's inset.
    @Test func additionalSafeAreaInsetsAddAndSubviewsClamp() throws {
        let inside = F.fixed("inside", frame: Rect(x: 100, y: 200, width: 100, height: 100))
        let corner = F.fixed("corner", frame: Rect(x: 20, y: 0, width: 100, height: 100))
        let beyond = F.fixed("beyond", frame: Rect(x: 300, y: 200, width: 200, height: 100))
        let content = F.controller([inside, corner, beyond]) {
            $0.additionalSafeAreaInsets = F.insets(20, 30, 0, 10)
        }
        let screen = try F.resolve(tabs(content), on: "iphone-x")
        #expect(try screen.require("view").safeAreaInsets == F.insets(64, 30, 83, 10))
        #expect(try screen.require("inside").safeAreaInsets == .zero)
        #expect(try screen.require("corner").safeAreaInsets == F.insets(64, 10, 0, 0))
        #expect(try screen.require("beyond").safeAreaInsets.right == 10)
    }

    /// R1.14: hiding the status bar keeps the housing's inset on a notch iPhone, frees the top of a
    /// Home-button iPhone, and a visible navigation bar keeps the status bar on a notch iPhone.
    @Test func hidingTheStatusBar() throws {
        let hidden = F.controller { $0.prefersStatusBarHidden = true }
        #expect(try F.resolve(hidden, on: "iphone-x").require("view").safeAreaInsets == F.insets(44, 0, 34, 0))
        #expect(try F.resolve(hidden, on: "iphone-x").statusBarFrame == nil)
        #expect(try F.resolve(hidden, on: "iphone-8").require("view").safeAreaInsets == .zero)
        #expect(try F.resolve(navigation(hidden), on: "iphone-x").statusBarFrame != nil)
    }

    /// R2.12: from iOS 26 a navigation bar on a Dynamic Island device starts at the safe area's
    /// top (59 on a 14 Pro) and is 54 pt tall, and the child's top inset is the bar's bottom edge.
    @Test func dynamicIslandNavigationBarStartsAtTheSafeAreasTop() throws {
        let screen = try F.resolve(navigation(F.controller()), on: "iphone-14-pro")
        #expect(screen.bars.first?.frame == Rect(x: 0, y: 59, width: 393, height: 54))
        #expect(try screen.require("view").safeAreaInsets == F.insets(113, 0, 34, 0))
    }

    /// R2.7: a large title adds 52 pt in portrait; landscape iPhones show the compact bar.
    @Test func largeTitles() throws {
        let large = NavigationController(prefersLargeTitles: true) { F.controller(title: "Settings") }.viewController
        #expect(try F.resolve(large, on: "iphone-x").require("view").safeAreaInsets.top == 140)
        #expect(try F.resolve(large, on: "iphone-x", .landscapeLeft).require("view").safeAreaInsets.top == 32)
    }

    /// R2.10: a toolbar sits above the home indicator and adds its height to the bottom inset.
    @Test func toolbarAddsItsHeight() throws {
        let screen = try F.resolve(navigation(F.controller(), toolbar: true), on: "iphone-x")
        #expect(try screen.require("view").safeAreaInsets == F.insets(88, 0, 78, 0))
        #expect(screen.bars.last == ResolvedBar(kind: .toolbar, frame: Rect(x: 0, y: 734, width: 375, height: 78)))
    }

    /// R1.7: a child controller in a container view gets the container's overlap with the unsafe area.
    @Test func childControllerRootViewGetsItsContainersOverlap() throws {
        var container = F.fixed("container", frame: Rect(x: 0, y: 400, width: 375, height: 412))
        container.embeddedController = ViewController(.view(F.view("child")))
        let screen = try F.resolve(F.controller([container]), on: "iphone-x")
        let child = try screen.require("child")
        #expect(child.frame == Rect(x: 0, y: 400, width: 375, height: 412))
        #expect(child.safeAreaInsets == F.insets(0, 0, 34, 0))
        #expect(child.path == "view/view[0]/view[0]")
    }

    /// Form sheets on iPad sit in the centre, clear of every unsafe band.
    @Test func iPadFormSheet() throws {
        let screen = try F.resolve(F.controller(), on: "ipad-pro-11", presentation: .formSheet)
        let view = try screen.require("view")
        #expect(view.frame.size == Size(width: 540, height: 620))
        #expect(view.frame.midX == 417)
        #expect(view.safeAreaInsets == .zero)
    }
}
