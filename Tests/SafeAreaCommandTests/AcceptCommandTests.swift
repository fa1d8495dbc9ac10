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
        let settings = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Examples/settings-list.yaml"),
                                  encoding: .utf8)
        try Data(settings.replacingOccurrences(of: "name: settings-list", with: "name: login-form").utf8).write(to: renamed)
        #expect(try CommandRunner.run(["verify", renamed.path] + common + ["--record", "never", "--report", report.path]).status == 1)
        let accept = try CommandRunner.run(["snapshots", "accept", report.appendingPathComponent("report.json").path,
                                            "login-form/iphone-8.portrait"])
        #expect(accept.status == 0, "\(accept.errors)")
        #expect(try CommandRunner.run(["verify", renamed.path] + common + ["--record", "never"]).status == 0)
    }
}
