import DeviceGeometry
import LayoutEngine
import Testing

/// `InsetsQuery`: a content controller in its containers, against uikit-semantics.md's numbers.
@Suite("Insets query")
struct InsetsQueryTests {
    static func placement(_ id: String, _ orientation: Orientation = .portrait) throws -> Placement {
        Placement(try #require(DeviceCatalog.standard.device(named: id)), orientation)
    }

    /// On iOS 26 and later a Dynamic Island phone's navigation bar starts at the safe area's top
    /// (59) and is 54 pt tall, so the content's top inset is 113 on a 14 Pro; a tab bar adds 49
    /// above the 34-pt indicator inset.
    @Test func aNavigationAndTabBarOnA14Pro() throws {
        let answer = InsetsQuery(navigationBar: true, tabBar: true).answer(on: try Self.placement("iphone-14-pro"))
        #expect(answer.safeAreaInsets == EdgeInsets(top: 113, left: 0, bottom: 83, right: 0))
        #expect(answer.bars.navigationBar == Rect(x: 0, y: 59, width: 393, height: 54))
        #expect(answer.bars.tabBar?.height == 83)
        #expect(answer.bars.toolbar == nil)
    }

    @Test func additionalInsetsAddToAFullScreenController() throws {
        let answer = InsetsQuery(additionalSafeAreaInsets: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
            .answer(on: try Self.placement("iphone-8"))
        #expect(answer.safeAreaInsets.top == 30, "20 pt of status bar and 10 more")
        #expect(answer.description.hasPrefix("iphone-8 portrait\nsafe area insets  {30, 0, 0, 0}\n"))
    }
}
