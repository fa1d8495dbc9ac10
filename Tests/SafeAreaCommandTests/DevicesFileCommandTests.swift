import Foundation
import SnapshotTestSupport
import Testing

/// A team's own devices on the command line: `--devices-file`, and `devices:` in `.safearea.yml`.
@Suite("safearea with a team's devices")
struct DevicesFileCommandTests {
    static let teamFile = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/devices/iphone-4s.yaml").path
    static let teamDump = CaptureCommandTests.fixtures.appendingPathComponent("legacy.iphone-4s.txt").path

    @Test func aDevicesFileAddsAModelThatTheDevicesCommandPrintsAndReadsBack() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let printed = try CommandRunner.run("devices", "iphone-4s", "--devices-file", Self.teamFile, "--json")
        #expect(printed.status == 0, "\(printed.errors)")
        let json = folder.appendingPathComponent("se.json")
        try Data(printed.output.utf8).write(to: json)
        let again = try CommandRunner.run("devices", "iphone-4s", "--devices-file", json.path, "--json")
        #expect(again.output == printed.output)
        let table = try CommandRunner.run("devices", "phones", "--devices-file", Self.teamFile)
        #expect(table.output.contains("iphone-4s          iPhone 4s                    320×480  @2x    640×960    0"))
        let unknown = try CommandRunner.run("devices", "iphone-4s")
        #expect(unknown.status == 2)
    }

    @Test(.enabled(if: PythonJSONSchema.isAvailable, "needs python3 with jsonschema and yaml"))
    func theSchemaDescribesWhatTheDevicesCommandPrints() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let all = folder.appendingPathComponent("all.json")
        try Data(try CommandRunner.run("devices", "--json").output.utf8).write(to: all)
        let problems = try PythonJSONSchema.validate(
            [all.path, Self.teamFile],
            against: CommandRunner.packageRoot.appendingPathComponent("Schemas/devices.schema.json").path)
        #expect(problems.isEmpty, Comment(rawValue: problems))
    }

    @Test func aCaptureOfATeamsDeviceIsAuditedOnIt() throws {
        let plain = try CommandRunner.run("audit", Self.teamDump)
        #expect(plain.status == 2)
        #expect(plain.errors.contains("a screen of 320 × 480 pt matches no device in the catalog"))
        #expect(plain.errors.contains("Name the device; ") && plain.errors.contains("(--device and --orientation)"))
        let withFile = try CommandRunner.run("audit", Self.teamDump, "--devices-file", Self.teamFile, "--format", "json")
        #expect(withFile.status == 0, "\(withFile.errors)")

        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = folder.appendingPathComponent(".safearea.yml")
        let device = try String(contentsOfFile: Self.teamFile, encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }.map { "  " + $0 }.joined(separator: "\n")
        try Data("devices:\n\(device)\n".utf8).write(to: settings)
        let fromSettings = try CommandRunner.run(
            "render", Self.teamDump, "--out", folder.appendingPathComponent("out").path, in: folder)
        #expect(fromSettings.status == 0, "\(fromSettings.errors)")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(
                    "out/legacy.iphone-4s/iphone-4s.portrait.png"
                ).path))
        let matrix = try CommandRunner.run("audit", Self.teamDump, "--devices", "iphone-4s", in: folder)
        #expect(matrix.status == 0, "\(matrix.errors)")
    }

    /// Every command that names one device reads the team's devices and settings the same way:
    /// `insets`, `devices` and `diff --ignore-view` find a device of `.safearea.yml` or of
    /// `--devices-file`, and `insets` lays it out with the settings' iOS.
    @Test func everyCommandThatNamesADeviceFindsTheTeamsDevices() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = try String(contentsOfFile: Self.teamFile, encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }.map { "  " + $0 }.joined(separator: "\n")
        try Data("devices:\n\(device)\n".utf8).write(to: folder.appendingPathComponent(".safearea.yml"))
        let insets = try CommandRunner.run("insets", "--device", "iphone-4s", "--orientation", "left", in: folder)
        #expect(insets.status == 0 && insets.output.hasPrefix("iphone-4s landscapeLeft"), "\(insets.errors)")
        let fromFile = try CommandRunner.run("insets", "--device", "iphone-4s", "--devices-file", Self.teamFile)
        #expect(fromFile.status == 0, "\(fromFile.errors)")
        #expect(try CommandRunner.run("devices", "iphone-4s", in: folder).status == 0)

        let screen = CommandRunner.packageRoot.appendingPathComponent("Examples/login-form.json").path
        #expect(
            try CommandRunner.run(
                "render", screen, "--device", "iphone-4s", "--scale", "1", "--no-findings", "--out", folder.path, in: folder
            ).status == 0)
        let image = folder.appendingPathComponent("login-form/iphone-4s.portrait.png").path
        let diff = try CommandRunner.run(
            "diff", image, image, "--ignore-view", "sign-in", "--screen", screen, "--device", "iphone-4s", in: folder)
        #expect(diff.status == 0, "\(diff.errors)")
        let noDevice = try CommandRunner.run("diff", image, image, "--ignore-view", "sign-in", "--screen", screen)
        #expect(noDevice.status == 2 && noDevice.errors.contains("give --device X with --ignore-view"), "\(noDevice.errors)")

        try Data("ios: 17\n".utf8).write(to: folder.appendingPathComponent(".safearea.yml"))
        let older = try CommandRunner.run("insets", "--device", "iphone-16-pro", "--navigation-bar", in: folder)
        #expect(older.output.contains("navigation bar    (0, 56.33, 402, 44)"), "\(older.output)")
    }
}
