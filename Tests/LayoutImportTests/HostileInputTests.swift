import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import SafeAreaSupport
import SnapshotTestSupport
import Testing

/// Inputs that once crashed, hung or exhausted a reader, most of them found by the fuzz targets
/// under `Fuzz/`. Each must end in an error that names the file and the problem.
@Suite struct HostileInputTests {
    /// The error reading `bytes` as a file named `fileName` gives, or nil when it reads.
    static func problem(_ bytes: [UInt8], fileName: String) -> String? {
        do {
            _ = try ScreenFile.decodeScreens(Data(bytes), fileName: fileName, file: fileName)
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: ["screen.storyboard", "page.xml"])
    func xmlThatIsNotUTF8IsRefusedWithItsPosition(fileName: String) {
        // Five bytes found by fuzz-interface-builder: Foundation's parser traps on the name.
        #expect(
            Self.problem([0x3C, 0xFF, 0x22, 0x20, 0x20], fileName: fileName)
                == "\(fileName): line 1, column 2: byte 0xFF is not UTF-8 text (XML files are read as UTF-8)")
        let truncated = Array("<document>\n<view id=\"é".utf8).dropLast()
        #expect(
            Self.problem(Array(truncated), fileName: fileName)
                == "\(fileName): line 2, column 11: byte 0xC3 is not UTF-8 text (XML files are read as UTF-8)")
    }

    /// A Latin-1 "café" in a YAML or JSON file is named by its line and column, as in XML.
    @Test func yamlAndJSONThatAreNotUTF8AreRefusedWithThePosition() {
        let yaml = Array("name: x\nroot:\n  kind: label\n  text: \"caf".utf8) + [0xE9, 0x22, 0x0A]
        #expect(
            Self.problem(yaml, fileName: "a.yaml") == "a.yaml: line 4, column 13: not valid YAML: byte 0xE9 is not UTF-8 text")
        let json = Array("{\"name\": \"x\",\n \"root\": {\"kind\": \"label\", \"text\": \"caf".utf8) + Array("\"}}".utf8)
        let latin1 = Array(json[..<(json.count - 3)]) + [0xE9] + Array(json[(json.count - 3)...])
        #expect(
            Self.problem(latin1, fileName: "a.json") == "a.json: line 2, column 40: not valid JSON: byte 0xE9 is not UTF-8 text")
    }

    /// `json` read as a screen file and laid out on an iPhone in portrait.
    static func resolve(_ json: String) throws -> ResolvedScreen {
        let document = try ScreenFile.decode(Data(json.utf8), file: "screen.json", defaultName: "screen")
        return LayoutResolver.resolve(
            document, on: try #require(DeviceCatalog.standard.device(named: "iPhone 16")), in: .portrait)
    }

    @Test func aConstraintOnItselfIsReportedBrokenAndTheScreenStillResolves() throws {
        // It once recursed without end in the solver's search for the conflicting constraints.
        let screen = try Self.resolve(
            """
            {"root": {"kind": "view", "id": "root", "subviews": [{"kind": "button", "id": "a", "text": "A"}],
              "constraints": [
                {"first": "a.width", "second": "a.width", "constant": 10},
                {"first": "a.top", "second": "root.safeArea.top"},
                {"first": "a.leading", "second": "root.leading"}
              ]}}
            """)
        #expect(screen.layout.brokenConstraints.map(\.conflicts) == [[]])
        #expect(screen.layout.brokenConstraints.first?.constraint.contains("a.width") == true)
        #expect(screen.layout.root.subviews.first?.frame.minY == 59)
    }

    @Test func numbersThatAreNotFiniteOrTooLargeAreRefusedWithTheirPath() {
        let yaml = { (frame: String) in Array("root:\n  kind: view\n  frame: {\(frame)}\n".utf8) }
        let range = "numbers must lie between -1000000 and 1000000"
        #expect(
            Self.problem(yaml("x: 0, y: .nan, width: 10, height: 10"), fileName: "a.yaml")
                == "a.yaml: $.root.frame.y: a number that is not finite (nan) is out of range; \(range)")
        #expect(
            Self.problem(yaml("x: 0, y: 0, width: -.INF, height: 10"), fileName: "a.yaml")
                == "a.yaml: $.root.frame.width: a number that is not finite (-inf) is out of range; \(range)")
        #expect(
            Self.problem(yaml("x: -1e19, y: 0, width: 10, height: 10"), fileName: "a.yaml")
                == "a.yaml: $.root.frame.x: -1e+19 is out of range; \(range)")
        let json = #"{"root": {"kind": "view", "frame": {"x": 0, "y": 0, "width": 10, "height": 1e300}}}"#
        #expect(
            Self.problem(Array(json.utf8), fileName: "a.json") == "a.json: $.root.frame.height: 1e+300 is out of range; \(range)")
        // A quoted number is text: a label may say anything.
        #expect(Self.problem(Array("root:\n  kind: label\n  text: \".nan 1e99\"\n".utf8), fileName: "a.yaml") == nil)
    }

    /// A key of a million characters: no "did you mean" distance is computed against keys that
    /// cannot be close, and the message names the key by its start.
    @Test func aHugeUnknownKeyIsNamedByItsStart() {
        let key = String(repeating: "k", count: 1_000_000)
        let problem = Self.problem(Array(#"{"name": "x", "root": {"kind": "view", "\#(key)": 1}}"#.utf8), fileName: "big.json")
        let shown = String(repeating: "k", count: 80) + "…"
        #expect(problem?.hasPrefix("big.json: $.root.\(shown): unknown key '\(shown)'; known keys: kind, ") == true)
        #expect((problem?.count ?? .max) < 2_000)
    }

    @Test func aNearKeyIsStillSuggested() {
        let problem = Self.problem(
            Array(#"{"name": "x", "root": {"kind": "view", "backgroundColour": "red"}}"#.utf8), fileName: "a.json")
        #expect(problem?.hasSuffix("unknown key 'backgroundColour'; did you mean 'backgroundColor'?") == true, "\(problem ?? "")")
    }

    @Test func yamlAliasesCannotExpandWithoutBound() {
        // Nine levels of nine aliases: 387 million values from 500 bytes.
        var lines = [#"a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]"#]
        for level in 1...8 {
            let uses = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",")
            lines.append("a\(level): &a\(level) [\(uses)]")
        }
        #expect(
            Self.problem(Array(lines.joined(separator: "\n").utf8), fileName: "bomb.yaml")
                == "bomb.yaml: the file holds more than 1000000 values (YAML aliases counted as copies); it is refused")
    }
}

extension HostileInputTests {
    /// Numbers each in range whose product is not: a chain of million-fold multipliers asks for
    /// widths up to 10²⁴ pt. Each solved edge is held within ten million points, so the audit and
    /// the renderer meet finite geometry.
    @Test func aChainOfMultipliersIsHeldToFiniteFrames() throws {
        var subviews: [String] = [], constraints = [#"{"first": "v0.width", "constant": 1000000}"#]
        for index in 0..<5 {
            subviews.append(#"{"kind": "button", "id": "v\#(index)", "text": "\#(index)"}"#)
            constraints.append(#"{"first": "v\#(index).trailing", "second": "root.leading"}"#)
            guard index > 0 else { continue }
            constraints.append(#"{"first": "v\#(index).width", "second": "v\#(index - 1).width", "multiplier": 1000000}"#)
        }
        let screen = try Self.resolve(
            #"{"root": {"kind": "view", "id": "root", "subviews": [\#(subviews.joined(separator: ","))], "constraints": [\#(constraints.joined(separator: ","))]}}"#
        )
        let frames = screen.layout.root.subviews.map(\.frame)
        #expect(frames.count == 5)
        #expect(frames.allSatisfy { [$0.minX, $0.maxX, $0.minY, $0.maxY].allSatisfy { abs($0) <= 10_000_000 } })
        #expect(frames.first == Rect(x: -1_000_000, y: 0, width: 1_000_000, height: frames.first?.height ?? 0))
        #expect(frames.last?.minX == -10_000_000 && frames.last?.maxX == 0)
    }
}

extension HostileInputTests {
    /// A JSON object that names a key twice is refused at the second, as YAML is, whatever the
    /// escapes spell it with; the same key in two objects, or a value that reads like a key, is fine.
    @Test func aJSONKeyUsedTwiceInOneObjectIsRefusedWhereItIsRepeated() {
        let twice = "{\"name\": \"x\",\n \"root\": {\"kind\": \"view\", \"kind\": \"label\"}}"
        #expect(
            Self.problem(Array(twice.utf8), fileName: "a.json")
                == "a.json: line 2, column 27: not valid JSON: a key used twice in one object: kind")
        let escaped = #"{"root": {"kind": "view", "subviews": [{"kind": "label", "text": "é", "\u0074ext": "e"}]}}"#
        #expect(
            Self.problem(Array(escaped.utf8), fileName: "b.json")
                == "b.json: line 1, column 71: not valid JSON: a key used twice in one object: text")
        let apart =
            #"{"name": "kind", "root": {"kind": "view", "subviews": [{"kind": "label", "text": "kind"}, {"kind": "view"}]}}"#
        #expect(Self.problem(Array(apart.utf8), fileName: "c.json") == nil)
        // A file that does not parse is reported for its syntax, not for a key it repeats.
        let broken = #"{"root": {"kind": "view", "kind": "label"}"#
        #expect(Self.problem(Array(broken.utf8), fileName: "d.json")?.contains("key used twice") == false)
    }
}

extension HostileInputTests {
    /// A screen of `views` labels, each with `text`, the first under `constraints` constraints.
    static func screen(views: Int, text: String = "t", constraints: Int = 0) -> [UInt8] {
        let constraint = #"{"first": "v.width", "constant": 10}"#
        let first = #"{"kind": "label", "id": "v", "text": "\#(text)"}"#
        let labels = [first] + Array(repeating: #"{"kind": "label", "text": "\#(text)"}"#, count: views - 1)
        return Array(
            #"{"name": "big", "root": {"kind": "view", "subviews": [\#(labels.joined(separator: ","))], "constraints": [\#(Array(repeating: constraint, count: constraints).joined(separator: ","))]}}"#
                .utf8)
    }

    /// Past the documented counts a screen is refused before it is laid out; at them it is read.
    @Test func aScreenPastTheViewConstraintOrTextLimitsIsRefused() {
        #expect(Self.problem(Self.screen(views: 9_999, constraints: 50_000), fileName: "a.json") == nil)
        #expect(
            Self.problem(Self.screen(views: 10_000), fileName: "a.json")
                == "a.json: the screen 'big' has more than 10000 views; it is refused")
        #expect(
            Self.problem(Self.screen(views: 1, constraints: 50_001), fileName: "a.json")
                == "a.json: the screen 'big' has 50001 constraints; at most 50000 are laid out")
        #expect(Self.problem(Self.screen(views: 2, text: String(repeating: "é", count: 10_000)), fileName: "a.json") == nil)
        #expect(
            Self.problem(Self.screen(views: 2, text: String(repeating: "é", count: 10_001)), fileName: "a.json")
                == "a.json: $.root.subviews[0]: a text of 10001 characters (\"\(String(repeating: "é", count: 20))…\"); at most 10000 are drawn"
        )
    }

    /// SwiftUI's layout is recursive, so views and modifiers nest at most 256 deep; the places
    /// views are written, which wrap each one, do not count. A stack with a modifier is two levels.
    @Test func aSwiftUIScreenNestedPastItsDepthIsRefused() {
        func nested(_ levels: Int) -> [UInt8] {
            var view = #"{"view": "Text", "text": "x"}"#
            for _ in 0..<levels { view = #"{"view": "VStack", "content": [\#(view)], "modifiers": [{"padding": 1}]}"# }
            return Array(#"{"name": "deep", "swiftui": \#(view)}"#.utf8)
        }
        #expect(Self.problem(nested(120), fileName: "a.json") == nil)
        #expect(
            Self.problem(nested(130), fileName: "a.json")
                == "a.json: the screen 'deep' nests SwiftUI views and modifiers more than 256 deep; it is refused")
    }

    /// A file past 64 MiB is refused from its size, before it is read.
    @Test func aFilePastTheInputLimitIsRefusedUnread() throws {
        let url = try ScratchFolder.file("huge", pathExtension: "json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 64 << 20 + 1)
        try handle.close()
        #expect(
            throws: FileError(
                file: "huge.json", problem: "too large to read: the file has 67108865 bytes; at most 67108864 are read",
                kind: .tooLarge)
        ) {
            try ScreenFile.readScreens(contentsOf: url, displayPath: "huge.json")
        }
    }
}
