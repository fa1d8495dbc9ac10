import DeviceGeometry
import Foundation
import Testing

/// UIKit's system colours in both appearances beside the values UIKit printed at run time, in
/// `Documentation/Reference/system-colors.md`: each printed value must be ours or say why it is
/// not, and the committed table must be the one this test writes (`SAFEAREA_FIDELITY=write`).
@Suite("System colours beside the printed ones")
struct SystemColorTests {
    static let table = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Documentation/Reference/system-colors.md")

    /// A colour's light and dark values as one source printed them (`RRGGBB` or `RRGGBBAA`).
    struct Printed {
        var name: String
        var light: String
        var dark: String
        var source: String
        /// Why ours differs, when it does.
        var difference: String?
    }

    static let runtime =
        "CreatureSurvive/Alderis `Alderis/ColorPickerColorGroup.swift` @ 2befee5: UIKit's colours read at run time "
        + "(2025, iOS 17–18), components as floats"
    static let iOS13 =
        "mgacy/Adequate `ColorCompatibility.swift`: values generated on iOS 13 by noahsark769/NGSystemColorComparison"
    static let iOS26 =
        "a research note that resolved `UIColor` on iOS 26.5 (23F77) and iOS 27.0 (24A434) simulators"
    static let newTints =
        "iOS 26 moved these tints (Apple's Human Interface Guidelines, June 2025); ours are iOS 13–18's, for every iOS"

    static let printed: [Printed] =
        [
            ("systemRed", "FF3B30", "FF453A"), ("systemOrange", "FF9500", "FF9F0A"), ("systemYellow", "FFCC00", "FFD60A"),
            ("systemGreen", "34C759", "30D158"), ("systemMint", "00C7BE", "63E6E2"), ("systemTeal", "30B0C7", "40C8E0"),
            ("systemCyan", "32ADE6", "64D2FF"), ("systemBlue", "007AFF", "0A84FF"), ("systemIndigo", "5856D6", "5E5CE6"),
            ("systemPurple", "AF52DE", "BF5AF2"), ("systemPink", "FF2D55", "FF375F"), ("systemBrown", "A2845E", "AC8E68"),
            ("systemGray", "8E8E93", "8E8E93"), ("systemGray2", "AEAEB2", "636366"), ("systemGray3", "C7C7CC", "48484A"),
            ("systemGray4", "D1D1D6", "3A3A3C"), ("systemGray5", "E5E5EA", "2C2C2E"), ("systemGray6", "F2F2F7", "1C1C1E"),
            ("label", "000000", "FFFFFF"), ("secondaryLabel", "3C3C4399", "EBEBF599"),
            ("tertiaryLabel", "3C3C434C", "EBEBF54C"), ("quaternaryLabel", "3C3C432D", "EBEBF528"),
            ("placeholderText", "3C3C434C", "EBEBF54C"), ("link", "007AFF", "0984FF"),
            ("separator", "3C3C434A", "54545899"), ("opaqueSeparator", "C6C6C8", "38383A"),
            ("systemBackground", "FFFFFF", "000000"), ("secondarySystemBackground", "F2F2F7", "1C1C1E"),
            ("tertiarySystemBackground", "FFFFFF", "2C2C2E"), ("systemGroupedBackground", "F2F2F7", "000000"),
            ("secondarySystemGroupedBackground", "FFFFFF", "1C1C1E"), ("tertiarySystemGroupedBackground", "F2F2F7", "2C2C2E"),
            ("systemFill", "78788033", "7878805C"), ("secondarySystemFill", "78788029", "78788052"),
            ("tertiarySystemFill", "7676801F", "7676803D"), ("quaternarySystemFill", "74748014", "7676802E"),
        ].map { Printed(name: $0.0, light: $0.1, dark: $0.2, source: runtime) }
        + [
            Printed(
                name: "systemTeal", light: "5AC8FA", dark: "64D2FF", source: iOS13,
                difference: "iOS 15 moved teal; this is iOS 13's, today's cyan range"),
            Printed(
                name: "quaternaryLabel", light: "3C3C432D", dark: "EBEBF52E", source: iOS13,
                difference: "its dark alpha was 0.18 on iOS 13 and is 0.157 at run time on iOS 17–18, which ours follows"),
            Printed(name: "secondaryLabel", light: "3C3C4399", dark: "EBEBF599", source: iOS13),
            Printed(name: "separator", light: "3C3C434A", dark: "54545899", source: iOS13),
            Printed(name: "systemBlue", light: "0088FF", dark: "0091FF", source: iOS26, difference: newTints),
            Printed(name: "systemRed", light: "FF383C", dark: "FF4245", source: iOS26, difference: newTints),
            Printed(name: "systemGreen", light: "34C759", dark: "30D158", source: iOS26),
            Printed(name: "systemOrange", light: "FF8D28", dark: "FF9230", source: iOS26, difference: newTints),
            Printed(name: "link", light: "007AFF", dark: "0984FF", source: iOS26),
        ]

    /// Ours, as `RRGGBB` or `RRGGBBAA` in each appearance.
    static func ours(_ name: String) -> (light: String, dark: String)? {
        guard let color = Color(parsing: name) else { return nil }
        func hex(_ appearance: Appearance) -> String { String(color.resolved(in: appearance).description.dropFirst()) }
        return (hex(.light), hex(.dark))
    }

    static func matches(_ row: Printed) -> Bool {
        ours(row.name).map { $0.light == row.light && $0.dark == row.dark } ?? false
    }

    @Test func everyPrintedColourIsOursOrSaysWhyNot() throws {
        for row in Self.printed {
            #expect(Self.ours(row.name) != nil, "\(row.name) is not a colour name we read")
            if let reason = row.difference {
                #expect(!Self.matches(row), "\(row.name) matches now; drop its reason (\(reason))")
            } else {
                #expect(
                    Self.matches(row),
                    "\(row.name): printed \(row.light) / \(row.dark), ours \(String(describing: Self.ours(row.name)))")
            }
        }
        let markdown = Self.markdown()
        if ProcessInfo.processInfo.environment["SAFEAREA_FIDELITY"] == "write" {
            try Data(markdown.utf8).write(to: Self.table, options: .atomic)
        }
        let committed = try String(contentsOf: Self.table, encoding: .utf8)
        #expect(
            committed == markdown, "system-colors.md is stale: run SAFEAREA_FIDELITY=write swift test --filter SystemColorTests")
    }

    static func markdown() -> String {
        var lines = ""
        for row in printed {
            let ours = Self.ours(row.name) ?? ("", "")
            let mark = matches(row) ? "" : " (**\(ours.light) / \(ours.dark)**: \(row.difference ?? ""))"
            lines += "| `\(row.name)` | \(row.light) / \(row.dark)\(mark) | \(row.source) |\n"
        }
        return """
            # System colours: printed values beside ours

            Generated by `SystemColorTests` (`SAFEAREA_FIDELITY=write swift test --filter SystemColorTests`); the
            test fails when a colour stops matching without a reason, or when this file is stale. Each row is
            what UIKit gave for a system colour in the light and the dark appearance (`RRGGBB`, or `RRGGBBAA`
            when not opaque), with ours in bold where it differs. Ours are iOS 13–18's for every iOS: the
            tints that iOS 26 moved are listed with their new values and not yet followed. The colours a
            control draws for its own parts (a switch's track, a bar's material) are not system colours and
            were never printed; the renderer takes the nearest system colour for them.

            **\(printed.filter(matches).count) of \(printed.count) printed values are ours.**

            | colour | printed light / dark | source |
            |---|---|---|

            """ + lines
    }
}
