import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import SafeAreaAudit
import SafeAreaSupport
import SnapshotTestSupport
import Testing

/// `.safearea.yml`: read strictly, found from a folder upward.
@Suite("Audit settings file")
struct ProjectSettingsTests {
    static func folder() throws -> URL {
        let folder = try ScratchFolder.make("safearea-config")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        return folder
    }

    @Test func readsEverySetting() throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent(".safearea.yml")
        try Data(
            """
            audit:
              tolerance: 1
              minimumHitTarget: 40
              rules:
                hit-target: off
                outside-safe-area: error
                occluded: warning
              suppress:
                accessibilityIdentifiers: [legacy-close]
                paths: ["view/view[2]/*"]
              baseline: ci/baseline.json
            """.utf8
        ).write(to: file)
        let settings = try ProjectSettings(contentsOf: file)
        #expect(
            settings.configuration
                == AuditConfiguration(
                    severities: [.outsideSafeArea: .error, .occluded: .warning], disabledRules: [.hitTarget], tolerance: 1,
                    minimumHitTarget: 40, suppressedIdentifiers: ["legacy-close"], suppressedPaths: ["view/view[2]/*"]))
        #expect(settings.baseline == folder.appendingPathComponent("ci/baseline.json"))
        #expect(
            ProjectSettings.find(from: folder.appendingPathComponent("a/b"))?.standardizedFileURL.path
                == file.standardizedFileURL.path)
    }

    @Test func fontFilesAreFoundBesideTheSettingsAndAFileThatIsNoFontIsNamed() throws {
        let folder = try Self.folder()
        let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/fonts")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        for name in ["NotoSansCJKjp-subset.otf", "DejaVuSans-subset.ttf"] {
            try FileManager.default.copyItem(
                at: fonts.appendingPathComponent(name), to: folder.appendingPathComponent("Fonts/\(name)"))
        }
        let file = folder.appendingPathComponent(".safearea.yml")
        try Data("fontFiles:\n  - Fonts/DejaVuSans-subset.ttf\n  - Fonts/NotoSansCJKjp-subset.otf\n".utf8).write(to: file)
        let settings = try ProjectSettings(contentsOf: file)
        #expect(
            settings.fontFiles == [
                folder.appendingPathComponent("Fonts/DejaVuSans-subset.ttf"),
                folder.appendingPathComponent("Fonts/NotoSansCJKjp-subset.otf"),
            ])
        #expect(try settings.loadFontFiles().files.map(\.faceName) == ["DejaVu Sans Book", "Noto Sans CJK JP Regular"])

        try Data("fontFiles: [.safearea.yml]\n".utf8).write(to: file)
        #expect {
            try ProjectSettings(contentsOf: file).loadFontFiles()
        } throws: { error in
            "\(error)" == folder.appendingPathComponent(".safearea.yml").path
                + ": the file is not a font FreeType can read (TrueType, OpenType, a collection or Type 1) (named by fontFiles in the settings)"
        }
        try Data("fontFiles: Fonts/one.otf\n".utf8).write(to: file)
        #expect(throws: FileError.self) { try ProjectSettings(contentsOf: file) }
    }

    /// `ios` picks the iOS every device runs unless the run says; it is then stated, so findings
    /// that depend on it are not warnings about an assumption.
    @Test func theIOSVersionIsASettingTheRunCanOverride() throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent(".safearea.yml")
        try Data("ios: 18\n".utf8).write(to: file)
        let settings = try ProjectSettings(contentsOf: file, displayPath: ".safearea.yml")
        #expect(settings.systemVersion == 18)
        let conditions = SystemConditions().defaultingSystemVersion(to: settings.systemVersion)
        #expect(conditions.systemVersion == 18 && conditions.stated.contains(.systemVersion))
        #expect(SystemConditions(systemVersion: 26).defaultingSystemVersion(to: 18).systemVersion == 26)
        try Data("ios: 18.5\n".utf8).write(to: file)
        #expect {
            try ProjectSettings(contentsOf: file, displayPath: ".safearea.yml")
        } throws: { error in
            "\(error)".contains("$.ios") && "\(error)".contains("18.5 is not an iOS major version")
        }
    }

    /// `contentSizes` names the text sizes every run lays screens out at unless it says; an
    /// unknown one is an error that names the file, the key and the sizes.
    @Test func theTextSizesAreASetting() throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent(".safearea.yml")
        try Data("contentSizes: [default, AX5]\n".utf8).write(to: file)
        let settings = try ProjectSettings(contentsOf: file, displayPath: ".safearea.yml")
        #expect(settings.variants.variants == [.standard, Variant(contentSize: .accessibilityExtraExtraExtraLarge)])
        let other = folder.appendingPathComponent("other.yml")
        try Data("ios: 18\n".utf8).write(to: other)
        #expect(try ProjectSettings(contentsOf: other).variants.isEmpty, "the standard size alone")
        try Data("contentSizes: [default, huge]\n".utf8).write(to: file)
        #expect {
            try ProjectSettings(contentsOf: file, displayPath: ".safearea.yml")
        } throws: { error in
            "\(error)".contains(".safearea.yml") && "\(error)".contains("$.contentSizes")
                && "\(error)".contains("'huge' is not a text size: use default or xS, S, M, L")
        }
    }

    /// `layoutDirections` combine with `contentSizes`; `variants` lists whole variants instead,
    /// and cannot be mixed with the axes.
    @Test func layoutDirectionsAndWholeVariantsAreSettings() throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent(".safearea.yml")
        func settings(_ text: String) throws -> ProjectSettings {
            try Data(text.utf8).write(to: file)
            return try ProjectSettings(contentsOf: file, displayPath: ".safearea.yml")
        }
        #expect(
            try settings("contentSizes: [default, AX5]\nlayoutDirections: [ltr, rtl]\n").variants.variants.map(\.description)
                == ["default", "rtl", "AX5", "AX5+rtl"])
        #expect(
            try settings("variants: recommended\n").variants.variants.map(\.description) == ["default", "AX5", "rtl", "dark"])
        #expect(
            try settings("appearances: [light, dark]\nlayoutDirections: [rtl]\n").variants.variants.map(\.description)
                == ["rtl", "rtl+dark"])
        #expect(try settings("variants: [default, AX3+rtl]\n").variants.variants.map(\.description) == ["default", "AX3+rtl"])
        for (text, message) in [
            ("layoutDirections: [sideways]\n", "'sideways' is not a layout direction: use ltr or rtl"),
            ("variants: [default, AX5+Up]\n", "'AX5+Up' is not a variant: use recommended"),
            ("variants: [rtl]\nlayoutDirections: [ltr]\n", "leave out contentSizes, layoutDirections, appearances and languages"),
            ("languages: [Deutsch]\n", "'Deutsch' is not a language: use default, double-length, accented"),
            ("appearances: [dim]\n", "'dim' is not an appearance: use light or dark"),
        ] {
            do {
                _ = try settings(text)
                Issue.record("\(text) was read")
            } catch {
                #expect("\(error)".contains(".safearea.yml") && "\(error)".contains(message), "\(error)")
            }
        }
    }

    @Test func misspelledRulesAndSettingsAreErrorsWithTheFileAndPath() throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent(".safearea.yml")
        try Data("audit:\n  rules:\n    hit-targt: off\n".utf8).write(to: file)
        #expect {
            try ProjectSettings(contentsOf: file, displayPath: ".safearea.yml")
        } throws: { error in
            "\(error)" == ".safearea.yml: $.audit.rules.hit-targt: unknown key 'hit-targt'; did you mean 'hit-target'?"
        }
        try Data("audit:\n  rules:\n    hit-target: loud\n".utf8).write(to: file)
        #expect {
            try ProjectSettings(contentsOf: file, displayPath: ".safearea.yml")
        } throws: { error in
            "\(error)".contains("'loud' is not a valid hit-target")
        }
    }

    @Test func aFolderWithoutSettingsFindsNone() throws {
        let folder = try Self.folder()
        let found = ProjectSettings.find(from: folder.appendingPathComponent("a/b"))
        #expect(found == nil || !found!.path.hasPrefix(folder.path))
    }
}
