import DeviceGeometry
import Foundation
import Rasterizer
import SnapshotTestSupport
import Testing

/// `safearea diff` end to end, on files and folders.
@Suite("safearea diff")
struct DiffCommandTests {
    static let fixtures = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/png")

    /// Writes two images into a new folder: `a.png`, and `b.png` with a black square.
    static func pair(square: Int = 4) throws -> (folder: URL, a: String, b: String) {
        let folder = try CommandRunner.temporaryFolder()
        var reference = Bitmap(width: 40, height: 20, fill: .white), actual = reference
        reference[0, 0] = .white
        for y in 5..<(5 + square) { for x in 5..<(5 + square) { actual[x, y] = .black } }
        try Data(PNG.encode(reference)).write(to: folder.appendingPathComponent("a.png"))
        try Data(PNG.encode(actual)).write(to: folder.appendingPathComponent("b.png"))
        return (folder, folder.appendingPathComponent("a.png").path, folder.appendingPathComponent("b.png").path)
    }

    @Test func theFirstLineIsTheCountAndTheExitCodeTheVerdict() throws {
        let (_, a, b) = try Self.pair()
        let differ = try CommandRunner.run("diff", a, b)
        #expect(differ.status == 1)
        #expect(differ.output.split(separator: "\n").first == "16")
        #expect(try CommandRunner.run("diff", a, a).status == 0)
        #expect(try CommandRunner.run("diff", a, b, "--max-pixels", "16").status == 0)
        #expect(try CommandRunner.run("diff", a, b, "--max-ratio", "0.01").status == 1)
        #expect(try CommandRunner.run("diff", a, b, "--ignore", "5,5,4,4").status == 0)
        #expect(try CommandRunner.run("diff", a, b, "--ignore", "2.5,2.5,2,2pt", "--scale", "2").status == 0, "points × scale")
        #expect(try CommandRunner.run("diff", a, b, "--delta-e", "200").status == 0)
    }

    @Test func jsonHasEveryFigure() throws {
        let (_, a, b) = try Self.pair()
        let result = try CommandRunner.run("diff", a, b, "--json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(json["differentPixels"] as? Int == 16 && json["comparedPixels"] as? Int == 800)
        #expect(json["outcome"] as? String == "compared")
        #expect((json["regions"] as? [[String: Int]])?.first == ["x": 5, "y": 5, "width": 4, "height": 4])
    }

    @Test func diffImagesAndStripsAreWritten() throws {
        let (folder, a, b) = try Self.pair()
        let diff = folder.appendingPathComponent("out/diff.png"), strip = folder.appendingPathComponent("out/strip.png")
        #expect(try CommandRunner.run("diff", a, b, "--out", diff.path, "--strip", strip.path).status == 1)
        let picture = try PNG.decode(Array(Data(contentsOf: diff)))
        #expect(picture.size == PixelSize(width: 40, height: 20) && picture[6, 6] == Color(rgb: 0xFF0000))
        #expect(try PNG.decode(Array(Data(contentsOf: strip))).size == PixelSize(width: 136, height: 48))
    }

    @Test func differentSizesDifferWithAMessage() throws {
        let folder = try CommandRunner.temporaryFolder()
        let small = folder.appendingPathComponent("small.png").path
        try Data(PNG.encode(Bitmap(width: 10, height: 10, fill: .white))).write(to: URL(fileURLWithPath: small))
        let (_, a, _) = try Self.pair()
        let result = try CommandRunner.run("diff", a, small)
        #expect(result.status == 1)
        #expect(result.output.contains("different sizes: 40 × 20 against 10 × 10"))
    }

    @Test(arguments: ["invalid-crc.bin", "invalid-signature.bin", "invalid-truncated.bin"])
    func corruptFilesAreAnErrorNamingTheFile(_ name: String) throws {
        let (_, a, _) = try Self.pair()
        let bad = Self.fixtures.appendingPathComponent(name).path
        let result = try CommandRunner.run("diff", a, bad)
        #expect(result.status == 2)
        #expect(result.errors.contains(name))
    }

    @Test func hugeDimensionsAreRefusedBeforeAnythingIsAllocated() throws {
        // A valid header claiming 100000 × 100000 pixels, and nothing after it.
        let header = CraftedPNG.header(width: 100_000, height: 100_000)
        let folder = try CommandRunner.temporaryFolder()
        let huge = folder.appendingPathComponent("huge.png")
        try Data(header).write(to: huge)
        let (_, a, _) = try Self.pair()
        let result = try CommandRunner.run("diff", a, huge.path)
        #expect(result.status == 2)
        #expect(result.errors.contains("huge.png"))
    }

    @Test(arguments: ["invalid-crc.bin", "invalid-truncated.bin"])
    func aCorruptFileComparedWithItselfIsStillAnError(_ name: String) throws {
        let bad = Self.fixtures.appendingPathComponent(name).path
        let result = try CommandRunner.run("diff", bad, bad)
        #expect(result.status == 2)
        #expect(result.errors.contains(name))
    }

    @Test func twoCopiesOfAHugeClaimAreRefusedNotTrusted() throws {
        let folder = try CommandRunner.temporaryFolder()
        let bytes = Data(CraftedPNG.claiming(width: 32_768, height: 32_768))
        let first = folder.appendingPathComponent("one.png"), second = folder.appendingPathComponent("two.png")
        try bytes.write(to: first)
        try bytes.write(to: second)
        let result = try CommandRunner.run("diff", first.path, second.path)
        #expect(result.status == 2)
        #expect(result.errors.contains("one.png: too large to read: the image is 32768×32768"))
    }

    @Test func aFolderAgainstAFileOrAMissingPathIsAnError() throws {
        let (folder, a, _) = try Self.pair()
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let mixed = try CommandRunner.run("diff", empty.path, a)
        #expect(mixed.status == 2)
        #expect(mixed.errors.contains("is a folder and"))
        let missing = try CommandRunner.run("diff", a, folder.appendingPathComponent("nowhere.png").path)
        #expect(missing.status == 2)
        #expect(missing.errors.contains("nowhere.png: no such file or folder"))
    }

    /// A file past 512 MiB is refused from its size, before it is read (a sparse file, so the test
    /// writes nothing).
    @Test func aFilePastThePNGFileLimitIsRefusedUnread() throws {
        let (folder, a, _) = try Self.pair()
        let huge = folder.appendingPathComponent("huge.png")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 512 << 20 + 1)
        try handle.close()
        let result = try CommandRunner.run("diff", a, huge.path)
        #expect(result.status == 2)
        #expect(result.errors.contains("huge.png: too large to read: the file has 536870913 bytes; at most 536870912 are read"))
    }

    @Test(arguments: ["rgb16", "rgba16", "palette8", "palette4-trns", "gray16"])
    func sixteenBitAndPalettePNGsCompareByTheirPixels(_ name: String) throws {
        // The fixture's pixels as an 8-bit RGBA PNG are the same image.
        let source = Self.fixtures.appendingPathComponent("\(name).png")
        let expected = try Data(contentsOf: Self.fixtures.appendingPathComponent("\(name).rgba"))
        let decoded = try PNG.decode(Array(Data(contentsOf: source)))
        let folder = try CommandRunner.temporaryFolder()
        let plain = folder.appendingPathComponent("plain.png")
        try Data(PNG.encode(Bitmap(width: decoded.width, height: decoded.height, pixels: Array(expected)), colorType: .rgba))
            .write(to: plain)
        let result = try CommandRunner.run("diff", source.path, plain.path, "--json")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("\"outcome\" : \"identicalPixels\""))
    }

    @Test func foldersArePairedByRelativePath() throws {
        let (folder, a, b) = try Self.pair()
        let before = folder.appendingPathComponent("before/screen"), after = folder.appendingPathComponent("after/screen")
        for path in [before, after] { try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true) }
        try FileManager.default.copyItem(atPath: a, toPath: before.appendingPathComponent("same.png").path)
        try FileManager.default.copyItem(atPath: a, toPath: after.appendingPathComponent("same.png").path)
        try FileManager.default.copyItem(atPath: a, toPath: before.appendingPathComponent("changed.png").path)
        try FileManager.default.copyItem(atPath: b, toPath: after.appendingPathComponent("changed.png").path)
        try FileManager.default.copyItem(atPath: a, toPath: before.appendingPathComponent("gone.png").path)
        try FileManager.default.copyItem(atPath: a, toPath: after.appendingPathComponent("new.png").path)
        let diffs = folder.appendingPathComponent("diffs")
        let result = try CommandRunner.run(
            "diff", folder.appendingPathComponent("before").path,
            folder.appendingPathComponent("after").path, "--out", diffs.path)
        #expect(result.status == 1)
        #expect(result.output.contains("added    screen/new.png"))
        #expect(result.output.contains("removed  screen/gone.png"))
        #expect(result.output.contains("changed  screen/changed.png: 16 of 800 pixels differ"))
        #expect(result.output.contains("1 unchanged, 1 changed, 1 added, 1 removed"))
        #expect(FileManager.default.fileExists(atPath: diffs.appendingPathComponent("screen/changed.png").path))
    }
}

extension DiffCommandTests {
    /// A change inside the Sign In button of the login form, left out by its accessibility identifier.
    @Test func viewsAreIgnoredByAccessibilityIdentifier() throws {
        let folder = try CommandRunner.temporaryFolder()
        let screen = CommandRunner.packageRoot.appendingPathComponent("Examples/login-form.json").path
        #expect(
            try CommandRunner.run(
                "render", screen, "--device", "iphone-8", "--orientation", "portrait", "--scale", "1",
                "--no-findings", "--out", folder.path
            ).status == 0)
        let reference = folder.appendingPathComponent("login-form/iphone-8.portrait.png")
        var changed = try PNG.decode(Array(Data(contentsOf: reference)))
        // The button spans x 16…359, y 601…651 on the iPhone 8 (pinned 16 pt above the safe area's bottom).
        for y in 610..<640 { for x in 100..<200 { changed[x, y] = .black } }
        let actual = folder.appendingPathComponent("actual.png")
        try Data(PNG.encode(changed)).write(to: actual)
        #expect(try CommandRunner.run("diff", reference.path, actual.path).status == 1)
        let ignoring = try CommandRunner.run(
            "diff", reference.path, actual.path, "--ignore-view", "sign-in", "--screen", screen,
            "--device", "iphone-8")
        #expect(ignoring.status == 0, "\(ignoring.output)\(ignoring.errors)")
        let unknown = try CommandRunner.run(
            "diff", reference.path, actual.path, "--ignore-view", "nothing", "--screen", screen,
            "--device", "iphone-8")
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("no view has the accessibility identifier nothing"))
    }
}
