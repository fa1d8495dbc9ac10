import Foundation
import SafeAreaSupport
import Testing

@testable import RunReporting

/// The parts a report is streamed through: an array cut out of a JSON document, text spooled to a
/// temporary file, and a file that appears whole or not at all.
@Suite("Streamed output")
struct StreamedOutputTests {
    struct Item: Encodable {
        let name: String
        let values: [Int]
        let nested: [String: [Double]]
    }

    struct Document<Element: Encodable>: Encodable {
        let before: [String]
        let items: [Element]
        let summary: Int
    }

    /// Items in batches of every size, an empty batch among them, give the bytes of the whole
    /// document encoded at once.
    @Test(arguments: [0, 1, 2, 7])
    func anArrayWrittenInBatchesIsTheWholeDocument(count: Int) throws {
        let items = (0..<count).map { index in
            Item(name: "item \(index) \"quoted\"\nline", values: Array(0..<index), nested: ["a": [Double(index) / 3]])
        }
        var generator = SystemRandomNumberGenerator()
        var (array, text) = try StreamedJSONArray.opening(
            Document(before: ["x"], items: [StreamedJSONArray.placeholder], summary: 0))
        var rest = items[...]
        while !rest.isEmpty {
            let batch = rest.prefix(Int.random(in: 0...3, using: &generator))
            text += try array.text(of: Array(batch))
            rest = rest.dropFirst(batch.count)
        }
        text += try array.closing(Document(before: ["x"], items: [StreamedJSONArray.placeholder], summary: count))
        #expect(text == (try JSONOutput.prettyText(Document(before: ["x"], items: items, summary: count))))
    }

    /// More than a megabyte of text with characters of several bytes comes back whole, in pieces
    /// that end at line feeds.
    @Test func spooledTextComesBackInOrder() throws {
        let spool = try TextSpool()
        let lines = (0..<40_000).map { "line \($0): é 日本 🙂 \(String(repeating: "x", count: $0 % 50))\n" }
        for line in lines { try spool.append(line) }
        try spool.append("no line feed at the end")
        var pieces: [String] = []
        try spool.readBack { pieces.append($0) }
        #expect(pieces.count > 1, "read back in pieces")
        #expect(pieces.dropLast().allSatisfy { $0.hasSuffix("\n") })
        #expect(pieces.joined() == lines.joined() + "no line feed at the end")
    }

    @Test func aStreamedFileAppearsOnlyWhenCommitted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("report/out.txt")
        do {
            let stream = try AtomicFile.Stream(to: file)
            try stream.write("first ")
        }
        #expect(!FileManager.default.fileExists(atPath: file.path), "a stream let go writes nothing")
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path).isEmpty)

        try AtomicFile.write(Array("earlier".utf8), to: file)
        let stream = try AtomicFile.Stream(to: file)
        try stream.write("first ")
        #expect(try String(contentsOf: file, encoding: .utf8) == "earlier", "the old file stays until the commit")
        try stream.write("second")
        try stream.commit()
        #expect(try String(contentsOf: file, encoding: .utf8) == "first second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["out.txt"])
    }

    @Test func aStreamedFileIsNotWrittenThroughALinkOutOfItsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-\(UUID().uuidString)")
        let outside = folder.appendingPathComponent("outside")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let root = folder.appendingPathComponent("root")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("images"), withDestinationURL: outside)
        #expect(throws: FileError.self) {
            try AtomicFile.Stream(to: root.appendingPathComponent("images/a.txt"), within: root)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }
}
