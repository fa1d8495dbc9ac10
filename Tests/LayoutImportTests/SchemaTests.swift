import Foundation
import LayoutImport
import SnapshotTestSupport
import Testing

/// `Schemas/screen.schema.json` describes the files the reader accepts: it knows the same keys,
/// and every example and fixture validates against it (checked with Python's `jsonschema`).
@Suite("Screen file JSON Schema")
struct SchemaTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let schemaURL = packageRoot.appendingPathComponent("Schemas/screen.schema.json")

    /// Each schema definition, and a file that puts an unknown key where that definition applies.
    static let probes: [(definition: String?, json: String)] = [
        (nil, #"{"zqxj": 1, "root": {"kind": "view"}}"#),
        ("view", #"{"root": {"kind": "view", "zqxj": 1}}"#),
        ("controller", #"{"controller": {"zqxj": 1, "view": {"kind": "view"}}}"#),
        ("navigation", #"{"controller": {"navigation": {"zqxj": 1, "viewControllers": [{"view": {"kind": "view"}}]}}}"#),
        ("tabBar", #"{"controller": {"tabBar": {"zqxj": 1, "viewControllers": [{"view": {"kind": "view"}}]}}}"#),
        ("navigationItem", #"{"controller": {"navigationItem": {"zqxj": 1}, "view": {"kind": "view"}}}"#),
        (
            "constraint",
            #"{"root": {"kind": "view", "id": "a", "constraints": [{"zqxj": 1, "first": "a.width", "constant": 1}]}}"#
        ),
        ("stack", #"{"root": {"kind": "stackView", "stack": {"zqxj": 1}}}"#),
        ("scroll", #"{"root": {"kind": "scrollView", "scroll": {"zqxj": 1}}}"#),
        ("table", #"{"root": {"kind": "tableView", "table": {"zqxj": 1}}}"#),
        ("flowLayout", #"{"root": {"kind": "collectionView", "flowLayout": {"zqxj": 1}}}"#),
        ("swiftuiView", #"{"swiftui": {"view": "Divider", "zqxj": 1}}"#),
        ("swiftuiModifier", #"{"swiftui": {"view": "Divider", "modifiers": [{"zqxj": 1}]}}"#),
        ("swiftuiModifier/frame", #"{"swiftui": {"view": "Divider", "modifiers": [{"frame": {"zqxj": 1}}]}}"#),
        (
            "tabBar/sidebar",
            #"{"controller": {"tabBar": {"sidebar": {"zqxj": 1}, "viewControllers": [{"view": {"kind": "view"}}]}}}"#
        ),
    ]

    @Test func theSchemaKnowsExactlyTheKeysTheReaderAccepts() throws {
        let schema = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaURL)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        for probe in Self.probes {
            // A definition's own objects are named by their path below it, as `tabBar/sidebar`.
            let path = probe.definition?.split(separator: "/").map(String.init) ?? []
            var node = try #require((path.first.map { definitions[$0] } ?? schema) as? [String: Any])
            for key in path.dropFirst() {
                node = try #require((node["properties"] as? [String: Any])?[key] as? [String: Any])
            }
            let properties = Set(try #require(node["properties"] as? [String: Any]).keys)
            let readerKeys = try Self.keysTheReaderLists(for: probe.json)
            #expect(properties == readerKeys.union(["comment"]), "\(probe.definition ?? "document")")
        }
    }

    @Test(.enabled(if: PythonJSONSchema.isAvailable, "needs python3 with jsonschema and yaml"))
    func everyExampleAndFixtureValidates() throws {
        let files = try ["Examples", "Tests/Fixtures/screens"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: Self.packageRoot.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }
                .map { Self.packageRoot.appendingPathComponent("\(folder)/\($0)").path }
        }
        #expect(files.count >= 9)
        let report = try PythonJSONSchema.validate(files, against: Self.schemaURL.path)
        #expect(report.isEmpty, Comment(rawValue: report))
    }

    @Test(.enabled(if: PythonJSONSchema.isAvailable, "needs python3 with jsonschema and yaml"))
    func aFileTheReaderRejectsTheSchemaRejectsToo() throws {
        let bad = try ScratchFolder.file("schema-bad", pathExtension: "json")
        let text = #"{"root": {"kind": "button", "colour": "red", "alpha": 2}}"#
        try Data(text.utf8).write(to: bad)
        defer { try? FileManager.default.removeItem(at: bad) }
        #expect(throws: (any Error).self) {
            try ScreenFile.decode(Data(text.utf8), format: .json, file: "bad.json", defaultName: "bad")
        }
        let report = try PythonJSONSchema.validate([bad.path], against: Self.schemaURL.path)
        #expect(report.contains("colour"))
        #expect(report.contains("alpha"))
    }

    /// The keys the reader names when it meets the unknown key `zqxj`.
    static func keysTheReaderLists(for json: String) throws -> Set<String> {
        do {
            _ = try ScreenFile.decode(Data(json.utf8), format: .json, file: "probe.json", defaultName: "probe")
        } catch {
            let message = String(describing: error)
            guard let range = message.range(of: "known keys: ") else { return [] }
            let list = message[range.upperBound...].prefix { $0 != "\n" && $0 != ")" }
            return Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return []
    }
}
