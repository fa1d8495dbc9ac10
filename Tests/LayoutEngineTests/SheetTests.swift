@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing

/// printed-values.md §3: a sheet on a phone in portrait, at each detent, against the frames and
/// detent heights real iPhones printed; and a SwiftUI view's presented sheet, shown on top.
@Suite("Sheets")
struct SheetTests {
    typealias F = Fixture

    private static func sheet(on id: String, iOS: Int, detent: SheetDetent? = nil) throws -> Rect {
        var document = ScreenDocument(name: "sheet") { ViewController { View {}.id("content") } }
        document.presentation = .pageSheet
        document.sheetDetent = detent
        let screen = LayoutResolver.resolve(
            document, on: try F.device(id), in: .portrait, conditions: SystemConditions(systemVersion: iOS))
        return try screen.require("content").frame
    }

    /// The large detent: 20 pt below the status bar with a Home button (iOS 15, printed at y 40);
    /// 10 pt below the safe area's top before iOS 26 (749 pt of detent on an iPhone 14 Pro and 718
    /// on a 13 mini, printed, each with the 34-pt home indicator below); at it from iOS 26
    /// (printed at y 59 on a 393 × 852 simulator).
    @Test func theLargeDetentStandsWherePrinted() throws {
        #expect(try Self.sheet(on: "iphone-se-3", iOS: 15) == Rect(x: 0, y: 40, width: 375, height: 627))
        #expect(try Self.sheet(on: "iphone-14-pro", iOS: 16).height == 749 + 34)
        #expect(try Self.sheet(on: "iphone-13-mini", iOS: 16).height == 718 + 34)
        #expect(try Self.sheet(on: "iphone-14-pro", iOS: 26) == Rect(x: 0, y: 59, width: 393, height: 793))
    }

    /// On iPad a page sheet is 704 pt wide in the centre, as printed on iPadOS 15, in both
    /// orientations.
    @Test func anIPadPageSheetIsSevenHundredAndFourPointsWide() throws {
        var document = ScreenDocument(name: "sheet") { ViewController { View {}.id("content") } }
        document.presentation = .pageSheet
        for orientation in [Orientation.portrait, .landscapeLeft] {
            let screen = LayoutResolver.resolve(document, on: try F.device("ipad-pro-11"), in: orientation)
            let frame = try screen.require("content").frame
            #expect(frame.width == 704 && frame.midX == (orientation == .portrait ? 417 : 597), "\(frame)")
        }
    }

    /// The medium detent printed 402.08 on an iPhone 13 mini (iOS 16), 0.56 of the large one; a
    /// height detent is that many points above the home indicator, no more than the large one.
    @Test func smallerDetentsStandAboveTheHomeIndicator() throws {
        let medium = try Self.sheet(on: "iphone-13-mini", iOS: 16, detent: .medium)
        #expect(abs(medium.height - (402.08 + 34)) < 0.01 && medium.maxY == 812)
        #expect(try Self.sheet(on: "iphone-13-mini", iOS: 16, detent: .height(300)).height == 334)
        #expect(try Self.sheet(on: "iphone-13-mini", iOS: 16, detent: .height(5_000)).height == 718 + 34)
        #expect(try Self.sheet(on: "iphone-13-mini", iOS: 16, detent: .fraction(0.5)).height == 359 + 34)
    }

    /// S7: a SwiftUI view that presents a sheet shows the sheet's content on top, at its lowest
    /// detent; one that is not presented leaves the view as it is; a cover fills the screen.
    @Test func aPresentedSwiftUISheetIsShownOnTop() throws {
        func screen(_ sheet: SwiftUISheet) throws -> ResolvedScreen {
            var host = ViewNode(attributes: ViewAttributes(kind: .view))
            host.hostedView = .modified(.text("Harbours"), .sheet(sheet))
            return LayoutResolver.resolve(
                ScreenDocument(name: "sheet", canvas: Size(width: 375, height: 812), rootView: host),
                on: try F.device("iphone-13-mini"), in: .portrait, conditions: SystemConditions(systemVersion: 16))
        }
        let content = SwiftUIView.modified(.text("Tide"), .presentationDetents([.large, .medium]))
        let shown = try screen(SwiftUISheet(isPresented: true, content: content))
        #expect(!shown.allViews.contains { $0.attributes.text == "Harbours" })
        let tide = try #require(shown.allViews.first { $0.attributes.text == "Tide" })
        #expect(shown.root.frame.maxY == 812 && abs(shown.root.frame.height - 436.08) < 0.01, "at the medium detent")
        #expect(tide.frame.midY > shown.root.frame.minY)
        let hidden = try screen(SwiftUISheet(isPresented: false, content: content))
        #expect(hidden.allViews.contains { $0.attributes.text == "Harbours" })
        let cover = try screen(SwiftUISheet(.fullScreenCover, isPresented: true, content: content))
        #expect(cover.root.frame == Rect(x: 0, y: 0, width: 375, height: 812))
    }

    /// A sheet presented from any column of a split view is shown, whichever columns are.
    @Test func aSheetFromADetailColumnIsShown() throws {
        let detail = SwiftUIView.modified(.text("Tides"), .sheet(SwiftUISheet(isPresented: true, content: .text("Filter"))))
        let split = SwiftUIView.splitView(SwiftUISplitView(sidebar: .text("Harbours"), detail: detail))
        let document = ScreenDocument(name: "split", canvas: ScreenDocument.defaultCanvas, root: split.hostingController())
        for id in ["ipad-pro-11", "iphone-16-pro"] {
            let shown = LayoutResolver.resolve(document, on: try F.device(id), in: .landscapeLeft)
            #expect(shown.allViews.contains { $0.attributes.text == "Filter" }, "\(id)")
        }
    }

    /// S7: a container passes its modifiers to what it shows, so a sheet on a `NavigationStack`
    /// is presented too, and its tint reaches its root.
    @Test func aContainersModifiersReachWhatItShows() throws {
        let sheet = SwiftUISheet(isPresented: true, content: .text("Tide"))
        let stack = SwiftUIView.modified(
            .modified(.navigationStack(.button(.text("Harbours"), style: .automatic)), .tint(.systemOrange)), .sheet(sheet))
        let document = ScreenDocument(name: "sheet", canvas: Size(width: 375, height: 812), root: stack.hostingController())
        let shown = LayoutResolver.resolve(document, on: try F.device("iphone-13-mini"), in: .portrait)
        #expect(shown.allViews.contains { $0.attributes.text == "Tide" })
        var unpresented = sheet
        unpresented.isPresented = false
        let root = SwiftUIView.modified(.button(.text("Harbours"), style: .automatic), .toolbar([SwiftUIToolbarItem("Save")]))
        let tinted = SwiftUIView.modified(.modified(.navigationStack(root), .tint(.systemOrange)), .sheet(unpresented))
        let beneath = LayoutResolver.resolve(
            ScreenDocument(name: "tint", canvas: Size(width: 375, height: 812), root: tinted.hostingController()),
            on: try F.device("iphone-13-mini"), in: .portrait)
        let button = try #require(beneath.allViews.first { $0.attributes.text == "Harbours" })
        #expect(button.attributes.textColor == .systemOrange)
        let bar = try #require(beneath.allViews.first { $0.attributes.kind == .navigationBar })
        #expect(bar.attributes.tintColor == .systemOrange, "and its bar's items")
    }
}
