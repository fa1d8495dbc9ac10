@_spi(Internals) import DeviceGeometry
import Foundation
@_spi(Internals) import Rasterizer
import SnapshotTestSupport
import Typography

/// Image pairs for the diff tests, drawn with the rasterizer so that their edges are anti-aliased
/// as real snapshots are.
enum DiffFixture {
    /// A screen-like image: a background, a rounded card, a capsule button and a line of text,
    /// moved by `shift` points and tinted by `tint`, optionally translucent.
    static func screen(
        width: Double = 120, height: Double = 90, shift: Double = 0, tint: Color = .systemBlue,
        text: String = "Sign in", translucent: Bool = false
    ) -> Bitmap {
        var canvas = Canvas(
            size: Size(width: width, height: height), scale: 1,
            background: translucent ? Color.white.withAlpha(120) : .white)
        canvas.fill(
            RoundedRect(
                rect: Rect(x: 8 + shift, y: 8, width: width - 16, height: 40), cornerRadius: 9.5,
                curve: .continuous), with: .solid(Color.systemGray6))
        canvas.fill(
            RoundedRect.capsule(Rect(x: 14.3 + shift, y: 56.6, width: 60, height: 22)),
            with: .solid(translucent ? tint.withAlpha(160) : tint))
        canvas.draw(
            text, in: Rect(x: 14 + shift, y: 14, width: width - 28, height: 20),
            style: TextStyle(font: SystemFont(size: 12), color: .black))
        return canvas.bitmap
    }

    /// A new empty folder.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("safearea-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `bitmap` as an RGBA PNG.
    static func write(_ bitmap: Bitmap, to url: URL) throws {
        try Data(PNG.encode(bitmap, colorType: .rgba)).write(to: url)
    }
}

/// The pip package `pixelmatch-fast`, a port of pixelmatch 7, run on files.
enum PixelmatchFast {
    static let isAvailable: Bool = (try? Subprocess.run("/usr/bin/env", ["python3", "-c", "import pixelmatch"]).status) == 0

    /// pixelmatch's mismatch count for each pair of files.
    static func counts(_ pairs: [(URL, URL)], threshold: Double, includeAA: Bool) throws -> [Int] {
        let program = """
            import sys
            from pixelmatch import pixelmatch
            threshold, include = float(sys.argv[1]), sys.argv[2] == "1"
            paths = sys.argv[3:]
            for a, b in zip(paths[0::2], paths[1::2]):
                print(pixelmatch(a, b, threshold=threshold, includeAA=include))
            """
        let output = try run(
            ["-c", program, String(threshold), includeAA ? "1" : "0"] + pairs.flatMap { [$0.0.path, $0.1.path] })
        return output.split(separator: "\n").compactMap { Int($0) }
    }

    private static func run(_ arguments: [String]) throws -> String {
        try Subprocess.run("/usr/bin/env", ["python3"] + arguments).output
    }
}
