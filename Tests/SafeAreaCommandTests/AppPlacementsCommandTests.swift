import Foundation
import RunReporting
import SnapshotTestSupport
import Testing

/// A run audits a screen only where its app can show it: the orientations and device families its
/// Info.plist and Xcode project declare, narrowed by what the settings say of single screens; every
/// report says what it skipped and why.
@Suite("safearea on the placements an app supports")
struct AppPlacementsCommandTests {
    static let shop = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/apps/Shop")
    static let login = shop.appendingPathComponent("Shop/Base.lproj/Main.storyboard").path
    static let skippedLine =
        "Skipped 2 device-orientations of 1 screen: the app supports portrait only on iPhone "
        + "(Shop/Info.plist, target Shop of Shop.xcodeproj)."

    @Test func theProjectAboveAStoryboardLimitsItsPlacementsAndEveryFormatSaysSo() throws {
        let text = try CommandRunner.run("audit", Self.login, "--devices", "iphone-16-pro,ipad-10")
        #expect(text.status == 1, "\(text.errors)")
        #expect(text.output.contains("Main/Login: 2 errors, 1 warning on 1 device-orientation\n"))
        #expect(text.output.contains(Self.skippedLine))
        #expect(text.output.contains("Skipped 4 device-orientations of 1 screen: the app runs on iPhone only"))
        let json = try CommandRunner.run("audit", Self.login, "--devices", "iphone-16-pro", "--format", "json")
        let report = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let skipped = try #require(report?["skipped"] as? [[String: Any]])
        #expect(skipped.first?["placements"] as? [String] == ["iphone-16-pro.landscapeLeft", "iphone-16-pro.landscapeRight"])
        let junit = try CommandRunner.run("audit", Self.login, "--devices", "iphone-16-pro", "--format", "junit")
        #expect(junit.output.contains(#"name="iphone-16-pro.landscapeLeft" time="0">"#))
        #expect(junit.output.contains(#"<skipped message="the app supports portrait only on iPhone"#))
        let sarif = try CommandRunner.run("audit", Self.login, "--devices", "iphone-16-pro", "--format", "sarif")
        #expect(sarif.output.contains("toolExecutionNotifications"))
        #expect(sarif.output.contains(Self.skippedLine))
    }

    /// The run report of an audit of `login` on one phone, in a new folder.
    static func auditReport() throws -> URL {
        let folder = try CommandRunner.temporaryFolder()
        let result = try CommandRunner.run(
            "audit", Self.login, "--devices", "iphone-16-pro", "--report", folder.path, "--no-findings", "--scale", "1")
        #expect(result.status == 1, "\(result.errors)")
        return folder
    }

    @Test func theRunReportKeepsTheSkippedPlacements() throws {
        let folder = try Self.auditReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try RunReportFolder(url: folder).read().skipped.map(\.placements.count) == [2])
    }

    @Test(.enabled(if: PythonJSONSchema.isAvailable, "needs python3 with jsonschema and yaml"))
    func theRunReportWithSkippedPlacementsMatchesItsSchema() throws {
        let folder = try Self.auditReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        let problems = try PythonJSONSchema.validate(
            [folder.appendingPathComponent("report.json").path],
            against: CommandRunner.packageRoot.appendingPathComponent("Schemas/run-report.schema.json").path)
        #expect(problems.isEmpty, Comment(rawValue: problems))
    }

    @Test func allPlacementsAuditsWhatTheAppDoesNotSupport() throws {
        let result = try CommandRunner.run("audit", Self.login, "--devices", "iphone-16-pro", "--all-placements")
        #expect(result.output.contains("on 3 device-orientations"))
        #expect(!result.output.contains("Skipped"))
    }

    @Test func theProjectOrInfoPlistCanBeNamed() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("Login.storyboard")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.login), to: copy)
        let plist = Self.shop.appendingPathComponent("Shop/Info.plist").path
        let named = try CommandRunner.run("audit", copy.path, "--devices", "iphone-16-pro", "--info-plist", plist)
        #expect(named.output.contains("Skipped 2 device-orientations of 1 screen: the app supports portrait only on iPhone"))
        let project = try CommandRunner.run(
            "audit", copy.path, "--devices", "ipad-10", "--project", Self.shop.appendingPathComponent("Shop.xcodeproj").path,
            "--target", "ShopPad")
        #expect(project.output.contains("the app supports landscape left and landscape right only on iPad"))
        let wrong = try CommandRunner.run("audit", copy.path, "--target", "Shop")
        #expect(wrong.status == 2)
        #expect(wrong.errors.contains("--target names a target of --project"))
    }

    @Test func theSettingsNameTheAppAndSayWhatCodeDecidesOfAScreen() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = folder.appendingPathComponent("pay.yaml")
        try CommandRunner.writeButtonScreen(to: screen, name: "pay", title: "Pay")
        try Data(
            """
            app:
              families: [iPhone]
            screens:
              "pa*":
                presentation: sheet
              pay:
                orientations: [portrait, upsideDown]
            """.utf8
        ).write(to: folder.appendingPathComponent(".safearea.yml"))
        let result = try CommandRunner.run("audit", screen.path, "--devices", "iphone-8,ipad-10", in: folder)
        #expect(result.output.contains("pay: 0 errors"), "as a sheet, the button is clear of the status bar: \(result.output)")
        #expect(result.output.contains("on 2 device-orientations\n"))
        #expect(
            result.output.contains(
                "Skipped 2 device-orientations of 1 screen: the screen is shown in portrait and upside-down portrait only on "
                    + "iPhone (.safearea.yml, screens: pay)."))
        #expect(result.output.contains("Skipped 4 device-orientations of 1 screen: the app runs on iPhone only (.safearea.yml)."))
        try Data("screens:\n  pay:\n    orientations: [sideways]\n".utf8).write(
            to: folder.appendingPathComponent(".safearea.yml"))
        let bad = try CommandRunner.run("audit", screen.path, in: folder)
        #expect(bad.status == 2)
        #expect(bad.errors.contains("$.screens.pay.orientations: 'sideways' is not an orientation"))
    }
}
