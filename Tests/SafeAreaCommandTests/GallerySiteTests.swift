import Foundation
import Rasterizer
import Testing

/// A gallery site holds only the images its page shows, and each drawing once: full images for a
/// failure's comparisons, and for every other entry its thumbnail and its screen at 1.5 pixels per
/// point under the layers.
@Suite("The gallery's site")
struct GallerySiteTests {
    /// Four phones of which three draw the same screen, two screens, one changed since recording.
    static func report() throws -> (folder: URL, report: URL) {
        let folder = try CommandRunner.temporaryFolder()
        let screen = folder.appendingPathComponent("screen.yaml")
        let modern = CommandRunner.packageRoot.appendingPathComponent("Examples/login-form.json").path
        let common = [
            "--devices", "iphone-13,iphone-13-pro,iphone-14,iphone-16-pro", "--orientation", "portrait",
            "--root", folder.appendingPathComponent("Snapshots").path,
        ]
        try CommandRunner.writeButtonScreen(to: screen, name: "button", title: "Continue")
        _ = try CommandRunner.run(["verify", screen.path, modern] + common + ["--record", "missing"])
        try CommandRunner.writeButtonScreen(to: screen, name: "button", title: "Cancel")
        let report = folder.appendingPathComponent("report")
        _ = try CommandRunner.run(["verify", screen.path, modern] + common + ["--report", report.path])
        return (folder, report)
    }

    /// The report embedded in a site's page.
    static func pageReport(in site: URL) throws -> [[String: Any]] {
        let page = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        let json = try #require(
            page.components(separatedBy: "<script type=\"application/json\" id=\"report\">").dropFirst().first?
                .components(separatedBy: "</script>").first)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(report["entries"] as? [[String: Any]])
    }

    /// The page's placeholders are filled where the page has them, each once: a report folder
    /// named like one stays its name, and the report's data stays whole.
    @Test func aReportFolderNamedLikeAPlaceholderStaysItsName() throws {
        let (folder, report) = try Self.report()
        let named = folder.appendingPathComponent("REPORT_JSON")
        try FileManager.default.moveItem(at: report, to: named)
        let site = folder.appendingPathComponent("site")
        #expect(try CommandRunner.run(["gallery", named.path, "--out", site.path]).status == 0)
        #expect(try Self.pageReport(in: site).count == 8)
        let page = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        let json = try #require(
            page.components(separatedBy: "<script type=\"application/json\" id=\"reportFolder\">").dropFirst().first?
                .components(separatedBy: "</script>").first)
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed) as? String == named.path)
    }

    @Test func aSiteHoldsEachDrawingOnceAndFullImagesOnlyForFailures() throws {
        let (folder, report) = try Self.report()
        let site = folder.appendingPathComponent("site")
        #expect(try CommandRunner.run(["gallery", report.path, "--out", site.path]).status == 0)
        let entries = try Self.pageReport(in: site)
        #expect(entries.count == 8)
        var shown = Set<String>()
        for entry in entries {
            let images = try #require(entry["images"] as? [String: String])
            let failed = entry["status"] as? String == "failed"
            #expect(
                Set(images.keys)
                    == (failed ? ["reference", "actual", "screen", "diff", "strip", "thumbnail"] : ["screen", "thumbnail"]),
                "\(entry["screen"] ?? "")/\(entry["device"] ?? ""): \(images.keys.sorted())")
            for path in images.values {
                #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(path).path), "\(path)")
                shown.insert(path)
            }
        }
        // The iPhone 13, 13 Pro and 14 draw each screen alike: their thumbnails are one file.
        let thumbnails = entries.filter { $0["screen"] as? String == "login-form" }.compactMap {
            ($0["images"] as? [String: String])?["thumbnail"]
        }
        #expect(Set(thumbnails).count == 2, "\(thumbnails)")
        let files = try #require(FileManager.default.enumerator(atPath: site.appendingPathComponent("images").path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".png") }
        #expect(Set(files.map { "images/\($0)" }) == shown, "nothing copied that the page does not show")
    }

    /// The screen under the layers is drawn at 1.5 pixels per point, whatever the run's scale.
    @Test func theScreenUnderTheLayersIsAtOneAndAHalfPixelsPerPoint() throws {
        let (_, report) = try Self.report()
        let screen = report.appendingPathComponent("images/login-form/iphone-16-pro.portrait.screen.png")
        let actual = report.appendingPathComponent("images/login-form/iphone-16-pro.portrait.actual.png")
        let small = try PNG.decode(Array(Data(contentsOf: screen))), full = try PNG.decode(Array(Data(contentsOf: actual)))
        #expect(full.width == 1206, "the iPhone 16 Pro at its own scale, 3")
        #expect(small.width == 603 && small.height == 1311, "402 × 874 points at 1.5: \(small.width) × \(small.height)")
    }
}
