import Foundation
import LayoutImport
import SafeAreaSupport
import SnapshotTestSupport
import Testing

/// Every reader throws one error, whose kind says what sort of problem the file has, so that a
/// team's tooling can tell a missing file from a broken one without reading the message.
@Suite("FileError's kinds")
struct FileErrorKindTests {
    private static func kind(of text: String, named name: String) throws -> FileError.Kind? {
        let folder = try ScratchFolder.make("safearea-file-error")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        do {
            _ = try ScreenFile.read(contentsOf: url)
            return nil
        } catch {
            return error.kind
        }
    }

    @Test func eachProblemHasItsKind() throws {
        let missing = try #require(throws: FileError.self) {
            try ScreenFile.read(contentsOf: URL(fileURLWithPath: "/nonexistent/screen.json"))
        }
        #expect(missing.kind == .unreadable)
        #expect(try Self.kind(of: "{\"name\": ", named: "screen.json") == .malformed)
        #expect(try Self.kind(of: "name: [unclosed", named: "screen.yaml") == .malformed)
        #expect(try Self.kind(of: "name: x\nroot: {kind: view, colour: red}\n", named: "screen.yaml") == .invalid)
        let values = "name: x\nroot: {kind: view}\nextra: [" + String(repeating: "{}, ", count: 2_000_000) + "]\n"
        #expect(try Self.kind(of: values, named: "screen.yaml") == .tooLarge)
    }

    @Test func aFileThatCannotBeWrittenIsUnwritable() throws {
        let error = try #require(throws: FileError.self) {
            try AtomicFile.write([1, 2, 3], to: URL(fileURLWithPath: "/proc/safearea/not-here.png"))
        }
        #expect(error.kind == .unwritable && error.file.hasPrefix("/proc"), "\(error)")
    }
}
