import DeviceGeometry
import Foundation
import Rasterizer
import SnapshotDiff
import Testing

/// The mismatch count equals pixelmatch 7's, checked against the `pixelmatch-fast` package on
/// drawn pairs with shifted edges, changed colours, changed text and translucency.
@Suite("Diff: pixelmatch parity")
struct PixelmatchParityTests {
    static let pairs: [(String, Bitmap, Bitmap)] = [
        ("shifted half a point", DiffFixture.screen(), DiffFixture.screen(shift: 0.5)),
        ("shifted two points", DiffFixture.screen(), DiffFixture.screen(shift: 2)),
        ("tint changed", DiffFixture.screen(), DiffFixture.screen(tint: .systemGreen)),
        ("slight tint change", DiffFixture.screen(), DiffFixture.screen(tint: Color(rgb: 0x087FFA))),
        ("text changed", DiffFixture.screen(), DiffFixture.screen(text: "Sign up")),
        ("translucent", DiffFixture.screen(translucent: true), DiffFixture.screen(shift: 1, translucent: true)),
        ("translucent against opaque", DiffFixture.screen(), DiffFixture.screen(translucent: true)),
    ]

    @Test(
        .enabled(if: PixelmatchFast.isAvailable, "needs pip install pixelmatch-fast"),
        arguments: [(0.1, false), (0.05, false), (0.3, false), (0.1, true)])
    func countsMatchPixelmatch(threshold: Double, includeAA: Bool) throws {
        let folder = try DiffFixture.folder()
        var files: [(URL, URL)] = []
        for (index, pair) in Self.pairs.enumerated() {
            let a = folder.appendingPathComponent("\(index)-a.png"), b = folder.appendingPathComponent("\(index)-b.png")
            try DiffFixture.write(pair.1, to: a)
            try DiffFixture.write(pair.2, to: b)
            files.append((a, b))
        }
        let expected = try PixelmatchFast.counts(files, threshold: threshold, includeAA: includeAA)
        #expect(expected.count == Self.pairs.count)
        let options = DiffOptions(metric: .pixelmatch(threshold: threshold), includeAntiAliasing: includeAA)
        for (pair, count) in zip(Self.pairs, expected) {
            let ours = ImageDiff.compare(pair.1, pair.2, options: options).result.differentPixels
            #expect(ours == count, "\(pair.0): pixelmatch counts \(count), we count \(ours)")
        }
        #expect(expected.contains { $0 > 0 })
    }
}

extension PixelmatchParityTests {
    /// The pairs exercise every outcome: counted differences, anti-aliasing set aside, and a tint
    /// change below the threshold.
    @Test func thePairsCoverEveryOutcome() {
        let results = Dictionary(uniqueKeysWithValues: Self.pairs.map { ($0.0, ImageDiff.compare($0.1, $0.2).result) })
        #expect(results["slight tint change"]?.differentPixels == 0)
        #expect(results["slight tint change"]?.outcome == .compared)
        #expect(results["text changed"].map { $0.differentPixels > 0 } == true)
        #expect(results["shifted two points"].map { $0.differentPixels > 0 && $0.antiAliasedPixels > 0 } == true)
        #expect(results.values.filter { $0.antiAliasedPixels > 0 }.count >= 4)
    }
}

extension PixelmatchParityTests {
    /// The project's own references: different example screens on the same device, and the two
    /// orientations' worth of findings drawn on one screen.
    static let snapshotPairs: [(String, String)] = [
        ("ExampleScreenTests/login-form/iphone-x.portrait.png", "ExampleScreenTests/settings-list/iphone-x.portrait.png"),
        ("ExampleScreenTests/tab-app/iphone-14-pro.portrait.png", "ExampleScreenTests/split-view/iphone-14-pro.portrait.png"),
        (
            "ExampleScreenTests/video-player/iphone-8.landscapeLeft.png",
            "ExampleScreenTests/login-form/iphone-8.landscapeLeft.png"
        ),
        ("ExampleScreenTests/tab-app/ipad-pro-11.portrait.png", "ExampleScreenTests/settings-list/ipad-pro-11.portrait.png"),
    ]

    @Test(.enabled(if: PixelmatchFast.isAvailable, "needs pip install pixelmatch-fast"))
    func countsMatchPixelmatchOnTheProjectsSnapshots() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Snapshots")
        let files = Self.snapshotPairs.map { (root.appendingPathComponent($0.0), root.appendingPathComponent($0.1)) }
        let expected = try PixelmatchFast.counts(files, threshold: 0.1, includeAA: false)
        #expect(expected.count == files.count)
        for ((first, second), count) in zip(files, expected) {
            let ours = try FileDiff.compare(first, second).result.differentPixels
            #expect(ours == count, "\(first.lastPathComponent): pixelmatch counts \(count), we count \(ours)")
            #expect(count > 0)
        }
    }
}
