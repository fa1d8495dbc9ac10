import DeviceGeometry
import LayoutEngine
import Testing

/// The bars of iOS 26 against devices-2026.md §3: a tab bar still adds 49, a bottom accessory adds
/// 56 (139 = 34 + 49 + 56 printed on an iPhone 17 Pro), and a keyboard toolbar is 58 pt, 44 before.
@Suite("iOS 26 bars")
struct LiquidGlassBarTests {
    typealias F = Fixture

    @Test func aBottomAccessoryAddsItsHeightAboveTheTabBar() throws {
        let placement = Placement(try F.device("iphone-17-pro"), .portrait)
        let plain = InsetsQuery(tabBar: true).answer(on: placement)
        #expect(plain.safeAreaInsets.bottom == 83)
        let answer = InsetsQuery(tabBottomAccessory: true).answer(on: placement)
        #expect(answer.safeAreaInsets.bottom == 139)
        #expect(answer.bars.tabBar == Rect(x: 0, y: 791, width: 402, height: 83))
        #expect(answer.bars.tabAccessory == Rect(x: 0, y: 735, width: 402, height: 56))
        #expect(plain.bars.tabAccessory == nil)
    }

    /// The accessory is a control a finger taps: a capsule inside its band, named by its item.
    @Test func theAccessoryIsATappableCapsule() throws {
        let document = ScreenDocument(name: "player") {
            TabBarController(bottomAccessory: BarItem("Now Playing", accessibilityIdentifier: "now-playing")) {
                ViewController { View {}.id("root") }.title("Library")
            }
        }
        let screen = LayoutResolver.resolve(document, on: try F.device("iphone-17-pro"), in: .portrait)
        let capsule = try #require(screen.allViews.first { $0.attributes.accessibilityIdentifier == "now-playing" })
        #expect(capsule.attributes.kind == .button && capsule.isInteractive)
        #expect(capsule.frame == Rect(x: 20, y: 739, width: 362, height: 48))
        #expect(screen.view(id: "root")?.safeAreaInsets.bottom == 139)
    }

    /// Beside the iPhone Duo's bar column the accessory stays across the content's bottom.
    @Test func besideABarColumnTheAccessoryKeepsToTheContent() throws {
        let answer = InsetsQuery(tabBottomAccessory: true).answer(on: Placement(try F.device("iphone-duo-outer"), .portrait))
        #expect(answer.bars.tabAccessory == Rect(x: 0, y: 588, width: 382, height: 56))
        #expect(answer.safeAreaInsets.bottom == 90)
    }

    @Test func aKeyboardToolbarIs58FromIOS26() throws {
        let placement = Placement(try F.device("iphone-16"), .portrait)
        #expect(InsetsQuery(keyboardToolbar: true).answer(on: placement).keyboardToolbarHeight == 58)
        #expect(
            InsetsQuery(keyboardToolbar: true).answer(on: placement, conditions: SystemConditions(systemVersion: 18))
                .keyboardToolbarHeight == 44)
        #expect(InsetsQuery().answer(on: placement).keyboardToolbarHeight == nil)
    }
}
