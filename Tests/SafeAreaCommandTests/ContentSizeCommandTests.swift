import Foundation
import Rasterizer
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
            let image = try PNG.decode(Array(Data(contentsOf: out.appendingPathComponent("note/iphone-16-pro.portrait.png"))))
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
        #expect(run.errors.contains("unknown content size 'huge': use xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5"))
    }
}
