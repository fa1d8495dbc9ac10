@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing

/// R2.17 and swiftui-layout.md S7: a `NavigationSplitView` is UIKit's split view controller, each
/// column a navigation stack: at compact width one column, at regular width the columns side by
/// side, the leading one 320 pt wide as printed on iPads.
@Suite("Split views")
struct SplitViewTests {
    typealias F = Fixture

    private static func column(_ title: String) -> SwiftUIView {
        .modified(.text("\(title) list"), .navigationTitle(title))
    }

    private static func screen(
        _ split: SwiftUISplitView, on id: String, _ orientation: Orientation, direction: LayoutDirection = .leftToRight
    ) throws -> ResolvedScreen {
        let document = ScreenDocument(
            name: "split", canvas: ScreenDocument.defaultCanvas, root: SwiftUIView.splitView(split).hostingController())
        return LayoutResolver.resolve(
            document, on: try F.device(id), in: orientation, variant: Variant(layoutDirection: direction))
    }

    private static func text(_ text: String, in screen: ResolvedScreen) -> ResolvedView? {
        screen.allViews.first { $0.attributes.text == text && $0.attributes.kind == .label }
    }

    private static let twoColumns = SwiftUISplitView(sidebar: column("Harbours"), detail: column("Tides"))

    @Test func aCompactWidthShowsOneColumnInItsNavigationBar() throws {
        let phone = try Self.screen(Self.twoColumns, on: "iphone-16-pro", .portrait)
        #expect(Self.text("Harbours list", in: phone) != nil && Self.text("Tides list", in: phone) == nil)
        #expect(phone.allViews.contains { $0.attributes.kind == .navigationBar && $0.attributes.text == "Harbours" })
        var detailFirst = Self.twoColumns
        detailFirst.preferredCompactColumn = .secondary
        let detail = try Self.screen(detailFirst, on: "iphone-16-pro", .portrait)
        #expect(Self.text("Harbours list", in: detail) == nil && Self.text("Tides list", in: detail) != nil)
    }

    @Test func aRegularWidthShowsTheColumnsSideBySide() throws {
        let landscape = try Self.screen(Self.twoColumns, on: "ipad-pro-11", .landscapeLeft)
        let sidebar = try #require(Self.text("Harbours list", in: landscape))
        let detail = try #require(Self.text("Tides list", in: landscape))
        #expect(sidebar.frame.maxX <= 320 && detail.frame.minX >= 320)
        let bars = landscape.allViews.filter { $0.attributes.kind == .navigationBar }
        #expect(bars.map(\.frame.width).sorted() == [320, landscape.root.frame.width - 320], "a bar for each column")
        let portrait = try Self.screen(Self.twoColumns, on: "ipad-pro-11", .portrait)
        #expect(Self.text("Harbours list", in: portrait) == nil && Self.text("Tides list", in: portrait) != nil)
        let max = try Self.screen(Self.twoColumns, on: "iphone-16-pro-max", .landscapeLeft)
        #expect(Self.text("Harbours list", in: max) != nil && Self.text("Tides list", in: max) != nil, "a Max is regular wide")
        let rightToLeft = try Self.screen(Self.twoColumns, on: "ipad-pro-11", .landscapeLeft, direction: .rightToLeft)
        let mirrored = try #require(Self.text("Harbours list", in: rightToLeft))
        #expect(mirrored.frame.minX >= rightToLeft.root.frame.width - 320, "the sidebar leads on the right")
    }

    /// The split view's own buttons are controls the audit judges: the sidebar button on the
    /// leading column shown at regular width, and the back button to the sidebar when a compact
    /// width opens on the detail (a chevron from iOS 26, the sidebar's title before).
    @Test func theSplitViewAddsItsSidebarAndBackButtons() throws {
        func items(_ screen: ResolvedScreen) -> [ResolvedView] {
            screen.allViews.filter { $0.attributes.kind == .barButtonItem }
        }
        let landscape = try Self.screen(Self.twoColumns, on: "ipad-pro-11", .landscapeLeft)
        let sidebar = try #require(items(landscape).first)
        #expect(items(landscape).count == 1 && sidebar.attributes.image == "sidebar.left" && sidebar.frame.maxX < 320)
        let portrait = try Self.screen(Self.twoColumns, on: "ipad-pro-11", .portrait)
        #expect(items(portrait).map(\.attributes.image) == ["sidebar.left"], "on the detail, to show the sidebar")
        var detailFirst = Self.twoColumns
        detailFirst.preferredCompactColumn = .secondary
        let phone = try Self.screen(detailFirst, on: "iphone-16-pro", .portrait)
        #expect(items(phone).map(\.attributes.image) == ["chevron.backward"] && items(phone)[0].isInteractive)
        let document = ScreenDocument(
            name: "split", canvas: ScreenDocument.defaultCanvas, root: SwiftUIView.splitView(detailFirst).hostingController())
        let older = LayoutResolver.resolve(
            document, on: try F.device("iphone-16-pro"), in: .portrait, conditions: SystemConditions(systemVersion: 18))
        #expect(items(older).map(\.attributes.text) == ["Harbours"])
        #expect(items(try Self.screen(Self.twoColumns, on: "iphone-16-pro", .portrait)).isEmpty)
    }

    @Test func threeColumnsShowTheContentBesideTheDetail() throws {
        let three = SwiftUISplitView(
            sidebar: Self.column("Regions"), content: Self.column("Harbours"), detail: Self.column("Tides"))
        let landscape = try Self.screen(three, on: "ipad-pro-11", .landscapeLeft)
        #expect(Self.text("Regions list", in: landscape) == nil)
        let content = try #require(Self.text("Harbours list", in: landscape))
        #expect(content.frame.maxX <= 320 && Self.text("Tides list", in: landscape) != nil)
    }
}
