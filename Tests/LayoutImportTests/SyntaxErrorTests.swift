import Foundation
import LayoutEngine
import LayoutImport
import Testing

/// A newcomer's first mistakes in a spec file are reported with where they are and what is wrong:
/// a syntax error at its line and column, and a wrong value with its cause, in YAML as in JSON.
@Suite("Errors in spec files")
struct SyntaxErrorTests {
    func error(_ text: String, _ format: ScreenFile.Format, file: String = "screen") -> String {
        do {
            _ = try ScreenFile.decode(Data(text.utf8), format: format, file: file, defaultName: "screen")
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func jsonSyntaxErrorsHaveALineAndColumn() {
        let doubledComma = "{\n  \"name\": \"x\",\n  \"controller\": {\"view\": {\"kind\": \"view\",, \"id\": \"r\"}}\n}\n"
        // The second comma is the 42nd character of line 3.
        #expect(error(doubledComma, .json, file: "a.json") == "a.json: line 3, column 42: not valid JSON: invalid value")
        let number =
            #"{"name": "x", "controller": {"view": {"kind": "view", "id": "r", "constraints": [{"first": "r.width", "constant": -16.0.0}]}}}"#
        #expect(error(number, .json) == "screen: line 1, column 120: not valid JSON: invalid value", "the second dot of -16.0.0")
        let unit = #"{"name": "x", "controller": {"view": {"kind": "view", "alpha": 4pt}}}"#
        #expect(error(unit, .json) == "screen: line 1, column 65: not valid JSON: invalid value", "the p of 4pt")
    }

    @Test func yamlSyntaxErrorsHaveALineAndColumn() {
        let indent = "name: x\ncontroller:\n  view:\n    kind: view\n     id: root\n"
        #expect(
            error(indent, .yaml) == "screen: line 5, column 8: not valid YAML: mapping values are not allowed in this context")
        let duplicate = "name: x\nname: y\ncontroller:\n  view: {kind: view}\n"
        #expect(error(duplicate, .yaml).contains("line 1"))
        #expect(error(duplicate, .yaml).contains("a key used twice in one mapping: name"))
    }

    /// Yams wraps every error its decoding meets in "The given data was not valid YAML"; the cause
    /// inside is what is reported, the same as for JSON.
    @Test func aWrongValueInYAMLSaysWhatIsWrong() {
        let yaml = """
            name: bad
            controller:
              view:
                kind: view
                id: root
                subviews:
                  - {kind: button, id: pay}
                constraints:
                  - {first: pay.top, second: nothere.top}
            """
        let message = error(yaml, .yaml)
        #expect(message.contains("'nothere' names no view or layout guide"), "\(message)")
        #expect(!message.contains("not valid YAML"))
        let json =
            #"{"name": "bad", "controller": {"view": {"kind": "view", "id": "root", "subviews": [{"kind": "button", "id": "pay"}], "constraints": [{"first": "pay.top", "second": "nothere.top"}]}}}"#
        #expect(error(json, .json) == message)
        #expect(error("name: x\ncontroller:\n  view: {kind: sprocket}\n", .yaml).contains("$.controller.view.kind"))
    }
}
