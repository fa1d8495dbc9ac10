import Foundation
import LayoutEngine
import LayoutImport
import SafeAreaSupport
import SnapshotTestSupport
import Testing

/// Several screen files read as one run reads them: in order, each screen with its file, the
/// scenes asked for, and no two screens of one name.
@Suite("Reading several screen files")
struct ScreenFilesTests {
    private static func write(_ files: [String: String]) throws -> URL {
        let folder = try ScratchFolder.make("safearea-screen-files")
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    private static func spec(_ name: String) -> String {
        "name: \(name)\nroot: {kind: view, frame: [0, 0, 375, 667]}\n"
    }

    @Test func screensComeInFileOrderWithTheirFiles() throws {
        let folder = try Self.write(["a.yaml": Self.spec("first"), "b.yaml": Self.spec("second")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = ["b.yaml", "a.yaml"].map { folder.appendingPathComponent($0).path }
        let contents = try ScreenFile.readScreens(atPaths: paths)
        #expect(contents.documents.map(\.name) == ["second", "first"])
        #expect(contents.sources == paths)
        let one = try ScreenFile.readScreens(atPaths: paths, scenes: ["first"])
        #expect(one.documents.map(\.name) == ["first"] && one.sources == [paths[1]])
        let error = try #require(throws: FileError.self) { try ScreenFile.readScreens(atPaths: paths, scenes: ["frist"]) }
        #expect(error.description.contains("Did you mean 'first'?"), "\(error)")
    }

    @Test func twoScreensOfOneNameAreAnErrorNamingBothFiles() throws {
        let folder = try Self.write(["a.yaml": Self.spec("login"), "b.yaml": Self.spec("login")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = ["a.yaml", "b.yaml"].map { folder.appendingPathComponent($0).path }
        let error = try #require(throws: FileError.self) { try ScreenFile.readScreens(atPaths: paths) }
        #expect(error.file == paths[1] && error.description.contains("the name of a screen in \(paths[0])"), "\(error)")
    }
}
