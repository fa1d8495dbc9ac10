@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing
import Typography

/// Rows of automatic height (R4.13) and large titles (R2.16) grow with the text size, as
/// printed-values.md §10 records them; fixed rows and the bar's other titles keep their size.
@Suite("Rows and large titles that grow with the text")
struct SelfSizingRowTests {
    typealias F = Fixture

    /// Two built-in rows, a row whose label's constraints decide its height, one whose
    /// constraints do not, one of those with a design frame, as Interface Builder gives it, and
    /// three more built-in rows.
    func mailboxes(rowHeight: Double? = nil) -> ScreenDocument {
        let notes: ViewID = "notes", title: ViewID = "notesTitle"
        return ScreenDocument(name: "mailboxes") {
            ViewController {
                TableView(rowHeight: rowHeight) {
                    TableViewCell("Inbox").id("inbox")
                    TableViewCell("Drafts").id("drafts")
                    TableViewCell {
                        Label("Notes from every account").id(title).font(.body).numberOfLines(0)
                    }
                    .id(notes)
                    .constraints {
                        title.topAnchor.constraint(equalTo: notes.layoutMarginsGuide.topAnchor)
                        title.bottomAnchor.constraint(equalTo: notes.layoutMarginsGuide.bottomAnchor)
                        title.leadingAnchor.constraint(equalTo: notes.layoutMarginsGuide.leadingAnchor)
                        title.trailingAnchor.constraint(equalTo: notes.layoutMarginsGuide.trailingAnchor)
                    }
                    TableViewCell { Switch(isOn: true).id("centred") }.id("loose")
                        .constraints { ViewID("centred").centerYAnchor.constraint(equalTo: ViewID("loose").centerYAnchor) }
                    TableViewCell { Switch(isOn: true).id("framed") }.id("tall")
                        .frame(Rect(x: 0, y: 0, width: 320, height: 60)).translatesAutoresizingMaskIntoConstraints(false)
                        .constraints { ViewID("framed").centerYAnchor.constraint(equalTo: ViewID("tall").centerYAnchor) }
                    for name in ["Archive", "Junk", "Outbox"] { TableViewCell(name) }
                }
                .id("table")
            }
        }
    }

    func resolve(
        _ document: ScreenDocument, _ category: ContentSizeCategory, on device: String = "iphone-16-pro"
    ) throws -> ResolvedScreen {
        LayoutResolver.resolve(
            document, on: try F.device(device), in: .portrait, variant: Variant(contentSize: category))
    }

    @Test func aBuiltInRowIsTheStandardHeightAtTheDefaultSize() throws {
        for device in ["iphone-16-pro", "iphone-se-3"] {
            let screen = try resolve(mailboxes(), .large, on: device)
            #expect(try screen.require("inbox").frame.height == 44, "\(device)")
            #expect(try screen.require("drafts").frame.minY == screen.require("inbox").frame.maxY)
        }
    }

    /// printed-values.md §10: a classic row on a 2× phone grows exactly as its line does, 52 to
    /// 59 pt from L to xxxL (iOS 26.1), where body text goes from 17 to 23 pt.
    @Test func aBuiltInRowGrowsByWhatItsLineGrows() throws {
        let large = try resolve(mailboxes(), .large, on: "iphone-se-3")
        let larger = try resolve(mailboxes(), .extraExtraExtraLarge, on: "iphone-se-3")
        #expect(try larger.require("inbox").frame.height - large.require("inbox").frame.height == 59 - 52)
        let largest = try resolve(mailboxes(), .accessibilityExtraExtraExtraLarge)
        let line = IntrinsicSize.lineHeight(of: SystemFont(size: 53), scale: 3)
        let inbox = try largest.require("inbox")
        let padding = 44 - IntrinsicSize.lineHeight(of: SystemFont(size: 17), scale: 3)
        #expect(abs(inbox.frame.height - (line + padding)) < 1e-9, "one 53-pt line and the padding of the standard row")
        #expect(try largest.require("drafts").frame.minY == largest.require("inbox").frame.maxY, "the rows below move down")
    }

    @Test func aRowWhoseConstraintsDecideItsHeightIsAsTallAsItsContent() throws {
        for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
            let screen = try resolve(mailboxes(), category)
            let row = try screen.require("notes"), label = try screen.require("notesTitle")
            #expect(label.frame.minY - row.frame.minY == row.layoutMargins.top, "\(category.rawValue)")
            #expect(row.frame.maxY - label.frame.maxY == row.layoutMargins.bottom)
            #expect(label.frame.height >= DynamicTypeStyle.body.font(at: category).lineHeight)
        }
        let wrapped = try resolve(mailboxes(), .accessibilityExtraExtraExtraLarge).require("notesTitle")
        #expect(wrapped.frame.height > 2 * SystemFont(size: 53).lineHeight, "the label wraps, and the row grows with it")
    }

    /// UIKit: "Detected a case where constraints ambiguously suggest a height of zero for a
    /// tableview cell's content view. We're considering the collapse unintentional and using
    /// standard height instead."
    @Test func aRowWhoseConstraintsSuggestNoHeightTakesTheStandardHeight() throws {
        let screen = try resolve(mailboxes(), .accessibilityExtraExtraExtraLarge)
        #expect(try screen.require("loose").frame.height == 44)
        #expect(try screen.require("tall").frame.height == 60, "or its frame's")
        let centred = try screen.require("centred"), loose = try screen.require("loose")
        #expect(abs(centred.frame.midY - loose.frame.midY) < 0.5, "centred, to the pixel")
    }

    @Test func fixedRowsKeepTheirHeight() throws {
        let screen = try resolve(mailboxes(rowHeight: 44), .accessibilityExtraExtraExtraLarge)
        #expect(try screen.require("inbox").frame.height == 44)
        #expect(try screen.require("notes").frame.height == 44)
        #expect(try screen.require("tall").frame.height == 60, "a cell's own frame still wins")
    }

    @Test func theTableScrollsOverTheRowsItHolds() throws {
        let device = try F.device("iphone-16-pro")
        for (category, scrolls) in [(ContentSizeCategory.large, false), (.accessibilityExtraExtraExtraLarge, true)] {
            let screen = LayoutResolver.resolve(
                mailboxes(), on: device, in: .landscapeLeft, variant: Variant(contentSize: category))
            let table = try screen.require("table")
            let last = try #require(screen.allViews.last { $0.attributes.kind == .tableViewCell })
            let range = try #require(table.scrollRange)
            let hidden = last.frame.maxY - table.frame.maxY + table.safeAreaInsets.bottom
            #expect((hidden > 0) == scrolls, "\(category.rawValue)")
            #expect(abs(range.up - max(0, hidden)) < 1e-6, "\(range) for rows reaching \(last.frame.maxY)")
        }
    }

    /// printed-values.md §10: a large title is `.largeTitle` bold at the text size, and the band
    /// it adds below the bar's row is 52 pt, or its line and 4 pt: 61.5 pt at AX2 (a 48-pt title)
    /// on a 2× phone, as iOS 26.1 printed.
    @Test(arguments: [
        (ContentSizeCategory.large, "iphone-se-3", 52.0), (.accessibilityLarge, "iphone-se-3", 61.5),
        (.accessibilityLarge, "iphone-16-pro", 57 + 1 / 3.0 + 4),
    ])
    func aLargeTitleGrowsWithTheText(category: ContentSizeCategory, device: String, band: Double) throws {
        let document = ScreenDocument(name: "inbox") {
            NavigationController(prefersLargeTitles: true) {
                ViewController(title: "Mailboxes") { View {}.id("root") }
            }
        }
        let screen = try resolve(document, category, on: device)
        let bar = try #require(screen.layout.allViews.first { $0.attributes.kind == .navigationBar })
        #expect(abs(bar.layoutMargins.bottom - band) < 1e-9, "\(bar.layoutMargins)")
        #expect(bar.attributes.font == SystemFont(size: DynamicTypeStyle.largeTitle.font(at: category).size, weight: .bold))
        #expect(try screen.require("root").safeAreaInsets.top == bar.frame.maxY)
    }
}
