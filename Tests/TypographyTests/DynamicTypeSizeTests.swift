import DeviceGeometry
import Foundation
import Testing

@testable import Typography

/// The text styles' sizes at every content size beside the sizes simulators printed, in
/// `Documentation/Reference/dynamic-type.md`: each printed size must be ours or say why it is not,
/// and the committed table must be the one this test writes (`SAFEAREA_FIDELITY=write`).
@Suite("Dynamic Type sizes beside the printed ones")
struct DynamicTypeSizeTests {
    static let table = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Documentation/Reference/dynamic-type.md")

    /// Sizes a simulator printed for one style, extra small to AX5 (nil where it printed none).
    struct Printed {
        var style: DynamicTypeStyle
        var sizes: [Double?]
        var source: String
        /// Why ours differs, by the category where it does.
        var differences: [ContentSizeCategory: String] = [:]
    }

    static let iOS13 =
        "temoki/UIKit_DynamicType README.md @ 04de9d6, `UIFont.preferredFont(forTextStyle:)` on each category "
        + "(\"Check with Xcode 11.3 and iOS 13.3 simulator\")"

    /// Every printed size found (the tool library's search, November 2026).
    static let printed: [Printed] = [
        Printed(style: .largeTitle, sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], source: iOS13),
        Printed(style: .title1, sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], source: iOS13),
        Printed(style: .title2, sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], source: iOS13),
        Printed(style: .title3, sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], source: iOS13),
        Printed(style: .headline, sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], source: iOS13),
        Printed(style: .subheadline, sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], source: iOS13),
        Printed(style: .body, sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], source: iOS13),
        Printed(style: .callout, sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], source: iOS13),
        Printed(
            style: .footnote, sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            source: iOS13 + "; its app's list of styles leaves footnote out, so this row may be copied rather than printed"),
        Printed(style: .caption1, sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], source: iOS13),
        Printed(
            style: .caption2, sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41], source: iOS13,
            differences: [
                .accessibilityExtraExtraExtraLarge:
                    "Apple's table and two code copies (faberNovel/ADUtils, Subito-it/SwiftyMarkdown) give 40; this one print gives 41, "
                    + "and ours keeps Apple's until a newer print settles it"
            ]),
        Printed(
            style: .body, sizes: [nil, nil, nil, 17, nil, nil, nil, nil, nil, nil, nil, nil],
            source: "zacwest gist 916d31da5d03405809c4, `print(style, font.pointSize)` at the default size, iOS 17"),
        Printed(
            style: .largeTitle, sizes: [nil, nil, nil, 34, nil, nil, nil, nil, nil, nil, nil, nil],
            source: "the same gist"),
        Printed(
            style: .caption2, sizes: [nil, nil, nil, 11, nil, nil, nil, nil, nil, nil, nil, nil],
            source: "the same gist"),
    ]

    /// The height of a one-line `UILabel` in `.title1` ("What's the point?") at each category, as
    /// printed by `recursiveDescription` in swift-snapshot-testing's own tests (an iPhone SE's
    /// traits on a 3× simulator, so heights come in thirds of a point).
    static let title1LabelHeights: [Double] = [
        30, 31.3333, 32.3333, 33.6667, 36, 38.3333, 40.6667, 45.6667, 51.3333, 57.3333, 63.3333, 69.3333,
    ]
    static let labelHeightSource =
        "pointfreeco/swift-snapshot-testing `Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/"
        + "testTraitsWithViewController.label-<category>.txt`: `<UILabel; frame = (16 20; 288 69.3333)` at AX5"

    /// A label's height is its font's line height rounded up to the screen's pixels.
    static func lineHeight(_ style: DynamicTypeStyle, at category: ContentSizeCategory, scale: Double) -> Double {
        (style.font(at: category).lineHeight * scale - 1e-9).rounded(.up) / scale
    }

    @Test func aLabelIsAsTallAsItsLineAtEveryCategory() {
        for (category, printed) in zip(ContentSizeCategory.allCases, Self.title1LabelHeights) {
            let ours = Self.lineHeight(.title1, at: category, scale: 3)
            #expect(abs(ours - printed) < 1e-3, "title1 at \(category.rawValue): printed \(printed), ours \(ours)")
        }
    }

    @Test func everyPrintedSizeIsOursOrSaysWhyNot() throws {
        for row in Self.printed {
            for (category, size) in zip(ContentSizeCategory.allCases, row.sizes) {
                guard let size else { continue }
                let ours = row.style.font(at: category).size
                if let reason = row.differences[category] {
                    #expect(ours != size, "\(row.style) at \(category.rawValue) matches now; drop its reason (\(reason))")
                } else {
                    #expect(ours == size, "\(row.style) at \(category.rawValue): printed \(size), ours \(ours)")
                }
            }
        }
        let markdown = Self.markdown()
        if ProcessInfo.processInfo.environment["SAFEAREA_FIDELITY"] == "write" {
            try Data(markdown.utf8).write(to: Self.table, options: .atomic)
        }
        let committed = try String(contentsOf: Self.table, encoding: .utf8)
        #expect(
            committed == markdown,
            "dynamic-type.md is stale: run SAFEAREA_FIDELITY=write swift test --filter DynamicTypeSizeTests")
    }

    @Test func theCategoriesAreNamedAsAppleAndUIKitNameThem() {
        #expect(ContentSizeCategory(named: "AX5") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(named: "accessibilityMedium") == .accessibilityMedium)
        #expect(ContentSizeCategory(named: "xxxl") == .extraExtraExtraLarge)
        #expect(ContentSizeCategory(named: "huge") == nil)
        #expect(ContentSizeCategory.allCases.count == 12 && ContentSizeCategory.allCases.sorted() == ContentSizeCategory.allCases)
        #expect(
            !ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory
                && ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(DynamicTypeStyle.headline.font(at: .accessibilityMedium) == SystemFont(size: 28, weight: .semibold))
    }

    static func markdown() -> String {
        let categories = ContentSizeCategory.allCases
        var compared = 0, matched = 0, lines = ""
        for row in printed {
            var cells: [String] = []
            for (category, size) in zip(categories, row.sizes) {
                guard let size else {
                    cells.append("")
                    continue
                }
                let ours = row.style.font(at: category).size
                compared += 1
                if ours == size { matched += 1 }
                cells.append(
                    ours == size ? format(size) : "\(format(size)) (**\(format(ours))**: \(row.differences[category] ?? ""))")
            }
            lines += "| \(row.style) | " + cells.joined(separator: " | ") + " | \(row.source) |\n"
        }
        return """
            # Dynamic Type: printed sizes beside ours

            Generated by `DynamicTypeSizeTests` (`SAFEAREA_FIDELITY=write swift test --filter DynamicTypeSizeTests`);
            the test fails when a size stops matching without a reason, or when this file is stale. Ours are
            the tables "iOS, iPadOS Dynamic Type sizes" of Apple's Human Interface Guidelines (Typography ›
            Specifications); each row below is what a simulator printed for `UIFont.preferredFont(forTextStyle:)`
            at each content size, with ours in bold where it differs. Before iOS 11 only body grew past
            xxxL (iOS 7 and 8 prints show the other styles stopping there); those prints are left out.

            **\(matched) of \(compared) printed sizes are ours.**

            | style | \(categories.map(\.rawValue).joined(separator: " | ")) | source |
            |---|\(String(repeating: "---|", count: categories.count))---|

            """ + lines + labelHeightsMarkdown()
    }

    /// The second table: label heights printed beside ours.
    static func labelHeightsMarkdown() -> String {
        let categories = ContentSizeCategory.allCases
        let ours = categories.map { lineHeight(.title1, at: $0, scale: 3) }
        let matched = zip(ours, title1LabelHeights).filter { abs($0 - $1) < 1e-3 }.count
        func cell(_ value: Double) -> String { String(format: "%.2f", value) }
        return """

            ## Label heights

            A one-line label is as tall as its font's line (1.1934 × the point size), rounded up to the
            screen's pixels. **\(matched) of \(title1LabelHeights.count) printed heights are ours.**

            | | \(categories.map(\.rawValue).joined(separator: " | ")) | source |
            |---|\(String(repeating: "---|", count: categories.count))---|
            | printed, title1 | \(title1LabelHeights.map(cell).joined(separator: " | ")) | \(labelHeightSource) |
            | ours | \(ours.map(cell).joined(separator: " | ")) | |

            """
    }

    static func format(_ size: Double) -> String { size == size.rounded() ? String(Int(size)) : String(size) }
}
