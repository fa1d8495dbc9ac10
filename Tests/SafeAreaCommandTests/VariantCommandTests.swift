import DeviceGeometry
import Foundation
import Rasterizer
import RunReporting
import SnapshotTestSupport
import Testing

/// `--layout-direction` lays screens out in a right-to-left language, `--appearance` draws them
/// dark, and `--variants` names whole variants.
@Suite("safearea --layout-direction, --appearance, --variants")
struct VariantCommandTests {
    static let example = CommandRunner.packageRoot.appendingPathComponent("Examples/profile-card.yaml").path

    /// The note of the text-size tests, drawn right to left: its text ends at the right margin.
    @Test func theTextStartsOnTheRight() throws {
        let screen = try ContentSizeCommandTests.screen(), folder = screen.deletingLastPathComponent()
        var inkedColumns: [String: ClosedRange<Int>] = [:]
        for direction in ["ltr", "rtl"] {
            let out = folder.appendingPathComponent(direction)
            let run = try CommandRunner.run(
                "render", screen.path, "--devices", "iphone-16-pro", "--orientation", "portrait", "--scale", "1",
                "--layout-direction", direction, "--out", out.path)
            #expect(run.status == 0, "\(run.errors)")
            let name = direction == "ltr" ? "iphone-16-pro.portrait.png" : "iphone-16-pro.portrait.rtl.png"
            let image = try PNG.decode(Array(Data(contentsOf: out.appendingPathComponent("note/\(name)"))))
            // Columns with dark text in the label's rows, below the safe area's top (62 pt).
            let columns = (0..<402).filter { x in
                (70..<92).contains { y in image[x, y].red < 80 && image[x, y].green < 80 && image[x, y].blue < 80 }
            }
            inkedColumns[direction] = try #require(columns.first)...#require(columns.last)
        }
        let ltr = try #require(inkedColumns["ltr"]), rtl = try #require(inkedColumns["rtl"])
        #expect(ltr.lowerBound >= 16 && ltr.lowerBound < 20, "\(ltr)")
        #expect(rtl.upperBound <= 402 - 16 && rtl.upperBound > 402 - 20, "\(rtl)")
        #expect(abs(ltr.count - rtl.count) <= 1, "the same text, mirrored in place: \(ltr), \(rtl)")
    }

    /// In the dark the screen's system colours are dark and the image is named after it.
    @Test func theDarkAppearanceIsItsOwnImage() throws {
        let folder = try CommandRunner.temporaryFolder()
        let run = try CommandRunner.run(
            "render", Self.example, "--devices", "iphone-16-pro", "--orientation", "portrait", "--scale", "1",
            "--appearances", "light,dark", "--out", folder.path)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Rendered 2 images (1 screen × 1 device-orientation × 2 variants)"), "\(run.output)")
        let light = try PNG.decode(
            Array(Data(contentsOf: folder.appendingPathComponent("profile-card/iphone-16-pro.portrait.png"))))
        let dark = try PNG.decode(
            Array(Data(contentsOf: folder.appendingPathComponent("profile-card/iphone-16-pro.portrait.dark.png"))))
        // Below the card, the root view's systemGroupedBackground.
        #expect(light[200, 600] == Color(rgb: 0xF2F2F7) && dark[200, 600] == .black)
    }

    /// Xcode's double-length pseudolanguage shows what truncates before anything is translated:
    /// the order's heading fits in English and ends in "…" on a 320-pt phone in double length.
    @Test func theDoubleLengthPseudolanguageFindsWhatTruncates() throws {
        let orderStatus = CommandRunner.packageRoot.appendingPathComponent("Examples/order-status.yaml").path
        let run = try CommandRunner.run(
            "audit", orderStatus, "--devices", "iphone-se-1", "--orientation", "portrait", "--pseudo-language",
            "double-length")
        #expect(run.output.contains("warning text-clipped: label \"Arriving Tuesday Arriving Tuesday\""), "\(run.output)")
        #expect(run.output.contains("on iphone-se-1.portrait.double-length; only in double-length"), "\(run.output)")
    }

    /// A language code shows the team's translations from `--strings`, and names the languages
    /// the files translate into when they have none for it.
    @Test func aLanguageShowsTheTeamsTranslations() throws {
        let orderStatus = CommandRunner.packageRoot.appendingPathComponent("Examples/order-status.yaml").path
        let strings = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/strings").path
        let folder = try CommandRunner.temporaryFolder()
        let report = folder.appendingPathComponent("report")
        let run = try CommandRunner.run(
            "render", orderStatus, "--devices", "iphone-16-pro", "--orientation", "portrait", "--scale", "1",
            "--languages", "default,de", "--strings", strings, "--out", folder.appendingPathComponent("out").path,
            "--report", report.path)
        #expect(run.status == 0, "\(run.errors)")
        let entries = try RunReportFolder(url: report).read().entries
        #expect(entries.map(\.key) == ["order-status/iphone-16-pro.portrait", "order-status/iphone-16-pro.portrait.de"])
        let missing = try CommandRunner.run(
            "render", orderStatus, "--device", "iphone-16-pro", "--language", "fr", "--strings", strings, "--out",
            folder.appendingPathComponent("fr").path)
        #expect(missing.status != 0)
        #expect(missing.errors.contains("no strings file translates into 'fr': the strings files translate into de, fi"))
        let none = try CommandRunner.run("render", orderStatus, "--language", "de", "--out", folder.path)
        #expect(none.errors.contains("name them with --strings or the settings' strings"), "\(none.errors)")
    }

    /// The example's Edit button is covered only right to left, and the audit says so.
    @Test func theAuditSaysTheFindingIsOnlyRightToLeft() throws {
        let run = try CommandRunner.run(
            "audit", Self.example, "--devices", "iphone-16-pro", "--orientation", "portrait", "--layout-directions", "ltr,rtl")
        #expect(run.output.contains("on 1 device-orientation × 2 variants"), "\(run.output)")
        #expect(run.output.contains("warning occluded: edit"))
        #expect(run.output.contains("on iphone-16-pro.portrait.rtl; only right to left"), "\(run.output)")
    }

    /// `--variants recommended` is the default, AX5, right to left and dark, each an entry of the
    /// report with its name, and the report matches its schema.
    @Test(.enabled(if: PythonJSONSchema.isAvailable, "needs python3 with jsonschema and yaml"))
    func recommendedVariantsAreEntriesOfTheReport() throws {
        let folder = try CommandRunner.temporaryFolder()
        let report = folder.appendingPathComponent("report")
        let run = try CommandRunner.run(
            "render", Self.example, "--devices", "iphone-16-pro", "--orientation", "portrait", "--scale", "1",
            "--variants", "recommended", "--out", folder.appendingPathComponent("out").path, "--report", report.path)
        #expect(run.status == 0, "\(run.errors)")
        let entries = try RunReportFolder(url: report).read().entries
        #expect(
            entries.map(\.key) == [
                "profile-card/iphone-16-pro.portrait", "profile-card/iphone-16-pro.portrait.AX5",
                "profile-card/iphone-16-pro.portrait.rtl", "profile-card/iphone-16-pro.portrait.dark",
            ])
        let problems = try PythonJSONSchema.validate(
            [report.appendingPathComponent("report.json").path],
            against: CommandRunner.packageRoot.appendingPathComponent("Schemas/run-report.schema.json").path)
        #expect(problems.isEmpty, Comment(rawValue: problems))
    }

    @Test(arguments: [
        (["--layout-direction", "sideways"], "unknown layout direction 'sideways': use ltr or rtl"),
        (["--variants", "AX5+Up"], "unknown variant 'AX5+Up': use recommended"),
        (["--variants", "rtl", "--content-size", "AX5"], "--variants lists whole variants"),
        (["--layout-direction", "rtl", "--layout-directions", "ltr,rtl"], "use --layout-direction or --layout-directions"),
        (["--appearance", "dim"], "unknown appearance 'dim': use light or dark"),
        (["--variants", "dark", "--appearances", "light,dark"], "--variants lists whole variants"),
        (["--pseudo-language", "klingon"], "unknown pseudolanguage 'klingon': use double-length or accented"),
        (["--language", "Deutsch"], "unknown language 'Deutsch': use default, double-length, accented or a language code"),
    ])
    func badVariantsSayWhatIsKnown(_ options: [String], _ message: String) throws {
        let run = try CommandRunner.run(["render", Self.example, "--out", "/tmp/unused"] + options)
        #expect(run.status == 64 || run.status == 2, "\(run.status)")
        #expect(run.errors.contains(message), "\(run.errors)")
    }
}
