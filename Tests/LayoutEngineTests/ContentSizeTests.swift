@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing
import Typography

/// The text size chosen in Settings: text-style fonts take their size at it, as an app launched
/// with it makes them, and the views sized by their text grow with them; fonts in points and the
/// bars' titles keep theirs.
@Suite("Content size categories")
struct ContentSizeTests {
    let root: ViewID = "root", styled: ViewID = "styled", fixed: ViewID = "fixed", button: ViewID = "button"

    var document: ScreenDocument {
        ScreenDocument(name: "text") {
            NavigationController {
                ViewController(title: "Inbox") {
                    View {
                        Label("Unread messages").id(styled).font(.body)
                        Label("Unread messages").id(fixed).font(size: 17)
                        Button("Reply").id(button).font(.headline)
                    }
                    .id(root)
                    .constraints {
                        styled.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)
                        styled.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
                        fixed.topAnchor.constraint(equalTo: styled.bottomAnchor, constant: 8)
                        fixed.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
                        button.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 8)
                        button.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
                    }
                }
            }
        }
    }

    func resolve(_ category: ContentSizeCategory) throws -> ResolvedScreen {
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-16-pro"))
        return LayoutResolver.resolve(document, on: device, in: .portrait, variant: Variant(contentSize: category))
    }

    @Test(arguments: ContentSizeCategory.allCases)
    func textStyleFontsTakeTheirSizeAtTheCategory(_ category: ContentSizeCategory) throws {
        let screen = try resolve(category)
        let styled = try screen.require("styled"), fixed = try screen.require("fixed"), button = try screen.require("button")
        #expect(styled.attributes.font == DynamicTypeStyle.body.font(at: category))
        #expect(button.attributes.font == DynamicTypeStyle.headline.font(at: category))
        #expect(fixed.attributes.font == SystemFont(size: 17), "a font given in points keeps its size")
        // The label is as tall as its one line at the new size (UIKit rounds up to the pixels).
        let line = DynamicTypeStyle.body.font(at: category).lineHeight
        #expect(styled.frame.height >= line && styled.frame.height < line + 1, "\(category.rawValue): \(styled.frame)")
        #expect(screen.layout.bars.contains { $0.kind == .navigationBar })
    }

    @Test func textGrowsAndPushesWhatFollowsIt() throws {
        let large = try resolve(.large), largest = try resolve(.accessibilityExtraExtraExtraLarge)
        let small = try resolve(.extraSmall)
        #expect(try largest.require("styled").frame.height > large.require("styled").frame.height * 2.5)
        // The button below moves down by what the label grew: a 53-pt line instead of a 17-pt one.
        let growth = SystemFont(size: 53).lineHeight - SystemFont(size: 17).lineHeight
        #expect(try abs(largest.require("button").frame.minY - large.require("button").frame.minY - growth) < 1)
        #expect(try small.require("styled").frame.width < large.require("styled").frame.width)
        #expect(try largest.require("fixed").frame.height == large.require("fixed").frame.height)
    }

    /// The navigation bar's title is not a text-style font the app made: UIKit keeps the bar's
    /// title at 17-pt semibold at every size (uikit-semantics.md), and the bar's height with it.
    @Test func theBarKeepsItsTitleAndHeight() throws {
        let large = try resolve(.large), largest = try resolve(.accessibilityExtraExtraExtraLarge)
        #expect(large.layout.bars == largest.layout.bars)
        let title = { (screen: ResolvedScreen) in
            screen.layout.allViews.first { $0.attributes.kind == .navigationBar }?.attributes.font
        }
        #expect(title(large) == title(largest))
    }

    @Test func aTableCellsTextIsBody() throws {
        let document = ScreenDocument(name: "list") {
            ViewController {
                TableView { TableViewCell("Wi-Fi").id("wifi") }
            }
        }
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-16-pro"))
        let screen = LayoutResolver.resolve(
            document, on: device, in: .portrait, variant: Variant(contentSize: .accessibilityLarge))
        #expect(try screen.require("wifi").attributes.font == SystemFont(size: 33))
    }
}

extension ContentSizeTests {
    /// swift-snapshot-testing's `testTraitsWithViewController` printed a `.title1` label pinned to
    /// a controller view's margins guide on an iPhone SE's traits at every category: (16 20; 288
    /// H), H from 30 at xS to 69.3333 at AX5 (dynamic-type.md, "Label heights"). The simulator's
    /// screen was 3×, the SE is 2×: heights agree to the larger pixel.
    @Test(
        arguments: zip(
            ContentSizeCategory.allCases,
            [
                30, 31.3333, 32.3333, 33.6667, 36, 38.3333, 40.6667, 45.6667, 51.3333, 57.3333, 63.3333, 69.3333,
            ]))
    func aTitleLabelSitsAndGrowsAsPrinted(category: ContentSizeCategory, height: Double) throws {
        let root: ViewID = "root", label: ViewID = "label"
        let document = ScreenDocument(name: "traits") {
            ViewController {
                View { Label("What's the point?").id(label).font(.title1) }
                    .id(root)
                    .constraints {
                        label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor)
                        label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
                        label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor)
                    }
            }
        }
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-se-1"))
        let screen = LayoutResolver.resolve(
            document, on: device, in: .portrait, variant: Variant(contentSize: category),
            conditions: SystemConditions(systemVersion: 13))
        let frame = try screen.require("label").frame
        #expect(frame.origin == Point(x: 16, y: 20) && frame.width == 288, "\(frame)")
        #expect(abs(frame.height - height) <= 0.5, "\(category.rawValue): \(frame.height), printed \(height)")
    }

    /// A label of several lines pinned to both margins wraps at the width they leave, as UIKit
    /// sets `preferredMaxLayoutWidth` from a first layout, and is as tall as its lines; one of at
    /// most two lines ends in "…"; one of one line is one line, cut short.
    @Test(arguments: [(0, 5), (2, 2), (1, 1)])
    func aLabelOfSeveralLinesWrapsAtTheWidthItIsGiven(numberOfLines: Int, lines: Int) throws {
        let root: ViewID = "root", note: ViewID = "note"
        let document = ScreenDocument(name: "note") {
            ViewController {
                View {
                    Label("Your changes were saved to iCloud and will sync to your other devices").id(note).font(.body)
                        .numberOfLines(numberOfLines)
                }
                .id(root)
                .constraints {
                    note.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
                    note.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
                    note.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor)
                }
            }
        }
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-16-pro"))
        let screen = LayoutResolver.resolve(
            document, on: device, in: .portrait, variant: Variant(contentSize: .accessibilityExtraExtraExtraLarge))
        let label = try screen.require("note")
        #expect(label.frame.width == 402 - 32, "between the margins")
        let layout = TextLayout(
            label.attributes.text!, font: label.attributes.font, width: label.frame.width, maximumLines: numberOfLines)
        #expect(layout.lines.count == lines)
        #expect(
            abs(label.frame.height - layout.height) < 1,
            "\(label.frame.height) for \(lines) lines of \(label.attributes.font.lineHeight)")
        #expect(layout.isTruncated == (numberOfLines != 0))
    }
}
