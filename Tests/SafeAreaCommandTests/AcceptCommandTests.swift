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
            "login-form/iphone-8.portrait", "--root", root,
        ])
        #expect(accept.status == 0, "\(accept.errors)")
        #expect(try CommandRunner.run(["verify", renamed.path] + common + ["--record", "never"]).status == 0)
    }
}

extension AcceptCommandTests {
    /// A failed run's report, in `folder/report`, of the login form on an iPhone 8 with no reference
    /// in `folder/Snapshots`; the report's JSON, as an object, is then changed by `edit`.
    static func report(in folder: URL, edit: (inout [String: Any], inout [String: Any]) -> Void) throws -> URL {
        let report = folder.appendingPathComponent("report")
        let screen = CommandRunner.packageRoot.appendingPathComponent("Examples/login-form.json").path
        _ = try CommandRunner.run([
            "verify", screen, "--device", "iphone-8", "--orientation", "portrait", "--scale", "1",
            "--root", folder.appendingPathComponent("Snapshots").path, "--record", "never", "--report", report.path,
        ])
        let file = report.appendingPathComponent("report.json")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var entries = try #require(json["entries"] as? [[String: Any]])
        edit(&json, &entries[0])
        json["entries"] = entries
        try JSONSerialization.data(withJSONObject: json).write(to: file)
        return report
    }

    /// Paths in a report are the report's own: an image path or a screen name that climbs out of
    /// the report or the reference store is refused, and nothing is read or written outside them.
    @Test(arguments: ["image", "screen", "link"])
    func pathsInAReportStayInsideTheirFolders(_ crafted: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        let secret = folder.appendingPathComponent("secret.png")
        try Data(CommandRunner.packageRoot.appendingPathComponent("Snapshots").path.utf8).write(to: secret)
        let report = try Self.report(in: folder) { _, entry in
            var images = entry["images"] as? [String: Any] ?? [:]
            switch crafted {
            case "image": images["actual"] = "../secret.png"
            case "screen": entry["screen"] = "../../escaped"
            default: images["actual"] = "images/link.png"
            }
            entry["images"] = images
        }
        if crafted == "link" {
            try FileManager.default.createSymbolicLink(
                atPath: report.appendingPathComponent("images/link.png").path, withDestinationPath: secret.path)
        }
        let store = folder.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        let accept = try CommandRunner.run(["snapshots", "accept", report.path, "--root", store.path])
        #expect(accept.status != 0)
        #expect(accept.errors.contains("report.json: the path '"), "\(accept.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("escaped").path))
        // The gallery shows a screen's name as text; only the images' paths are paths to it.
        guard crafted != "screen" else { return }
        let site = folder.appendingPathComponent("site")
        let gallery = try CommandRunner.run(["gallery", report.path, "--out", site.path])
        #expect(gallery.status == 2)
        #expect(gallery.errors.contains("report.json: the path '"), "\(gallery.errors)")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
    }

    /// An entry whose reference cannot be written is reported, and the command exits non-zero.
    @Test func aFailedWriteIsReportedAndExitsNonZero() throws {
        let folder = try CommandRunner.temporaryFolder()
        let report = try Self.report(in: folder) { _, _ in }
        // The screen's folder in the store is a file, so no reference can be written under it.
        let store = folder.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: store.appendingPathComponent("login-form"))
        let accept = try CommandRunner.run(["snapshots", "accept", report.path, "--root", store.path])
        #expect(accept.status != 0)
        #expect(accept.errors.contains("not accepted login-form/iphone-8.portrait"), "\(accept.errors)")
        #expect(!accept.output.contains("accepted login-form"))
    }

    /// A report from another machine or a pull request's artifacts does not choose where
    /// references are written: they go into the store `--root` names, and only under it.
    @Test func theReportDoesNotChooseTheStore() throws {
        let folder = try CommandRunner.temporaryFolder()
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let report = try Self.report(in: folder) { json, _ in json["referenceRoot"] = elsewhere.path }
        let store = folder.appendingPathComponent("Snapshots")
        let missing = try CommandRunner.run(["snapshots", "accept", report.path, "--root", store.path])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("there is no reference store at \(store.path)"), "\(missing.errors)")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        let accept = try CommandRunner.run(["snapshots", "accept", report.path, "--root", store.path])
        #expect(accept.status == 0, "\(accept.errors)")
        #expect(accept.errors.contains("note: the run checked the store at \(elsewhere.path)"), "\(accept.errors)")
        #expect(FileManager.default.fileExists(atPath: store.appendingPathComponent("login-form/iphone-8.portrait.png").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    /// A folder of the store that is a link out of it is refused: the reference is not written
    /// through it.
    @Test func aLinkOutOfTheStoreIsNotFollowed() throws {
        let folder = try CommandRunner.temporaryFolder()
        let report = try Self.report(in: folder) { _, _ in }
        let store = folder.appendingPathComponent("Snapshots"), outside = folder.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: store.appendingPathComponent("login-form").path, withDestinationPath: outside.path)
        let accept = try CommandRunner.run(["snapshots", "accept", report.path, "--root", store.path])
        #expect(accept.status != 0)
        #expect(accept.errors.contains("leads out of \(store.path) through a symbolic link"), "\(accept.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test func anUnknownEntryIsNamedWithTheNearestOne() throws {
        let folder = try CommandRunner.temporaryFolder()
        let report = folder.appendingPathComponent("report")
        let screen = CommandRunner.packageRoot.appendingPathComponent("Examples/login-form.json").path
        _ = try CommandRunner.run([
            "verify", screen, "--device", "iphone-8", "--orientation", "portrait", "--scale", "1",
            "--root", folder.appendingPathComponent("Snapshots").path, "--report", report.path,
        ])
        let store = folder.appendingPathComponent("Snapshots").path
        let accept = try CommandRunner.run([
            "snapshots", "accept", report.path, "login-form/iphone-8.portrait", "--root", store,
        ])
        #expect(accept.status == 0, "\(accept.errors)")
        let typo = try CommandRunner.run([
            "snapshots", "accept", report.path, "login-form/iphone-8.portrai", "--root", store,
        ])
        #expect(typo.status == 2)
        #expect(typo.errors.contains("did you mean login-form/iphone-8.portrait?"), "\(typo.errors)")
    }
}
