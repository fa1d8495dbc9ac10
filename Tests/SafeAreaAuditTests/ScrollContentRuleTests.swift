import DeviceGeometry
import LayoutEngine
import SafeAreaAudit
import Testing

/// Controls in scrollable content are judged where a person can scroll them, not where they rest:
/// a row below the fold, under the tab bar or over the home indicator is no defect when scrolling
/// brings it wholly into the visible safe area, and is one when nothing can.
@Suite("Audit: scrollable content")
struct ScrollContentRuleTests {
    /// A table of `rows` rows, each with a 44-pt button on its trailing margin; the buttons'
    /// identifiers are `row0`, `row1`, ….
    static func table(rows: Int, behavior: ScrollOptions.AdjustmentBehavior = .automatic) -> TableView {
        TableView {
            for row in 0..<rows {
                TableViewCell("Row \(row)") {
                    Button("Go").id(ViewID("button\(row)")).accessibilityIdentifier("row\(row)")
                }
                .id(ViewID("cell\(row)"))
                .constraints {
                    ViewID("button\(row)").trailingAnchor.constraint(
                        equalTo: ViewID("cell\(row)").layoutMarginsGuide.trailingAnchor)
                    ViewID("button\(row)").centerYAnchor.constraint(equalTo: ViewID("cell\(row)").centerYAnchor)
                    ViewID("button\(row)").widthAnchor.constraint(equalToConstant: 44)
                    ViewID("button\(row)").heightAnchor.constraint(equalToConstant: 44)
                }
            }
        }
        .contentInsetAdjustmentBehavior(behavior)
    }

    /// UIKit starts a full-screen table's first row at the safe area's top, through the adjusted
    /// content inset, whether or not a navigation controller holds it: 20 on an iPhone SE (2nd
    /// generation) and 44 on an iPhone X, as devices printed (Documentation/Reference/printed-values.md
    /// §5), and 62, the catalog's safe-area top, on an iPhone 16 Pro.
    @Test(arguments: [("iphone-se-2", 20.0), ("iphone-x", 44), ("iphone-16-pro", 62)])
    func aFullScreenTableStartsItsFirstRowAtTheSafeAreasTop(device: String, top: Double) throws {
        let document = ScreenDocument(name: "table") { ViewController { Self.table(rows: 2) } }
        let screen = LayoutResolver.resolve(document, on: try AuditFixture.device(device), in: .portrait)
        #expect(try #require(screen.view(id: "cell0")).frame.minY == top)
        #expect(try AuditFixture.findings(document, on: device).isEmpty)
    }

    @Test func rowsBelowTheFoldUnderTheTabBarAndOverTheHomeIndicatorAreNotFlagged() throws {
        let document = ScreenDocument(name: "list") {
            TabBarController {
                NavigationController { ViewController(title: "List") { Self.table(rows: 40) } }
                ViewController(title: "Other") { View() }
            }
        }
        for orientation in [Orientation.portrait, .landscapeLeft] {
            let screen = LayoutResolver.resolve(document, on: try AuditFixture.device("iphone-16-pro"), in: orientation)
            #expect(try #require(screen.view(id: "cell39")).frame.minY > screen.size.height, "the last row is below the fold")
            let findings = try AuditFixture.findings(document, on: "iphone-16-pro", orientation)
            let rows = findings.filter { finding in finding.accessibilityIdentifier?.hasPrefix("row") == true }
            #expect(rows.isEmpty, "\(orientation)")
        }
    }

    /// With `.never`, nothing moves the first row out from under the status bar, and nothing lifts
    /// the last one off the home indicator: both are defects, the last one judged with the content
    /// scrolled to its end.
    @Test func aTableThatNeverAdjustsItsInsetsKeepsItsEndsInTheUnsafeBands() throws {
        let document = ScreenDocument(name: "never") { ViewController { Self.table(rows: 30, behavior: .never) } }
        let findings = try AuditFixture.findings(document, on: "iphone-x")
        #expect(findings.rules(of: "row0").contains(.statusBar))
        let last = try #require(findings.first { $0.accessibilityIdentifier == "row29" && $0.rule == .homeIndicator })
        #expect(last.detail?.contains("with its content scrolled") == true)
        #expect(last.region.maxY > 812 - 34, "judged where the end of the content stops")
        let middle = (1..<29).flatMap { row in findings.rules(of: "row\(row)") }
        #expect(middle.isEmpty, "every other row can be scrolled into the safe area")
    }

    /// A strip that scrolls only across, pinned under the status bar, cannot move its buttons down.
    @Test func contentThatDoesNotScrollOnTheAxisStaysWhereItIs() throws {
        let document = AuditFixture.screen {
            ScrollView {
                Button("Chip").frame(Rect(x: 8, y: 4, width: 80, height: 44)).accessibilityIdentifier("chip")
                Button("Far").frame(Rect(x: 900, y: 4, width: 80, height: 44)).accessibilityIdentifier("far")
            }
            .id("strip")
            .contentInsetAdjustmentBehavior(.never)
            .frame(Rect(x: 0, y: 0, width: 375, height: 52), autoresizingMask: [.flexibleWidth])
        }
        let findings = try AuditFixture.findings(document, on: "iphone-x")
        #expect(findings.rules(of: "chip").contains(.statusBar))
        #expect(findings.rules(of: "far").contains(.statusBar), "scrolled into sight across, still under the status bar")
    }

    /// The hit-target rule judges the control, not the part the scroll view's edge cuts off at rest.
    @Test func aControlCutByTheScrollViewsEdgeIsJudgedWhole() throws {
        let document = AuditFixture.screen {
            ScrollView {
                Button("Cut").frame(Rect(x: 16, y: 380, width: 200, height: 44)).accessibilityIdentifier("cut")
                View().frame(Rect(x: 0, y: 0, width: 10, height: 1000))
            }
            .frame(Rect(x: 0, y: 20, width: 375, height: 400))
        }
        let findings = try AuditFixture.findings(document, on: "iphone-8")
        #expect(findings.rules(of: "cut").isEmpty)
    }

    /// A floating button over a list hides the rows under it only where they cannot be scrolled
    /// out from under it: it stands 64 pt over the safe area's bottom, where the content ends, so
    /// the last two 44-pt rows can never clear it and the others can.
    @Test func aFloatingButtonOccludesOnlyTheRowsThatCannotScrollClearOfIt() throws {
        let document = ScreenDocument(name: "floating") {
            NavigationController {
                ViewController(title: "Mail") {
                    View {
                        Self.table(rows: 30).id("table")
                        Button("Compose").id("compose")
                    }
                    .id("root")
                    .constraints {
                        ViewID("table").topAnchor.constraint(equalTo: ViewID("root").topAnchor)
                        ViewID("table").bottomAnchor.constraint(equalTo: ViewID("root").bottomAnchor)
                        ViewID("table").leadingAnchor.constraint(equalTo: ViewID("root").leadingAnchor)
                        ViewID("table").trailingAnchor.constraint(equalTo: ViewID("root").trailingAnchor)
                        ViewID("compose").trailingAnchor.constraint(equalTo: ViewID("root").trailingAnchor, constant: -8)
                        ViewID("compose").bottomAnchor.constraint(
                            equalTo: ViewID("root").safeAreaLayoutGuide.bottomAnchor, constant: -8)
                        ViewID("compose").widthAnchor.constraint(equalToConstant: 100)
                        ViewID("compose").heightAnchor.constraint(equalToConstant: 56)
                    }
                }
            }
        }
        let findings = try AuditFixture.findings(document, on: "iphone-16-pro")
        let occluded = findings.filter { $0.rule == .occluded }.compactMap(\.accessibilityIdentifier)
        #expect(occluded == ["row28", "row29"])
    }
}

/// Scroll content placed by constraints to the scroll view's edges sizes the content, as UIKit
/// attaches such constraints to the content area, and a full-width row can be scrolled clear of
/// the notch beside it.
@Suite("Audit: scroll content placed by constraints")
struct ScrollContentConstraintTests {
    /// A form as Interface Builder files build it: a scroll view pinned to the root's edges, a
    /// content view pinned to the scroll view's four edges and as wide as the root, 1,200 pt of
    /// rows inside, among them a full-width button 150 pt down, level with the notch in landscape.
    static let form = AuditFixture.screen {
        ScrollView {
            View {
                Button("Submit").id("submit").accessibilityIdentifier("submit")
            }
            .id("content")
        }
        .id("scroll")
    } constraints: {
        ViewID("scroll").topAnchor.constraint(equalTo: ViewID("root").safeAreaLayoutGuide.topAnchor)
        ViewID("scroll").bottomAnchor.constraint(equalTo: ViewID("root").bottomAnchor)
        ViewID("scroll").leadingAnchor.constraint(equalTo: ViewID("root").leadingAnchor)
        ViewID("scroll").trailingAnchor.constraint(equalTo: ViewID("root").trailingAnchor)
        ViewID("content").topAnchor.constraint(equalTo: ViewID("scroll").topAnchor)
        ViewID("content").bottomAnchor.constraint(equalTo: ViewID("scroll").bottomAnchor)
        ViewID("content").leadingAnchor.constraint(equalTo: ViewID("scroll").leadingAnchor)
        ViewID("content").trailingAnchor.constraint(equalTo: ViewID("scroll").trailingAnchor)
        ViewID("content").widthAnchor.constraint(equalTo: ViewID("root").widthAnchor)
        ViewID("content").heightAnchor.constraint(equalToConstant: 1200)
        ViewID("submit").leadingAnchor.constraint(equalTo: ViewID("content").leadingAnchor, constant: 8)
        ViewID("submit").trailingAnchor.constraint(equalTo: ViewID("content").trailingAnchor, constant: -8)
        ViewID("submit").topAnchor.constraint(equalTo: ViewID("content").topAnchor, constant: 150)
        ViewID("submit").heightAnchor.constraint(equalToConstant: 50)
    }

    @Test func constraintsToTheScrollViewsEdgesSizeItsContent() throws {
        let screen = LayoutResolver.resolve(Self.form, on: try AuditFixture.device("iphone-x"), in: .landscapeLeft)
        let content = try #require(screen.view(id: "content")), scroll = try #require(screen.view(id: "scroll"))
        #expect(content.frame.height == 1200, "not squeezed into the scroll view's frame")
        #expect(scroll.frame.height < 400)
        #expect((scroll.scrollRange?.up ?? 0) > 800)
        #expect(screen.brokenConstraints.isEmpty)
    }

    /// In landscape the row runs from 8 pt of each edge, beside the notch wherever it sits; scrolled
    /// above or below the notch it is clear of it, so only its leaving the safe area is reported.
    @Test func aRowThatCanBeScrolledPastTheNotchIsNoHousingError() throws {
        let screen = LayoutResolver.resolve(Self.form, on: try AuditFixture.device("iphone-x"), in: .landscapeLeft)
        let submit = try #require(screen.view(id: "submit"))
        #expect(submit.frame.minY == 150 && submit.frame.maxX > 812 - 44, "at rest, level with the notch")
        let findings = try AuditFixture.findings(Self.form, on: "iphone-x", .landscapeLeft)
        #expect(!findings.rules(of: "submit").contains(.sensorHousing))
        #expect(findings.rules(of: "submit").contains(.outsideSafeArea))
    }
}
