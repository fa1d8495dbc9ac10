@_spi(Internals) import DeviceGeometry
import Foundation
import SafeAreaSupport
import Testing

@testable import Typography

/// A team's font files read through FreeType, against fontTools' reading of the same files
/// (advances from `hmtx`, exact outline bounds from its `BoundsPen`).
struct FontFileTests {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fonts")
    static let cff = fonts.appendingPathComponent("NotoSansCJKjp-subset.otf").path
    static let trueType = fonts.appendingPathComponent("DejaVuSans-subset.ttf").path

    struct Fact: Sendable, CustomTestStringConvertible {
        let file: String, character: Unicode.Scalar, advance: Int, bounds: Rect
        var testDescription: String { "\(character) in \((file as NSString).lastPathComponent)" }
    }

    static let facts = [
        Fact(file: cff, character: "設", advance: 1000, bounds: Rect(x: 38, y: -80, width: 932, height: 888)),
        Fact(file: cff, character: "한", advance: 920, bounds: Rect(x: 52, y: -58, width: 833, height: 884)),
        Fact(file: trueType, character: "ש", advance: 1451, bounds: Rect(x: 88, y: 0, width: 1275, height: 1120)),
        Fact(file: trueType, character: "م", advance: 1268, bounds: Rect(x: 140, y: -492, width: 978, height: 1247)),
    ]

    @Test(arguments: facts)
    func outlinesAndAdvancesAreTheFilesOwn(_ fact: Fact) throws {
        let file = try FontFile(path: fact.file)
        let glyph = try #require(file.glyphIndex(for: fact.character))
        #expect(file.glyph(glyph).advance == fact.advance)
        let box = file.glyph(glyph).outline.boundingBox
        for (ours, theirs) in [
            (box.minX, fact.bounds.minX), (box.minY, fact.bounds.minY), (box.maxX, fact.bounds.maxX),
            (box.maxY, fact.bounds.maxY),
        ] {
            #expect(abs(ours - theirs) < 0.01)
        }
    }

    @Test func facesNameThemselvesAndTheirUnits() throws {
        let cff = try FontFile(path: Self.cff), trueType = try FontFile(path: Self.trueType)
        #expect(cff.faceName == "Noto Sans CJK JP Regular" && cff.unitsPerEm == 1000)
        #expect(trueType.faceName == "DejaVu Sans Book" && trueType.unitsPerEm == 2048)
        #expect(cff.glyphIndex(for: "A") == nil, "the subset keeps only the tests' characters")
    }

    @Test func textFallsBackToTheCurrentFilesInOrderAtTheirOwnWidths() throws {
        let files = FontFiles([try FontFile(path: Self.trueType), try FontFile(path: Self.cff)])
        let font = SystemFont(size: 20)
        let line = FontFiles.$current.withValue(files) { font.typeset("A設ש") }
        #expect(line.glyphs.map(\.advance)[1] == 20, "設 is an em in Noto Sans CJK")
        #expect(abs(line.glyphs[2].advance - 1451.0 / 2048 * 20) < 1e-9, "ש at DejaVu Sans's width, not calibrated")
        guard case .file(let first, _) = line.glyphs[1].glyph, case .file(let second, _) = line.glyphs[2].glyph else {
            Issue.record("the characters were not drawn from the files")
            return
        }
        #expect(first === files.files[1] && second === files.files[0])
        #expect(line.glyphs[0].glyph == .bundled(font.table.glyphIndex(for: "A")!))
        #expect(font.typeset("ש").glyphs[0].glyph == nil, "outside the scope the files do not apply")
    }

    @Test func aCharacterNoFaceCoversIsRecordedOnce() {
        // Runic letters are in neither Inter nor the fixtures.
        _ = SystemFont().width(of: "ᚠᚢ")
        #expect(MissingGlyphs.shared.hasRecorded("ᚠ") && MissingGlyphs.shared.hasRecorded("ᚢ"))
        #expect(!MissingGlyphs.shared.hasRecorded(" ") && !MissingGlyphs.shared.hasRecorded("A"))

        let log = MissingGlyphs()
        for character in ["中", "ᚠ", "中"] as [Character] { log.record(character) }
        #expect(log.takeUnreported() == ["中", "ᚠ"])
        log.record("中")
        #expect(log.takeUnreported().isEmpty, "each character is reported once")
        #expect(
            MissingGlyphs.warning(for: ["中", "👍🏽"]).hasPrefix(
                "no glyph for 2 characters: 中 (U+4E2D), 👍🏽 (U+1F44D U+1F3FD); they are drawn as boxes."))
        #expect(MissingGlyphs.warning(for: ["ᚠ"]).contains("1 character: ᚠ (U+16A0); it is drawn as a box."))
        let many = MissingGlyphs.warning(for: (0x4E00..<0x4E64).map { Character(Unicode.Scalar($0)!) })
        #expect(many.contains("100 characters") && many.contains("丗 (U+4E17), and 76 more;"))
    }

    @Test func aBadFileIsRefusedNamingItAndTheProblem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontfiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("notes.ttf"), truncated = folder.appendingPathComponent("cut.otf")
        try Data("not a font".utf8).write(to: text)
        try Data(try Data(contentsOf: URL(fileURLWithPath: Self.cff)).prefix(600)).write(to: truncated)
        let cases = [
            (folder.appendingPathComponent("missing.otf").path, "cannot read the font (No such file or directory)"),
            (text.path, "not a font"),
            (truncated.path, "damaged or cut short"),
            (folder.path, "cannot read the font (it is a folder, not a file)"),
        ]
        for (path, words) in cases {
            #expect {
                _ = try FontFile(path: path)
            } throws: { error in
                guard let error = error as? FileError else { return false }
                return error.file == path && error.description.contains(words) && !error.problem.isEmpty
            }
        }
    }
}
