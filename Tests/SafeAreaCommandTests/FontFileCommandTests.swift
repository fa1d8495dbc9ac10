import Foundation
import Testing

/// `--font-file` and `fontFiles:` in `.safearea.yml`: text in scripts the bundled faces lack is
/// drawn from the team's files, and what no face covers is named once at the end of the run.
@Suite("Font files on the command line")
struct FontFileCommandTests {
    static let fonts = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/fonts")

    static func japaneseScreen(in folder: URL) throws -> String {
        let file = folder.appendingPathComponent("japanese.yaml")
        try CommandRunner.writeButtonScreen(to: file, name: "japanese", title: "設定を保存")
        return file.path
    }

    static func render(_ screen: String, into out: URL, in folder: URL, _ extra: [String] = []) throws -> (Data, String) {
        let result = try CommandRunner.run(
            ["render", screen, "--device", "iphone-16-pro", "--orientation", "portrait", "--out", out.path] + extra,
            in: folder)
        #expect(result.status == 0, "\(result.errors)")
        return (try Data(contentsOf: out.appendingPathComponent("japanese/iphone-16-pro.portrait.png")), result.errors)
    }

    @Test func charactersWithoutGlyphsAreNamedOnceAndAFontFileDrawsThem() throws {
        let folder = try CommandRunner.temporaryFolder()
        let screen = try Self.japaneseScreen(in: folder)
        let (boxes, warning) = try Self.render(screen, into: folder.appendingPathComponent("boxes"), in: folder)
        #expect(
            warning.components(
                separatedBy: "warning: no glyph for 5 characters: 設 (U+8A2D), 定 (U+5B9A), を (U+3092), "
                    + "保 (U+4FDD), 存 (U+5B58); they are drawn as boxes."
            ).count == 2, "one warning, once: \(warning)")

        let font = Self.fonts.appendingPathComponent("NotoSansCJKjp-subset.otf").path
        let (drawn, quiet) = try Self.render(
            screen, into: folder.appendingPathComponent("drawn"), in: folder, ["--font-file", font])
        #expect(!quiet.contains("warning"), "\(quiet)")
        #expect(drawn != boxes)

        // The same file named by the settings draws the same pixels.
        try FileManager.default.copyItem(atPath: font, toPath: folder.appendingPathComponent("jp.otf").path)
        try Data("fontFiles: [jp.otf]\n".utf8).write(to: folder.appendingPathComponent(".safearea.yml"))
        let (settingsDrawn, _) = try Self.render(screen, into: folder.appendingPathComponent("settings"), in: folder)
        #expect(settingsDrawn == drawn)
    }

    @Test func aFontFileThatIsNoFontStopsTheRunNamingIt() throws {
        let folder = try CommandRunner.temporaryFolder()
        let screen = try Self.japaneseScreen(in: folder)
        try Data("fontFiles: [missing.otf]\n".utf8).write(to: folder.appendingPathComponent(".safearea.yml"))
        let result = try CommandRunner.run(["render", screen, "--out", folder.path], in: folder)
        #expect(result.status != 0)
        #expect(
            result.errors.contains(
                "missing.otf: cannot read the font (No such file or directory) (named by fontFiles in the settings)"))
        let bad = try CommandRunner.run(["render", screen, "--out", folder.path, "--font-file", screen], in: folder)
        #expect(bad.status != 0 && bad.errors.contains("japanese.yaml: the file is not a font FreeType can read"))
    }
}
