@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing

/// Screens laid out in a window smaller than the screen: the root view fills the window, the bars
/// take the window's idiom, and an iPhone-only app on an iPad gets an iPhone's bars.
@Suite("Layout in a window")
struct WindowLayoutTests {
    typealias F = Fixture

    func answer(
        _ query: InsetsQuery, _ id: String, _ orientation: Orientation = .portrait, window: WindowRequest
    )
        throws -> InsetsAnswer
    {
        query.answer(
            on: Placement(try F.device(id), orientation), conditions: SystemConditions(systemVersion: 27, window: window))
    }

    /// devices-2026.md §2 prints t32 b20 for the iPhone-only app's window on an iPad Pro 11"; its
    /// tab bar is an iPhone's 49 pt above that bottom inset (uikit-semantics.md §2.3).
    @Test func iPhoneOnlyAppGetsAPhonesTabBar() throws {
        let answer = try answer(InsetsQuery(tabBar: true), "ipad-pro-11-m4", window: .phoneAppOnPad)
        #expect(answer.window == Rect(x: 208.5, y: 0, width: 417, height: 1210))
        #expect(answer.safeAreaInsets == EdgeInsets(top: 32, left: 0, bottom: 69, right: 0))
        #expect(answer.bars.tabBar == Rect(x: 208.5, y: 1141, width: 417, height: 69))
        #expect(answer.layoutMargins.left == 16)
    }

    /// An iPad window beside another app keeps the iPad's navigation bar (54 pt from iPadOS 26) below its 32-pt top.
    @Test func iPadWindowsNavigationBarSitsBelowItsControls() throws {
        let answer = try answer(
            InsetsQuery(navigationBar: true), "ipad-pro-13-m4", .landscapeLeft, window: .split(.third, side: .right))
        #expect(answer.window == Rect(x: 918, y: 0, width: 458, height: 1032))
        #expect(answer.bars.navigationBar == Rect(x: 918, y: 32, width: 458, height: 54))
        #expect(answer.safeAreaInsets.top == 86)
        #expect(answer.layoutMargins.left == 16)
    }

    @Test func theRootViewFillsTheWindow() throws {
        let document = ScreenDocument(
            name: "plain", canvas: Size(width: 393, height: 852),
            root: ViewController(.view(ViewNode(id: "root", attributes: ViewAttributes(kind: .view)))))
        let screen = LayoutResolver.resolve(
            document, on: try F.device("iphone-16-pro"), in: .landscapeLeft,
            conditions: SystemConditions(systemVersion: 18, window: .split(.half, side: .left)))
        #expect(screen.view(id: "root")?.frame == Rect(x: 0, y: 0, width: 437, height: 402))
        #expect(screen.view(id: "root")?.safeAreaInsets == EdgeInsets(top: 0, left: 62, bottom: 21, right: 0))
        #expect(screen.window.sizeClasses.horizontal == .compact)
    }
}
