@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing

/// The bars of iOS 26 against devices-2026.md §3: a tab bar still adds 49, a bottom accessory adds
/// 56 (139 = 34 + 49 + 56 printed on an iPhone 17 Pro), and a keyboard toolbar is 48 pt, 44 before.
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

    /// R2.12: from iOS 26 a navigation bar starts at the safe area's top and is 54 pt tall under
    /// a top band deeper than a 20-pt status bar (printed on an iPhone 17 Pro: (0, 62, 402, 54),
    /// content from 116; a large title makes it 106); below a 20-pt status bar it keeps 44. In
    /// landscape a Dynamic Island iPhone's bar starts 24 pt down (78 printed as its bottom). A
    /// toolbar is 52 pt above the home indicator's 34 ((0, 788, 402, 86) printed).
    @Test func theGlassBarsOfIOS26() throws {
        let pro = Placement(try F.device("iphone-17-pro"), .portrait)
        let standard = InsetsQuery(navigationBar: true, toolbar: true).answer(on: pro)
        #expect(standard.bars.navigationBar == Rect(x: 0, y: 62, width: 402, height: 54))
        #expect(standard.bars.toolbar == Rect(x: 0, y: 788, width: 402, height: 86))
        #expect(standard.safeAreaInsets == EdgeInsets(top: 116, left: 0, bottom: 86, right: 0))
        #expect(InsetsQuery(largeTitle: true).answer(on: pro).bars.navigationBar == Rect(x: 0, y: 62, width: 402, height: 106))
        let landscape = InsetsQuery(navigationBar: true).answer(on: Placement(try F.device("iphone-17-pro"), .landscapeLeft))
        #expect(landscape.bars.navigationBar == Rect(x: 0, y: 24, width: 874, height: 54))
        let homeButton = InsetsQuery(navigationBar: true).answer(on: Placement(try F.device("iphone-se-3"), .portrait))
        #expect(homeButton.bars.navigationBar == Rect(x: 0, y: 20, width: 375, height: 44))
        let edit = ScreenDocument(name: "edit") {
            NavigationController {
                ViewController { View {} }.title("General").navigationItem(leftBarButtonItems: [BarItem("Back")])
            }
        }
        let screen = LayoutResolver.resolve(edit, on: try F.device("iphone-17-pro"), in: .portrait)
        let back = try #require(screen.allViews.first { $0.attributes.kind == ViewKind.barButtonItem }?.frame)
        #expect(back.minX == 16 && back.minY == 62 && back.height == 44, "printed (16, 62, 44, 44) on iOS 26.4")
        let iOS18 = SystemConditions(systemVersion: 18)
        let before = InsetsQuery(navigationBar: true, toolbar: true).answer(
            on: Placement(try F.device("iphone-16-pro"), .portrait), conditions: iOS18)
        #expect(before.bars.navigationBar?.height == 44 && before.bars.toolbar?.height == 78)
        let clamped = InsetsQuery(navigationBar: true).answer(on: pro, conditions: iOS18)
        #expect(clamped.bars.navigationBar?.height == 54, "the 17 Pro runs iOS 26 at the earliest")
    }

    /// R2.13: from iPadOS 18 an iPad at regular width floats its tabs in the navigation bar's
    /// row, and its content's bottom keeps only the home indicator; at compact width, and before
    /// iPadOS 18, the tab bar is along the bottom.
    @Test func anIPadFloatsItsTabsAtTheTop() throws {
        let pad = Placement(try F.device("ipad-pro-11-m4"), .portrait)
        let document = ScreenDocument(name: "tabs") {
            TabBarController {
                ViewController { View {}.id("home") }.title("Home")
                ViewController { View {}.id("library") }.title("Library")
            }
        }
        let screen = LayoutResolver.resolve(document, on: pad.device, in: .portrait)
        let bar = try #require(screen.bars.first { $0.kind == .tabBar }?.frame)
        #expect(bar.minY == 28 && bar.height == 46 && abs(bar.midX - 417) < 0.01)
        #expect(screen.view(id: "home")?.safeAreaInsets == EdgeInsets(top: 78, left: 0, bottom: 20, right: 0))
        let items = screen.allViews.filter { $0.attributes.kind == .tabBarItem }
        #expect(items.count == 2 && items.allSatisfy { bar.contains($0.frame) && $0.isInteractive })

        let iPadOS17 = LayoutResolver.resolve(
            document, on: pad.device, in: .portrait, conditions: SystemConditions(systemVersion: 17))
        #expect(iPadOS17.bars.first { $0.kind == .tabBar }?.frame.maxY == 1210)
        let third = LayoutResolver.resolve(
            document, on: pad.device, in: .landscapeLeft, conditions: SystemConditions(window: .split(.third, side: .left)))
        #expect(third.bars.first { $0.kind == .tabBar }?.frame.maxY == 834, "compact width: along the bottom")
        let withNavigation = InsetsQuery(navigationBar: true, tabBar: true).answer(on: pad)
        #expect(withNavigation.safeAreaInsets == EdgeInsets(top: 78, left: 0, bottom: 20, right: 0), "the bar shares the row")
    }

    /// R2.12: an iPhone's tab bar of iOS 26 keeps its 83-pt frame and holds its items in a glass
    /// platter. Printed on 402-pt phones: three tabs in a 274 × 62 platter at x 64, buttons 94 × 54
    /// at (68, 795), (154, 795), (240, 795) (karlseedev/SweepPic, iOS 26.0.1; a WebDriverAgent
    /// capture, iOS 26.4); five tabs in a 360-pt platter at x 21, buttons 77 wide 68.75 apart.
    @Test func anIPhonesTabsSitInAGlassPlatter() throws {
        func items(_ count: Int) throws -> [Rect] {
            let document = ScreenDocument(name: "tabs") {
                TabBarController {
                    for index in 0..<count { ViewController { View {} }.title("Tab \(index)") }
                }
            }
            let screen = LayoutResolver.resolve(document, on: try F.device("iphone-17-pro"), in: .portrait)
            #expect(screen.bars.first { $0.kind == .tabBar }?.frame == Rect(x: 0, y: 791, width: 402, height: 83))
            return screen.allViews.filter { $0.attributes.kind == .tabBarItem }.map(\.frame)
        }
        let three = try items(3)
        #expect(three.count == 3)
        for (frame, x) in zip(three, [68.0, 154, 240]) {
            #expect(abs(frame.minX - x) <= 0.25 && frame.minY == 795 && abs(frame.width - 94) <= 0.25 && frame.height == 54)
        }
        let five = try items(5)
        #expect(abs(five[0].minX - 25) <= 0.25 && abs(five[0].width - 77) <= 0.25)
        #expect(abs(five[1].minX - five[0].minX - 68.75) < 0.01)
    }

    /// R2.14: a search controller's field stacks in a 52-pt row below the title (148 = 44 + 52 +
    /// 52 with a large title, printed), except on an iPhone from iOS 26, where UIKit puts it in
    /// the toolbar unless asked to stack (printed at (27, 798, 347, 48) above an 86-pt inset).
    @Test func aSearchFieldStacksOrGoesToTheToolbar() throws {
        let iOS17 = SystemConditions(systemVersion: 17)
        let mini = Placement(try F.device("iphone-13-mini"), .portrait)
        let stacked = InsetsQuery(largeTitle: true, searchBarPlacement: .automatic).answer(on: mini, conditions: iOS17)
        #expect(stacked.bars.navigationBar == Rect(x: 0, y: 50, width: 375, height: 148))
        #expect(stacked.bars.searchField == Rect(x: 16, y: 147, width: 343, height: 36) && stacked.bars.toolbar == nil)
        let pro = Placement(try F.device("iphone-17-pro"), .portrait)
        let integrated = InsetsQuery(searchBarPlacement: .automatic).answer(on: pro)
        #expect(integrated.bars.toolbar == Rect(x: 0, y: 788, width: 402, height: 86))
        #expect(integrated.bars.searchField == Rect(x: 27, y: 798, width: 347, height: 48))
        #expect(integrated.safeAreaInsets == EdgeInsets(top: 116, left: 0, bottom: 86, right: 0))
        let asked = InsetsQuery(searchBarPlacement: .stacked).answer(on: pro)
        #expect(asked.bars.navigationBar?.height == 106 && asked.bars.toolbar == nil)
        let pad = InsetsQuery(searchBarPlacement: .integrated).answer(on: Placement(try F.device("ipad-pro-11-m4"), .portrait))
        #expect(pad.bars.toolbar == nil && pad.bars.navigationBar?.height == 106, "an iPad keeps it stacked")
        let landscape = InsetsQuery(searchBarPlacement: .stacked).answer(
            on: Placement(try F.device("iphone-16-pro"), .landscapeLeft))
        #expect(landscape.bars.searchField == nil, "no row where the height is compact")
    }

    @Test func aKeyboardToolbarIs48FromIOS26() throws {
        let placement = Placement(try F.device("iphone-16"), .portrait)
        #expect(InsetsQuery(keyboardToolbar: true).answer(on: placement).keyboardToolbarHeight == 48)
        #expect(
            InsetsQuery(keyboardToolbar: true).answer(on: placement, conditions: SystemConditions(systemVersion: 18))
                .keyboardToolbarHeight == 44)
        #expect(InsetsQuery().answer(on: placement).keyboardToolbarHeight == nil)
    }
}
