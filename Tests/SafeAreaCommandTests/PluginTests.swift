import Foundation
import SnapshotTestSupport
import Testing

/// The SwiftPM command plugins, run by `swift package` on the adopting example
/// (`Examples/AdoptingApp`), a package that depends on this one.
@Suite("SwiftPM plugins", .serialized)
struct PluginTests {
    static let example = CommandRunner.packageRoot.appendingPathComponent("Examples/AdoptingApp")

    func swiftPackage(_ arguments: [String]) throws -> Subprocess {
        try Subprocess.run("/usr/bin/env", ["swift", "package", "--package-path", Self.example.path] + arguments)
    }

    @Test func theAuditAndGalleryPluginsRunOnAnAdoptingPackage() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report"), site = folder.appendingPathComponent("site")
        let audit = try swiftPackage([
            "--allow-writing-to-directory", folder.path, "safearea-audit", "--output", report.path,
            "--devices", "iphone-16,iphone-duo-outer",
        ])
        #expect(audit.status == 0, "\(audit.output)\n\(audit.errors)")
        for file in ["report.json", "junit.xml", "findings.sarif"] {
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(file).path), "\(file)")
        }
        // It found the screens under Screens/ by itself, both files, and the SwiftUI preview of a
        // target's file, on both devices' orientations.
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: report.appendingPathComponent("report.json")))
                as? [String: Any])
        let entries = try #require(json["entries"] as? [[String: Any]])
        #expect(Set(entries.compactMap { $0["screen"] as? String }) == ["checkout", "promo-banner", "PantrySettingsView"])
        #expect(audit.output.contains("Review it with: swift package safearea-gallery --report"))

        let gallery = try swiftPackage([
            "--allow-writing-to-directory", folder.path, "safearea-gallery", "--report", report.path, "--output", site.path,
        ])
        #expect(gallery.status == 0, "\(gallery.output)\n\(gallery.errors)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
    }

    /// A finding that fails the run fails the plugin: the video player's small Done button, with
    /// `--fail-on warning`, on a file named as an argument.
    @Test func findingsThatFailTheRunFailThePlugin() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try swiftPackage([
            "--allow-writing-to-directory", folder.path, "safearea-audit",
            CommandRunner.packageRoot.appendingPathComponent("Examples/video-player.yaml").path, "--output", folder.path,
            "--devices", "iphone-14-pro", "--fail-on", "warning",
        ])
        #expect(result.status != 0)
        #expect((result.output + result.errors).contains("the audit has findings that fail the run"))
    }
}
