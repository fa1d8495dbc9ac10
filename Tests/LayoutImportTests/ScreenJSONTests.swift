@_spi(Internals) import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
import SafeAreaSupport
import Testing

@testable import LayoutImport

@Suite("Resolved-screen JSON")
struct ScreenFileTests {
    func decode(_ json: String, file: String = "screens/login.json") throws(FileError) -> ScreenDocument {
        try ScreenFile.decode(Data(json.utf8), file: file, defaultName: "login")
    }

    func failure(_ json: String) -> FileError? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsAFullDocument() throws {
        let document = try decode(
            """
            {
              "canvas": {"width": 375, "height": 667},
              "root": {
                "kind": "view", "backgroundColor": "systemGroupedBackground",
                "subviews": [
                  {"kind": "button", "frame": [16, 603, 343, 50], "autoresizing": ["flexibleWidth", "flexibleTopMargin"],
                   "text": "Continue", "backgroundColor": "#007AFF", "cornerRadius": 12, "cornerCurve": "continuous",
                   "accessibilityIdentifier": "continue"},
                  {"kind": "switch", "frame": {"x": 300, "y": 100, "width": 51, "height": 31}, "isOn": true, "alpha": 0.5}
                ]
              }
            }
            """)
        #expect(document.name == "login")
        #expect(document.canvas == Size(width: 375, height: 667))
        #expect(document.rootView?.translatesAutoresizingMaskIntoConstraints == false, "the root's controller places it")
        let button = try #require(document.rootView?.subviews.first)
        #expect(button.attributes.kind == .button)
        #expect(button.frame == Rect(x: 16, y: 603, width: 343, height: 50))
        #expect(button.autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
        #expect(button.attributes.backgroundColor == Color(rgb: 0x007AFF))
        #expect(button.attributes.cornerCurve == .continuous)
        #expect(
            button.source == DocumentLocation(file: "screens/login.json", position: "$.root.subviews[0]", line: 6),
            "the JSON path and the line the view starts on")
        #expect(document.rootView?.subviews[1].attributes.isOn == true)
        #expect(document.rootView?.subviews[1].attributes.alpha == 0.5)
    }

    @Test func unknownKeysAreRejectedWithTheNearestKnownKey() {
        let error = failure(
            """
            {"canvas": {"width": 1, "height": 1}, "root": {"kind": "view", "subviews": [
              {"kind": "label", "frame": [0, 0, 1, 1], "bakgroundColor": "#fff"}]}}
            """)
        #expect(error?.file == "screens/login.json")
        #expect(error?.position == "$.root.subviews[0].bakgroundColor")
        #expect(error?.problem == "unknown key 'bakgroundColor'; did you mean 'backgroundColor'?")
    }

    @Test(
        arguments: [
            (
                ##"{"canvas": {"width": 1, "height": 1}, "root": {"kind": "buton"}}"##,
                "$.root.kind", "'buton' is not a valid kind: did you mean 'button'?"
            ),
            (
                ##"{"canvas": {"width": 1, "height": 1}, "root": {"kind": "view", "alpha": 2}}"##,
                "$.root.alpha", "alpha must be between 0 and 1, got 2"
            ),
            (
                ##"{"canvas": {"width": 1, "height": 1}, "root": {"kind": "view", "backgroundColor": "#12"}}"##,
                "$.root.backgroundColor",
                "'#12' is not a colour: use #RGB, #RRGGBB, #RRGGBBAA, a UIKit name such as systemBlue, or a light and a dark one as '#FFFFFF dark #1C1C1E'"
            ),
            (
                ##"{"root": {"kind": "view", "constraints": [{"first": "labl.top", "second": "view.top"}], "id": "view", "subviews": [{"kind": "label", "id": "label"}]}}"##,
                "$.root.constraints[0].first",
                "'labl' names no view or layout guide in this controller's views; did you mean 'label'?"
            ),
            (
                ##"{"root": {"kind": "view", "id": "a", "subviews": [{"kind": "label", "id": "a"}]}}"##,
                "$.root.subviews[0]", "the id 'a' is already used at $.root; ids must be unique"
            ),
            (
                ##"{"root": {"kind": "view", "constraints": [{"first": "view.top", "constant": 20}]}}"##,
                "$.root.constraints[0].second",
                "view.top is a position: relate it to another anchor (only width and height may equal a constant)"
            ),
            (
                ##"{"root": {"kind": "view", "constraints": [{"first": "view.top", "second": "view.heigth"}]}}"##,
                "$.root.constraints[0].second", "'heigth' is not a layout attribute: did you mean 'height'?"
            ),
            (
                ##"{"root": {"kind": "view", "constraints": [{"first": "view.top", "second": "view.width"}]}}"##,
                "$.root.constraints[0].second",
                "view.top and view.width measure different things: relate positions on one axis, or sizes"
            ),
            (
                ##"{"controller": {"view": {"kind": "view"}, "navigation": {"viewControllers": []}}}"##,
                "$.controller.view", "a controller has one of view, navigation, tabBar or split"
            ),
            (
                ##"{"canvas": {"width": 1, "height": 1}, "root": {"kind": "view", "subviews": [{"kind": "label", "frame": [1, 2, 3]}]}}"##,
                "$.root.subviews[0].frame", "a frame array needs 4 numbers [x, y, width, height], got 3"
            ),
            (
                ##"{"canvas": {"width": 1, "height": 1}, "root": {"kind": "view", "isHidden": "yes"}}"##,
                "$.root.isHidden", "expected true or false, found something else"
            ),
            (
                ##"{"canvas": {"width": 1, "height": 1}, "root": {"kind": "view", "autoresizing": ["flexibleWidht"]}}"##,
                "$.root.autoresizing[0]", nil
            ),
            (
                ##"{"canvas": {"width": 0, "height": 1}, "root": {"kind": "view"}}"##,
                "$.canvas", "the canvas must have a positive width and height, got 0×1"
            ),
            (##"{"canvas": {"width": 1, "height": 1}}"##, "$", "missing required key 'controller'"),
            (
                ##"{"canvas": {"width": 1, "hieght": 1}, "root": {"kind": "view"}}"##,
                "$.canvas.hieght", "unknown key 'hieght'; did you mean 'height'?"
            ),
            (
                ##"{"name": "../../etc", "canvas": {"width": 1, "height": 1}, "root": {"kind": "view"}}"##,
                "$.name", "'../../etc' cannot name an output folder: use letters, digits, '-' or '_'"
            ),
        ] as [(String, String, String?)])
    func badValuesNameThePathAndTheProblem(_ json: String, _ path: String, _ problem: String?) throws {
        let error = try #require(failure(json))
        #expect(error.position == path)
        if let problem { #expect(error.problem == problem) }
    }

    @Test func syntaxErrorsSayTheFileIsNotJSONAndWhere() throws {
        let error = try #require(failure(#"{"canvas": {"width": 1,, }"#))
        #expect(error.position == "line 1, column 24")
        #expect(error.problem.hasPrefix("not valid JSON"))
        #expect(error.description == "screens/login.json: line 1, column 24: not valid JSON: invalid value")
    }

    @Test func missingFilesAreReportedWithTheirPath() throws {
        do {
            _ = try ScreenFile.read(contentsOf: URL(fileURLWithPath: "/nonexistent/screen.json"), displayPath: "screen.json")
            Issue.record("reading a missing file must fail")
        } catch {
            #expect(error.file == "screen.json")
            #expect(error.problem.hasPrefix("cannot read the file"))
        }
    }
}
