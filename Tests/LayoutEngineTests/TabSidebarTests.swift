@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing

/// R2.15: a tab bar controller in `.tabSidebar` mode on an iPad at regular width shows its tabs as
/// a sidebar (by default in landscape), which the content makes room for. The widths are UIKit's
/// decompiled constants; no sidebar frame was ever printed.
@Suite("The tab sidebar")
struct TabSidebarTests {
    typealias F = Fixture

    private static func tabs(
        mode: TabBarController.Mode = .tabSidebar, sidebar: TabBarController.Sidebar = .init(), count: Int = 3
    ) -> ScreenDocument {
        ScreenDocument(name: "tabs") {
            TabBarController(selectedIndex: 1, mode: mode, sidebar: sidebar) {
                for index in 0..<count { ViewController { View {}.id(ViewID("tab\(index)")) }.title("Tab \(index)") }
            }
        }
    }

    private static func resolve(
        _ document: ScreenDocument, on id: String, _ orientation: Orientation, iOS: Int? = nil
    ) throws -> ResolvedScreen {
        LayoutResolver.resolve(
            document, on: try F.device(id), in: orientation, conditions: SystemConditions(systemVersion: iOS))
    }

    @Test func iPadOS26FloatsTheSidebarBesideTheContentsLeadingInset() throws {
        let screen = try Self.resolve(Self.tabs(), on: "ipad-pro-13-m4", .landscapeLeft)
        let sidebar = try #require(screen.bars.first { $0.kind == .sidebar }?.frame)
        #expect(sidebar == Rect(x: 10, y: 24, width: 270, height: 988))
        #expect(!screen.bars.contains { $0.kind == .tabBar }, "the sidebar replaces the floating tabs")
        let content = try #require(screen.view(id: "tab1"))
        #expect(content.frame == Rect(x: 0, y: 0, width: 1376, height: 1032), "overlap: the content reaches under it")
        #expect(content.safeAreaInsets == EdgeInsets(top: 24, left: 280, bottom: 20, right: 0))
    }

    /// Like a split view's primary column (`UISplitViewController.PrimaryEdge.leading`: "For
    /// right-to-left interfaces, the leading edge is on the right side"), the sidebar is on the
    /// leading edge, and the content makes room on the right.
    @Test func rightToLeftTheSidebarIsOnTheRight() throws {
        for layout in [TabBarController.Sidebar.Layout.automatic, .tile] {
            let screen = LayoutResolver.resolve(
                Self.tabs(sidebar: .init(preferredLayout: layout)), on: try F.device("ipad-pro-13-m4"), in: .landscapeLeft,
                variant: Variant(layoutDirection: .rightToLeft))
            #expect(screen.bars.first { $0.kind == .sidebar }?.frame == Rect(x: 1096, y: 24, width: 270, height: 988))
            let content = try #require(screen.view(id: "tab1"))
            if layout == .tile {
                #expect(content.frame == Rect(x: 0, y: 0, width: 1096, height: 1032))
                #expect(content.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
            } else {
                #expect(content.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 280))
            }
            let rows = screen.allViews.filter { $0.attributes.kind == .tabBarItem }
            #expect(rows.count == 3 && rows.allSatisfy { $0.frame.minX == 1106 && $0.layoutDirection == .rightToLeft })
        }
    }

    @Test func iPadOS18sSidebarIsAFullHeightStrip() throws {
        let screen = try Self.resolve(Self.tabs(), on: "ipad-pro-13-m4", .landscapeLeft, iOS: 18)
        #expect(screen.bars.first { $0.kind == .sidebar }?.frame == Rect(x: 0, y: 0, width: 320, height: 1032))
        #expect(screen.view(id: "tab1")?.safeAreaInsets == EdgeInsets(top: 24, left: 320, bottom: 20, right: 0))
    }

    @Test func aTiledSidebarNarrowsTheContent() throws {
        let document = Self.tabs(sidebar: .init(preferredLayout: .tile))
        let content = try #require(try Self.resolve(document, on: "ipad-pro-13-m4", .landscapeLeft).view(id: "tab1"))
        #expect(content.frame == Rect(x: 280, y: 0, width: 1096, height: 1032))
        #expect(content.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    /// UIKit's default: shown in landscape, hidden in portrait, where the tabs float at the top;
    /// `isHidden` decides either way.
    @Test func theSidebarShowsInLandscapeUnlessTold() throws {
        let portrait = try Self.resolve(Self.tabs(), on: "ipad-pro-13-m4", .portrait)
        #expect(!portrait.bars.contains { $0.kind == .sidebar } && portrait.bars.contains { $0.kind == .tabBar })
        let shown = try Self.resolve(Self.tabs(sidebar: .init(isHidden: false)), on: "ipad-pro-13-m4", .portrait)
        #expect(shown.bars.first { $0.kind == .sidebar }?.frame == Rect(x: 10, y: 24, width: 270, height: 1332))
        let hidden = try Self.resolve(Self.tabs(sidebar: .init(isHidden: true)), on: "ipad-pro-13-m4", .landscapeLeft)
        #expect(!hidden.bars.contains { $0.kind == .sidebar })
    }

    /// Only `.tabSidebar` shows it, only on an iPad at regular width from iPadOS 18.
    @Test func elsewhereTheTabBarStays() throws {
        let automatic = try Self.resolve(Self.tabs(mode: .automatic), on: "ipad-pro-13-m4", .landscapeLeft)
        #expect(!automatic.bars.contains { $0.kind == .sidebar })
        let phone = try Self.resolve(Self.tabs(), on: "iphone-17-pro-max", .landscapeLeft)
        #expect(!phone.bars.contains { $0.kind == .sidebar } && phone.bars.contains { $0.kind == .tabBar })
        let old = try Self.resolve(Self.tabs(), on: "ipad-pro-13-m4", .landscapeLeft, iOS: 17)
        #expect(!old.bars.contains { $0.kind == .sidebar })
        let third = LayoutResolver.resolve(
            Self.tabs(), on: try F.device("ipad-pro-13-m4"), in: .landscapeLeft,
            conditions: SystemConditions(window: .split(.third, side: .left)))
        #expect(!third.bars.contains { $0.kind == .sidebar }, "compact width")
    }

    /// The tabs are the sidebar's rows, below its navigation-bar-high header; they take taps,
    /// and rows past its bottom are scrolled out of sight.
    @Test func theTabsAreTheSidebarsRows() throws {
        let screen = try Self.resolve(Self.tabs(), on: "ipad-pro-13-m4", .landscapeLeft)
        let rows = screen.allViews.filter { $0.attributes.kind == .tabBarItem }
        #expect(rows.map(\.frame) == [0.0, 1, 2].map { Rect(x: 20, y: 78 + 44 * $0, width: 250, height: 44) })
        #expect(rows.allSatisfy(\.isInteractive) && rows.map(\.attributes.isOn) == [false, true, false])
        let many = try Self.resolve(Self.tabs(count: 40), on: "ipad-pro-13-m4", .landscapeLeft)
        let sidebar = try #require(many.bars.first { $0.kind == .sidebar }?.frame)
        let manyRows = many.allViews.filter { $0.attributes.kind == .tabBarItem }
        #expect(manyRows.count == 21 && manyRows.allSatisfy { sidebar.contains($0.frame) })
    }

    @Test func insetsAnswersWithTheSidebar() throws {
        let placement = Placement(try F.device("ipad-pro-13-m4"), .portrait)
        let answer = InsetsQuery(sidebar: true).answer(on: placement)
        #expect(answer.bars.sidebar == Rect(x: 10, y: 24, width: 270, height: 1332) && answer.bars.tabBar == nil)
        #expect(answer.safeAreaInsets.left == 280)
        #expect(answer.description.contains("sidebar           (10, 24, 270, 1332)"))
        #expect(InsetsQuery(tabBar: true).answer(on: placement).bars.sidebar == nil)
    }
}
