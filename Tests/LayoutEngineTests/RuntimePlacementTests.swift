@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing

/// Three places where runtime captures disagreed with the layout, each with the UIKit rule behind
/// it from public sources (issue 16 §5).
@Suite("Placement as the running system does it")
struct RuntimePlacementTests {
    typealias F = Fixture

    func pinned(top: Double, on id: String) throws -> Rect {
        let content = F.controller(
            [F.view("bar")],
            constraints: [
                LayoutConstraint(Anchor(.view("bar"), .top), .equal, Anchor(.view("view"), .top), constant: top),
                LayoutConstraint(Anchor(.view("bar"), .leading), .equal, Anchor(.view("view"), .leading)),
                LayoutConstraint(Anchor(.view("bar"), .width), constant: 100),
                LayoutConstraint(Anchor(.view("bar"), .height), constant: 8),
            ])
        return try F.resolve(content, on: id).require("bar").frame
    }

    /// Auto Layout puts each edge on the nearest pixel, halves up: at 2× a view asked to sit at
    /// 950.25 sits at 950.5, one at 950.2 at 950 (Stack Overflow 19349072, "Why does iOS auto
    /// layout lead to apparent rounding errors", measured on an iPad).
    @Test func autoLayoutFramesSitOnThePixelGrid() throws {
        #expect(try pinned(top: 950.25, on: "ipad-air-11-m2").minY == 950.5)
        #expect(try pinned(top: 950.2, on: "ipad-air-11-m2").minY == 950)
        #expect(try pinned(top: 100.2, on: "iphone-16").minY == 301.0 / 3)
        // A centred view whose exact origin is half a point lands on the nearest third at 3×.
        let content = F.controller(
            [F.view("button")],
            constraints: [
                LayoutConstraint(Anchor(.view("button"), .centerX), .equal, Anchor(.view("view"), .centerX)),
                LayoutConstraint(Anchor(.view("button"), .top), .equal, Anchor(.view("view"), .top), constant: 100),
                LayoutConstraint(Anchor(.view("button"), .width), constant: 100),
                LayoutConstraint(Anchor(.view("button"), .height), constant: 44),
            ])
        let frame = try F.resolve(content, on: "iphone-x").require("button").frame
        #expect(frame.minX * 3 == 413 && frame.maxX * 3 == 713, "137.5…237.5 at 3× is 412.5…712.5 px")
        // Frames a document gives, and autoresizing, keep their exact values.
        let fixed = F.controller([F.fixed("fixed", frame: Rect(x: 10.1, y: 20.2, width: 30.3, height: 40.4))])
        #expect(try F.resolve(fixed, on: "iphone-x").require("fixed").frame == Rect(x: 10.1, y: 20.2, width: 30.3, height: 40.4))
    }

    /// uikit-semantics.md R2.8: before iOS 26, on Dynamic Island iPhones the navigation bar starts
    /// a pixel or two above the safe area's top less 5: at 53.67 where the safe area starts at 59,
    /// whose status bar still reports 54 (UINavigationBar (0, 53.6667, 430, 44) beside
    /// statusBarFrame (0, 0, 430, 54) in QuintGao/GKNavigationBarSwift #41), and at 56.33 where it
    /// starts at 62 ((0, 56.3333, 402, 44) in SHcommit/BibleAsIs).
    @Test func theNavigationBarUnderTheDynamicIsland() throws {
        let query = InsetsQuery(navigationBar: true)
        let iOS18 = SystemConditions(systemVersion: 18)
        let wide = query.answer(on: Placement(try F.device("iphone-14-pro-max"), .portrait), conditions: iOS18)
        #expect(wide.bars.navigationBar == Rect(x: 0, y: 161.0 / 3, width: 430, height: 44))
        #expect(wide.bars.statusBar == Rect(x: 0, y: 0, width: 430, height: 54))
        for id in ["iphone-15-plus", "iphone-15-pro-max", "iphone-16-plus", "iphone-14-pro", "iphone-16"] {
            let answer = query.answer(on: Placement(try F.device(id), .portrait), conditions: iOS18)
            #expect(answer.bars.navigationBar?.minY == 161.0 / 3, "\(id)")
        }
        let narrow = query.answer(on: Placement(try F.device("iphone-14-pro"), .portrait), conditions: iOS18)
        #expect(narrow.bars.navigationBar == Rect(x: 0, y: 161.0 / 3, width: 393, height: 44))
        #expect(narrow.safeAreaInsets.top == 161.0 / 3 + 44)
        for id in ["iphone-16-pro", "iphone-16-pro-max"] {
            let answer = query.answer(on: Placement(try F.device(id), .portrait), conditions: iOS18)
            #expect(answer.bars.navigationBar?.minY == 169.0 / 3, "\(id)")
        }
    }

    /// On iOS 14 the 12 mini reported a 44-pt status bar under its 50-pt safe-area top, and put
    /// the navigation bar at 50 (minY 50, maxY 94 on iOS 14 and 15 alike: Tencent/QMUI_iOS #1326;
    /// frame {{0, 50}, {375, 44}}: QuintGao/GKNavigationBar #68).
    @Test func theNavigationBarOfAMiniOnIOS14() throws {
        let query = InsetsQuery(navigationBar: true)
        for version in [14, 15] {
            for id in ["iphone-12-mini", "iphone-13-mini"] {
                let answer = query.answer(
                    on: Placement(try F.device(id), .portrait), conditions: SystemConditions(systemVersion: version))
                #expect(answer.bars.navigationBar == Rect(x: 0, y: 50, width: 375, height: 44), "\(id) iOS \(version)")
                #expect(answer.safeAreaInsets.top == 94)
            }
        }
        let ios14 = query.answer(
            on: Placement(try F.device("iphone-12-mini"), .portrait), conditions: SystemConditions(systemVersion: 14))
        #expect(ios14.bars.statusBar?.height == 44)
    }
}
