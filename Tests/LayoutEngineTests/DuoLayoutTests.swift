@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing

/// Screens on the iPhone Duo against the values devices-2026.md §1 prints (P) under iOS 27.1: the
/// insets of a large-title navigation stack, the margins and the readable guide beside the bar
/// column, and the bars moved into the column.
@Suite("iPhone Duo layout")
struct DuoLayoutTests {
    typealias F = Fixture

    func answer(_ query: InsetsQuery, _ id: String, _ orientation: Orientation, sdk: SDK = .newest) throws -> InsetsAnswer {
        query.answer(on: Placement(try F.device(id), orientation), conditions: SystemConditions(sdk: sdk))
    }

    /// KL: 82/34/0/84 on the outer display in portrait and with the bar on the right, 82/34/84/0
    /// with it on the left, 82/34/0/84 on the inner display in landscape, 82/34/0/0 in portrait.
    @Test func insetsUnderALargeTitleStack() throws {
        let stack = InsetsQuery(largeTitle: true)
        let insets = { (top: Double, left: Double, right: Double) in EdgeInsets(top: top, left: left, bottom: 34, right: right) }
        #expect(try answer(stack, "iphone-duo-outer", .portrait).safeAreaInsets == insets(82, 0, 84))
        #expect(try answer(stack, "iphone-duo-outer", .landscapeLeft).safeAreaInsets == insets(82, 0, 84))
        #expect(try answer(stack, "iphone-duo-outer", .landscapeRight).safeAreaInsets == insets(82, 84, 0))
        #expect(try answer(stack, "iphone-duo-inner", .landscapeLeft).safeAreaInsets == insets(82, 0, 84))
        #expect(try answer(stack, "iphone-duo-inner", .portrait).safeAreaInsets == insets(82, 0, 0))
    }

    /// KL: the top inset is 24 with the title scrolled to inline.
    @Test func anInlineTitleLeaves24() throws {
        #expect(try answer(InsetsQuery(navigationBar: true), "iphone-duo-outer", .portrait).safeAreaInsets.top == 24)
    }

    /// KL: layout margins are the insets plus the system minimum, 20 on the side without the bar
    /// and 0 on the bar's side (outer portrait 82/34/20/84).
    @Test func marginsBesideTheColumn() throws {
        let stack = InsetsQuery(largeTitle: true)
        #expect(
            try answer(stack, "iphone-duo-outer", .portrait).layoutMargins
                == EdgeInsets(top: 82, left: 20, bottom: 34, right: 84))
        #expect(
            try answer(stack, "iphone-duo-outer", .landscapeRight).layoutMargins
                == EdgeInsets(top: 82, left: 84, bottom: 34, right: 20))
        #expect(
            try answer(stack, "iphone-duo-inner", .portrait).layoutMargins == EdgeInsets(top: 82, left: 20, bottom: 34, right: 20)
        )
    }

    /// KL: the readable-content guide keeps 52 from the side without the bar; 20 in inner portrait.
    @Test func readableContent() throws {
        let text = F.view("text", .label)
        let content = F.controller(
            [text],
            constraints: [
                LayoutConstraint(Anchor(.view("text"), .leading), .equal, Anchor(.readableContent(of: "view"), .leading)),
                LayoutConstraint(Anchor(.view("text"), .trailing), .equal, Anchor(.readableContent(of: "view"), .trailing)),
            ])
        let outer = try F.resolve(content, on: "iphone-duo-outer").require("text").frame
        #expect(outer.minX == 52 && outer.maxX == 382)
        let left = try F.resolve(content, on: "iphone-duo-outer", .landscapeRight).require("text").frame
        #expect(left.minX == 84 && left.maxX == 678 - 52)
        let inner = try F.resolve(content, on: "iphone-duo-inner").require("text").frame
        #expect(inner.minX == 20 && inner.maxX == 669 - 20)
    }

    /// The bars' items move into the column in their order: the navigation bar's (its first
    /// trailing item the prominent action, 48 tall) from the top of the bar region, the tab bar's
    /// 49-pt pill at its bottom; the content keeps the 34-pt bottom inset.
    @Test func barsMoveIntoTheColumn() throws {
        var content = F.controller(title: "Inbox")
        content.navigationItem = NavigationItem(leftItems: [BarItem("Back")], rightItems: [BarItem("Compose"), BarItem("More")])
        content.toolbarItems = [BarItem("Archive")]
        let navigation = NavigationController(prefersLargeTitles: true, isToolbarHidden: false) { content }.viewController
        let tabs = TabBarController {
            navigation
            F.controller(title: "Search")
        }.viewController
        let screen = try F.resolve(tabs, on: "iphone-duo-outer")
        let items = screen.allViews.filter { $0.attributes.kind == .barButtonItem }
        #expect(items.map(\.attributes.text) == ["Back", "Compose", "More", "Archive"])
        #expect(items.map(\.frame.height) == [36, 48, 36, 36])
        #expect(items.allSatisfy { $0.frame.minX == 393.5 && $0.frame.width == 49 })
        #expect(items.first?.frame.minY == 170)
        let tabBar = try #require(screen.bars.first { $0.kind == .tabBar })
        #expect(tabBar.frame == Rect(x: 393.5, y: 644 - 98, width: 49, height: 98))
        #expect(screen.bars.first { $0.kind == .navigationBar }?.frame == Rect(x: 0, y: 0, width: 382, height: 82))
        let root = try #require(
            screen.allViews.first { $0.isControllerRoot && $0.attributes.kind == .view && $0.frame.width == 466 })
        #expect(root.safeAreaInsets.bottom == 34)
    }

    /// AP, KL: turning vertical bars off brings the status bar back to the top and the bars back
    /// to the horizontal axis, with no side inset.
    @Test func turningVerticalBarsOff() throws {
        let off = try answer(InsetsQuery(navigationBar: true, verticalBarBehavior: .disabled), "iphone-duo-outer", .portrait)
        #expect(off.safeAreaInsets.left == 0 && off.safeAreaInsets.right == 0)
        #expect(off.bars.statusBar == Rect(x: 0, y: 0, width: 466, height: 74))
        #expect(off.bars.verticalBars == nil)
    }

    /// An app built with the iOS 26 SDK lays out in its 375-pt window like a 4.7-inch phone with a
    /// home indicator: 64 under a navigation bar below the 20-pt status bar, 86 above a glass
    /// toolbar, as printed (t64/b86).
    @Test func theCompatibilityWindow() throws {
        let answer = try answer(InsetsQuery(navigationBar: true, toolbar: true), "iphone-duo-inner", .portrait, sdk: .iOS26)
        #expect(answer.safeAreaInsets.top == 64 && answer.safeAreaInsets.bottom == 86)
        #expect(answer.bars.navigationBar?.width == 375)
    }
}

extension DuoLayoutTests {
    /// KL: a sheet on the outer display gains its own 76-pt vertical bar, its content 374 × 636
    /// beside it (450 wide); on the inner display a sheet keeps horizontal bars.
    @Test func sheetsBesideTheColumn() throws {
        var content = F.controller(title: "Compose")
        content.navigationItem = NavigationItem(rightItems: [BarItem("Send")])
        let sheet = NavigationController { content }.viewController
        let outer = try F.resolve(sheet, on: "iphone-duo-outer", presentation: .pageSheet)
        let root = try outer.require("view")
        #expect(root.frame.minY == 8 && root.frame.maxY == 644)
        let safe = root.frame.inset(by: root.safeAreaInsets)
        #expect(safe.minX == 8 && safe.width == 374 && safe.maxX == 382, "374 wide beside the sheet's own 76-pt column")
        let send = try #require(outer.layout.allViews.first { $0.attributes.text == "Send" })
        #expect(send.frame.minX >= 382 && send.frame.maxX <= 458, "the action is in the sheet's column")
        #expect(send.frame.minY >= 170, "below the status column, as the display's bar items are")
        let inner = try F.resolve(sheet, on: "iphone-duo-inner", .landscapeLeft, presentation: .formSheet)
        let innerRoot = try inner.require("view")
        #expect(innerRoot.frame.width == 653 && innerRoot.frame.minX == 149)
        #expect(inner.bars.first { $0.kind == .navigationBar }?.frame.width == 653, "horizontal bars in the sheet")
    }
}
