import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import SafeAreaSupport
import Testing

/// The spec format in JSON and YAML: controllers, constraints and guides.
@Suite struct SpecFileTests {
    private static let yaml = """
        name: login
        controller:
          navigation:
            viewControllers:
              - title: Sign In
                view:
                  kind: view
                  id: root
                  subviews:
                    - {kind: textField, id: email, placeholder: Email}
                    - {kind: button, id: go, text: Continue}
                  layoutGuides: [gap]
                  constraints:
                    - {first: email.top, second: root.safeArea.top, constant: 20}
                    - {first: email.leading, second: root.leadingMargin}
                    - {first: email.trailing, second: root.trailingMargin}
                    - {first: gap.top, second: email.bottom}
                    - {first: gap.height, constant: 12}
                    - {first: go.top, second: gap.bottom}
                    - {first: go.centerX, second: root.centerX}
                    - {first: go.width, relation: ">=", constant: 200, priority: 750}
        """

    @Test func yamlAndJSONReadTheSameDocument() throws {
        let fromYAML = try ScreenFile.decode(Data(Self.yaml.utf8), format: .yaml, file: "login.yaml", defaultName: "x")
        let json = """
            {"name": "login", "controller": {"navigation": {"viewControllers": [{"title": "Sign In", "view": {
              "kind": "view", "id": "root",
              "subviews": [{"kind": "textField", "id": "email", "placeholder": "Email"}, {"kind": "button", "id": "go", "text": "Continue"}],
              "layoutGuides": ["gap"],
              "constraints": [
                {"first": "email.top", "second": "root.safeArea.top", "constant": 20},
                {"first": "email.leading", "second": "root.leadingMargin"},
                {"first": "email.trailing", "second": "root.trailingMargin"},
                {"first": "gap.top", "second": "email.bottom"}, {"first": "gap.height", "constant": 12},
                {"first": "go.top", "second": "gap.bottom"}, {"first": "go.centerX", "second": "root.centerX"},
                {"first": "go.width", "relation": ">=", "constant": 200, "priority": 750}]}}]}}}
            """
        let fromJSON = try ScreenFile.decode(Data(json.utf8), format: .json, file: "login.yaml", defaultName: "x")
        #expect(Self.stripped(fromYAML) == Self.stripped(fromJSON))
    }

    /// Source locations differ between the two files' paths only in name; compare the layout.
    private static func stripped(_ document: ScreenDocument) -> ScreenDocument {
        func strip(_ node: ViewNode) -> ViewNode {
            var node = node
            node.source = nil
            node.constraints = node.constraints.map {
                var c = $0
                c.source = nil
                return c
            }
            node.subviews = node.subviews.map(strip)
            return node
        }
        var document = document
        if case .navigation(var navigation) = document.root.content, case .view(let root) = navigation.viewControllers[0].content
        {
            navigation.viewControllers[0].content = .view(strip(root))
            document.root.content = .navigation(navigation)
        }
        return document
    }

    @Test func specResolvesWithGuidesAndPriorities() throws {
        let document = try ScreenFile.decode(Data(Self.yaml.utf8), format: .yaml, file: "login.yaml", defaultName: "x")
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-x"))
        let screen = LayoutResolver.resolve(document, on: device, in: .portrait)
        let email = try #require(screen.view(id: "email"))
        #expect(email.frame == Rect(x: 16, y: 108, width: 343, height: 34))
        let go = try #require(screen.view(id: "go"))
        #expect(go.frame.minY == 108 + 34 + 12)
        #expect(go.frame.width == 200, "the optional minimum beats the button's hugging")
        #expect(go.frame.minX == 263.0 / 3, "centred at 87.5, on the 3× pixel grid 87.67")
        #expect(go.isInteractive)
        #expect(screen.brokenConstraints.isEmpty)
        #expect(
            go.source
                == DocumentLocation(
                    file: "login.yaml", position: "$.controller.navigation.viewControllers[0].view.subviews[1]",
                    line: 11), "a finding on the button points at its line")
    }

    @Test func yamlErrorsNameThePath() throws {
        let bad = "controller:\n  view:\n    kind: view\n    alpah: 1\n"
        do {
            _ = try ScreenFile.decode(Data(bad.utf8), format: .yaml, file: "bad.yaml", defaultName: "bad")
            Issue.record("an unknown key was accepted")
        } catch {
            #expect(error.file == "bad.yaml")
            #expect(error.position == "$.controller.view.alpah")
            #expect(error.problem == "unknown key 'alpah'; did you mean 'alpha'?")
        }
    }

    @Test func theTabAppExampleResolvesWithoutBrokenConstraints() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/tab-app.yaml")
        let document = try ScreenFile.read(contentsOf: url)
        for id in ["iphone-se-3", "iphone-16-pro", "ipad-pro-13-m4"] {
            let device = try #require(DeviceCatalog.standard.device(named: id))
            for orientation in device.supportedOrientations {
                let screen = LayoutResolver.resolve(document, on: device, in: orientation)
                #expect(screen.brokenConstraints.isEmpty, "\(id) \(orientation): \(screen.brokenConstraints)")
                let play = try #require(screen.view(id: "play"))
                let safe = try #require(screen.view(id: "root")).safeAreaFrame
                #expect(play.frame.maxY == safe.maxY - 16, "\(id) \(orientation)")
            }
        }
    }
}

extension SpecFileTests {
    /// An axis a file leaves out keeps UIKit's default for the property: 250 for hugging, 750 for
    /// compression resistance.
    @Test func priorityAxesLeftOutKeepTheirUIKitDefaults() throws {
        let yaml = """
            root:
              kind: view
              subviews:
                - {kind: label, id: a, contentHugging: {vertical: 251}, compressionResistance: {horizontal: 800}}
            """
        let document = try ScreenFile.decode(Data(yaml.utf8), format: .yaml, file: "p.yaml", defaultName: "p")
        guard case .view(let root) = document.root.content else {
            Issue.record("expected a view")
            return
        }
        let layout = root.subviews[0].layout
        #expect(layout.contentHugging == AxisPriorities(horizontal: .defaultLow, vertical: 251))
        #expect(layout.compressionResistance == AxisPriorities(horizontal: 800, vertical: .defaultHigh))
    }
}

/// A view that Auto Layout places and no constraint positions on an axis gets a note.
@Suite struct AmbiguousLayoutNoteTests {
    @Test func aViewWithNoVerticalPositionIsNoted() throws {
        let spec = """
            name: ambiguous
            controller:
              view:
                kind: view
                id: root
                subviews: [{kind: button, id: go, text: Go}]
                constraints:
                  - {first: go.leading, second: root.leading, constant: 16}
            """
        let screens = try ScreenFile.decodeScreens(Data(spec.utf8), fileName: "ambiguous.yaml", file: "ambiguous.yaml")
        let note = try #require(screens.notes.first)
        #expect(note.element == #"<button id="go">"#)
        #expect(note.message.hasPrefix("no constraint gives it a vertical position: its layout is ambiguous"))
        #expect(note.location.file == "ambiguous.yaml")
    }
}
