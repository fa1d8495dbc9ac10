import DeviceGeometry
import Foundation
import Rasterizer
import RunReporting
import SnapshotTestSupport
import Testing

/// `--content-size` lays screens out at a text size chosen in Settings.
@Suite("safearea --content-size")
struct ContentSizeCommandTests {
    /// A label in the body text style, pinned below the safe area's top.
    static func screen() throws -> URL {
        let folder = try CommandRunner.temporaryFolder()
        let screen = folder.appendingPathComponent("note.yaml")
        try Data(
            """
            name: note
            controller:
              view:
                kind: view
                id: root
                subviews: [{kind: label, id: note, text: "Saved to iCloud", textStyle: body}]
                constraints:
                  - {first: note.top, second: root.safeArea.top, constant: 8}
                  - {first: note.leading, second: root.layoutMargins.leading}
            """.utf8
        ).write(to: screen)
        return screen
    }

    /// The text drawn at AX5 is about three times as tall as at L (53 pt instead of 17).
    @Test func theTextIsDrawnLargerAtAnAccessibilitySize() throws {
        let screen = try Self.screen(), folder = screen.deletingLastPathComponent()
        var inked: [String: Int] = [:]
        for size in ["L", "AX5"] {
            let out = folder.appendingPathComponent(size)
            let run = try CommandRunner.run(
                "render", screen.path, "--devices", "iphone-16-pro", "--orientation", "portrait", "--scale", "1",
                "--content-size", size, "--out", out.path)
            #expect(run.status == 0, "\(run.errors)")
            // Any size but the default adds its name to the image's.
            let name = size == "L" ? "iphone-16-pro.portrait.png" : "iphone-16-pro.portrait.\(size).png"
            let image = try PNG.decode(Array(Data(contentsOf: out.appendingPathComponent("note/\(name)"))))
            // Rows below the safe area's top (62 pt) with dark text in them.
            inked[size] =
                (62..<300).filter { y in
                    (16..<380).contains { x in image[x, y].red < 80 && image[x, y].green < 80 && image[x, y].blue < 80 }
                }.count
        }
        let large = try #require(inked["L"]), largest = try #require(inked["AX5"])
        #expect(large > 8 && Double(largest) > 2.5 * Double(large), "rows of ink: L \(large), AX5 \(largest)")
    }

    @Test func anUnknownSizeNamesTheSizes() throws {
        let run = try CommandRunner.run("render", try Self.screen().path, "--content-size", "huge", "--out", "/tmp/unused")
        #expect(run.status == 64 || run.status == 2, "\(run.status)")
        #expect(
            run.errors.contains("unknown content size 'huge': use default or xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5")
        )
    }
}

extension ContentSizeCommandTests {
    /// The note rendered at the default size and AX5 with a run report: its folder and the report's.
    static func reportAtTwoSizes() throws -> (folder: URL, report: URL) {
        let screen = try Self.screen(), folder = screen.deletingLastPathComponent()
        let report = folder.appendingPathComponent("report")
        let run = try CommandRunner.run(
            "render", screen.path, "--devices", "iphone-16-pro", "--orientation", "portrait", "--scale", "1",
            "--content-sizes", "default,AX5", "--out", folder.appendingPathComponent("out").path, "--report", report.path)
        #expect(run.status == 0, "\(run.errors)")
        return (folder, report)
    }

    /// `--content-sizes` lays each screen out at each size: the report's entries say which, and
    /// their keys and images carry it.
    @Test func eachSizeIsAnEntry() throws {
        let (_, report) = try Self.reportAtTwoSizes()
        let entries = try RunReportFolder(url: report).read().entries
        #expect(entries.map(\.key) == ["note/iphone-16-pro.portrait", "note/iphone-16-pro.portrait.AX5"])
        #expect(entries.map(\.variant) == [nil, Variant(contentSize: .accessibilityExtraExtraExtraLarge)])
        #expect(entries[1].images.actual == "images/note/iphone-16-pro.portrait.AX5.actual.png")
    }

    @Test(.enabled(if: PythonJSONSchema.isAvailable, "needs python3 with jsonschema and yaml"))
    func aReportAtSeveralSizesMatchesItsSchema() throws {
        let (_, report) = try Self.reportAtTwoSizes()
        let problems = try PythonJSONSchema.validate(
            [report.appendingPathComponent("report.json").path],
            against: CommandRunner.packageRoot.appendingPathComponent("Schemas/run-report.schema.json").path)
        #expect(problems.isEmpty, Comment(rawValue: problems))
    }

    /// The gallery gives each size a column and a filter, and shows one placement at every size.
    @Test(.enabled(if: Chromium.isAvailable, "needs Debian's chromium"))
    func eachSizeIsAColumnInTheGallery() throws {
        let (folder, report) = try Self.reportAtTwoSizes()
        let site = folder.appendingPathComponent("site")
        #expect(try CommandRunner.run("gallery", report.path, "--out", site.path).status == 0)
        let page = try Chromium.load(site, fragment: "?variant=AX5")
        #expect(page.dom.contains("<th scope=\"col\">portrait · AX5</th>"))
        #expect(page.dom.contains("1 of 2 images"), "the text-size filter")
        // One placement's text sizes side by side, each with its own layers.
        let sizes = try Chromium.load(site, fragment: "note%2Fiphone-16-pro.portrait.AX5?mode=variants")
        #expect(sizes.dom.contains("<figcaption>default</figcaption>"))
        #expect(sizes.dom.contains("<figcaption>AX5</figcaption>"))
        #expect(sizes.dom.components(separatedBy: "class=\"overlay\"").count - 1 == 2)
    }
}

extension ContentSizeCommandTests {
    /// The audit at two sizes names the text the larger one cuts, and says it is only there.
    @Test func theAuditSaysWhichSizesCutTheText() throws {
        let screen = try Self.screen()
        // A label pinned by its leading edge alone grows past the screen's trailing edge.
        try String(contentsOf: screen, encoding: .utf8).replacingOccurrences(of: "Saved to iCloud", with: "Delivered on Tuesday")
            .write(to: screen, atomically: true, encoding: .utf8)
        let run = try CommandRunner.run(
            "audit", screen.path, "--devices", "iphone-16-pro", "--orientation", "portrait", "--content-sizes", "default,AX5")
        #expect(run.status == 0, "warnings only: \(run.errors)")
        #expect(run.output.contains("warning text-clipped: label \"Delivered on Tuesday\" (view/label[0])"), "\(run.output)")
        #expect(run.output.contains("at text size AX5 runs ") && run.output.contains(" pt past the screen's edge"))
        #expect(run.output.contains("on iphone-16-pro.portrait.AX5; only at text size AX5"))
    }
}

extension ContentSizeCommandTests {
    /// The settings' `contentSizes` apply when the command names none; `--content-size` wins.
    @Test func theSettingsNameTheSizesUnlessTheCommandDoes() throws {
        let screen = try Self.screen(), folder = screen.deletingLastPathComponent()
        let settings = folder.appendingPathComponent("settings.yml")
        try Data("contentSizes: [default, AX2]\n".utf8).write(to: settings)
        for (extra, expected) in [
            ([String](), ["iphone-16-pro.portrait.AX2.png", "iphone-16-pro.portrait.png"]),
            (["--content-size", "xS"], ["iphone-16-pro.portrait.xS.png"]),
        ] {
            let out = folder.appendingPathComponent("out\(extra.count)")
            let run = try CommandRunner.run(
                [
                    "render", screen.path, "--devices", "iphone-16-pro", "--orientation", "portrait", "--scale", "1",
                    "--config", settings.path, "--out", out.path,
                ] + extra)
            #expect(run.status == 0, "\(run.errors)")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("note").path).sorted() == expected)
        }
    }
}

extension ContentSizeCommandTests {
    /// Shards cut the matrix with its text sizes: together they draw every image once.
    @Test func shardsCoverEveryTextSizeOnce() throws {
        let screen = try Self.screen(), folder = screen.deletingLastPathComponent()
        var drawn: [String] = []
        for shard in ["1/3", "2/3", "3/3"] {
            let out = folder.appendingPathComponent("shard\(shard.prefix(1))")
            let run = try CommandRunner.run(
                "render", screen.path, "--devices", "iphone-se-3,iphone-16-pro", "--orientation", "portrait", "--scale", "1",
                "--content-sizes", "default,AX1,AX5", "--shard", shard, "--out", out.path)
            #expect(run.status == 0, "\(run.errors)")
            drawn += (try? FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("note").path)) ?? []
        }
        #expect(
            drawn.sorted() == [
                "iphone-16-pro.portrait.AX1.png", "iphone-16-pro.portrait.AX5.png", "iphone-16-pro.portrait.png",
                "iphone-se-3.portrait.AX1.png", "iphone-se-3.portrait.AX5.png", "iphone-se-3.portrait.png",
            ])
    }
}
