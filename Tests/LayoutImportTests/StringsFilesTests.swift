import Foundation
@_spi(Internals) import LayoutEngine
import LayoutImport
import SafeAreaSupport
import Testing

/// A team's strings files: `.strings` tables in `<language>.lproj` folders and String Catalogs.
@Suite("Strings files")
struct StringsFilesTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/strings")

    @Test func aFolderGivesEveryTableBelowIt() throws {
        let strings = try StringsFiles.read([Self.fixtures.path])
        #expect(strings.languages == ["de", "fi"])
        #expect(strings.translation(of: "Track package", in: "de") == "Sendungsverfolgung öffnen")
        #expect(strings.translation(of: "Contact support", in: "de") == "Kundenservice \"kontaktieren\"")
        #expect(strings.translation(of: "Order", in: "fi") == "Tilaus")
        #expect(strings.translation(of: "%lld items", in: "fi") == "%lld tuotetta", "a plural stands as its other case")
        #expect(strings.translation(of: "Untranslated", in: "fi") == nil)
    }

    @Test func aUTF16TableReadsAsAUTF8One() throws {
        let folder = try Self.folder().appendingPathComponent("fr.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var data = Data([0xFF, 0xFE])
        data.append(try #require("\"Order\" = \"Commande\";\n".data(using: .utf16LittleEndian)))
        try data.write(to: folder.appendingPathComponent("Localizable.strings"))
        #expect(try StringsFiles.read([folder.path]).translation(of: "Order", in: "fr") == "Commande")
    }

    @Test(arguments: [
        ("fr.lproj/Localizable.strings", "\"a\" = \"b\"\n\"c\" = \"d\";\n", "not a strings table: Missing ';' on line 2"),
        ("Localizable.strings", "\"a\" = \"b\";\n", "names its language by its folder"),
        ("Localizable.xcstrings", "{\"strings\": 3}", "Localizable.xcstrings"),
    ])
    func aBrokenFileNamesItselfAndTheCause(_ path: String, _ contents: String, _ message: String) throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
        #expect {
            try StringsFiles.read([file.path])
        } throws: { error in
            "\(error)".contains(file.lastPathComponent) && "\(error)".contains(message)
        }
        #expect(throws: FileError.self) { try StringsFiles.read([folder.appendingPathComponent("missing").path]) }
    }

    /// An Interface Builder strings file keys a text by its object's id and property; a spec
    /// file's text is its own key.
    @Test func aTextIsFoundByItsInterfaceBuilderKeyThenByItself() {
        let strings = LocalizedStrings(tables: ["de": ["abc-12-xyz.normalTitle": "Bezahlen", "Cancel": "Abbrechen"]])
        var document = ScreenDocument(name: "pay") {
            ViewController {
                View {
                    Button("Pay").id("abc-12-xyz")
                    Button("Cancel").id("cancel")
                }
            }
        }
        document.strings = strings
        let translated = document.translated(into: .localized("de"))
        let texts = translated.rootView?.subviews.map(\.attributes.text)
        #expect(texts == ["Bezahlen", "Abbrechen"])
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
