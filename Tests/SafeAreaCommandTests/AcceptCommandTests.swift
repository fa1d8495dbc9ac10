import Foundation
import Testing

/// `safearea snapshots accept`: the command the gallery shows makes the run's image the reference.
@Suite("safearea snapshots accept")
struct AcceptCommandTests {
    @Test func acceptingAFailureMakesTheNextRunPass() throws {
        let folder = try CommandRunner.temporaryFolder()
        let root = folder.appendingPathComponent("Snapshots").path
        let report = folder.appendingPathComponent("report")
        let first = CommandRunner.packageRoot.appendingPathComponent("Examples/login-form.json").path
        let common = ["--device", "iphone-8", "--orientation", "portrait", "--scale", "1", "--root", root]
        _ = try CommandRunner.run(["verify", first] + common + ["--record", "missing"])
        // The settings list under the login form's name differs from its reference.
        let renamed = folder.appendingPathComponent("login-form.yaml")
        let settings = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent("Examples/settings-list.yaml"),
            encoding: .utf8)
        try Data(settings.replacingOccurrences(of: "name: settings-list", with: "name: login-form").utf8).write(to: renamed)
        #expect(
            try CommandRunner.run(["verify", renamed.path] + common + ["--record", "never", "--report", report.path]).status == 1)
        let accept = try CommandRunner.run([
            "snapshots", "accept", report.appendingPathComponent("report.json").path,
            "login-form/iphone-8.portrait",
        ])
        #expect(accept.status == 0, "\(accept.errors)")
        #expect(try CommandRunner.run(["verify", renamed.path] + common + ["--record", "never"]).status == 0)
    }
}

extension AcceptCommandTests {
    /// An entry whose reference cannot be written is reported, and the command exits non-zero.
    @Test func aFailedWriteIsReportedAndExitsNonZero() throws {
        let folder = try CommandRunner.temporaryFolder()
        // The reference store's path runs through a file, so no reference can be written under it.
        let blocker = folder.appendingPathComponent("blocker")
        try Data("not a folder".utf8).write(to: blocker)
        let root = blocker.appendingPathComponent("Snapshots").path
        let report = folder.appendingPathComponent("report")
        let screen = CommandRunner.packageRoot.appendingPathComponent("Examples/login-form.json").path
        let verify = try CommandRunner.run([
            "verify", screen, "--device", "iphone-8", "--orientation", "portrait", "--scale", "1",
            "--root", root, "--record", "never", "--report", report.path,
        ])
        #expect(verify.status == 1, "the reference is missing: \(verify.output)")
        let accept = try CommandRunner.run(["snapshots", "accept", report.path])
        #expect(accept.status != 0)
        #expect(accept.errors.contains("not accepted login-form/iphone-8.portrait"), "\(accept.errors)")
        #expect(!accept.output.contains("accepted login-form"))
    }

    @Test func anUnknownEntryIsNamedWithTheNearestOne() throws {
        let folder = try CommandRunner.temporaryFolder()
        let report = folder.appendingPathComponent("report")
        let screen = CommandRunner.packageRoot.appendingPathComponent("Examples/login-form.json").path
        _ = try CommandRunner.run([
            "verify", screen, "--device", "iphone-8", "--orientation", "portrait", "--scale", "1",
            "--root", folder.appendingPathComponent("Snapshots").path, "--report", report.path,
        ])
        let accept = try CommandRunner.run(["snapshots", "accept", report.path, "login-form/iphone-8.portrait"])
        #expect(accept.status == 0, "\(accept.errors)")
        let typo = try CommandRunner.run(["snapshots", "accept", report.path, "login-form/iphone-8.portrai"])
        #expect(typo.status == 2)
        #expect(typo.errors.contains("did you mean login-form/iphone-8.portrait?"), "\(typo.errors)")
    }
}
