@_spi(Internals) import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
@_spi(Internals) import LayoutImport
import SafeAreaSupport
import SnapshotTestSupport
import Testing

/// Screens written as spec files read back as the same screens: the examples' specs, every scene
/// of the real Interface Builder fixtures, ids a spec cannot name, and numbers to the last bit.
@Suite struct SpecWriterTests {
    static let root = Golden.packageRoot

    /// The screen a written spec reads back as, without source locations.
    static func readBack(_ document: ScreenDocument, _ syntax: ScreenFile.SpecSyntax) throws -> ScreenDocument {
        let spec = try ScreenFile.spec(of: document, syntax: syntax)
        return try ScreenFile.decode(spec, format: syntax == .json ? .json : .yaml, file: "spec", defaultName: "unnamed")
            .withoutSources
    }

    /// `document` as a spec reads it back: named by its scene, with no source locations.
    static func expected(_ document: ScreenDocument) -> ScreenDocument {
        var expected = document.withoutSources
        expected.name = document.sceneName
        return expected
    }

    @Test(arguments: ScreenFile.SpecSyntax.allCases)
    func theExamplesSpecsReadBackAsTheSameScreens(syntax: ScreenFile.SpecSyntax) throws {
        let folder = Self.root.appendingPathComponent("Examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".") }.sorted()
        #expect(files.count >= 8)
        for file in files {
            let document = try ScreenFile.read(contentsOf: folder.appendingPathComponent(file))
            #expect(try Self.readBack(document, syntax) == Self.expected(document), "\(file)")
        }
    }

    /// A navigation item's search controller placement is written and read back.
    @Test(arguments: ScreenFile.SpecSyntax.allCases)
    func aSearchControllersPlacementReadsBack(syntax: ScreenFile.SpecSyntax) throws {
        let document = ScreenDocument(name: "search") {
            NavigationController {
                ViewController { View {}.id("root") }.title("Settings").navigationItem(searchBarPlacement: .integrated)
            }
        }
        let back = try Self.readBack(document, syntax)
        #expect(back == Self.expected(document))
        guard case .navigation(let navigation) = back.root.content else {
            Issue.record("no navigation controller")
            return
        }
        #expect(navigation.viewControllers.first?.navigationItem.searchBarPlacement == .integrated)
    }

    @Test(arguments: ScreenFile.SpecSyntax.allCases)
    func everySceneOfTheRealFilesReadsBackAsTheSameScreen(syntax: ScreenFile.SpecSyntax) throws {
        let folder = Self.root.appendingPathComponent("Tests/Fixtures/interface-builder")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter(InterfaceBuilderFile.isInterfaceBuilderFile).sorted()
        var scenes = 0
        for file in files {
            for document in try InterfaceBuilderFile.read(contentsOf: folder.appendingPathComponent(file)).documents {
                #expect(try Self.readBack(document, syntax) == Self.expected(document), "\(document.name)")
                scenes += 1
            }
        }
        #expect(scenes == 14)
    }

    /// Text styles, weights and `numberOfLines` go through a spec and back in both syntaxes.
    @Test func fontsAndLinesRoundTrip() throws {
        let label = ViewNode(
            id: "title",
            attributes: ViewAttributes(kind: .label, text: "Hello", textStyle: .title2, fontWeight: .medium, numberOfLines: 0),
            frame: Rect(x: 0, y: 0, width: 100, height: 30))
        let document = ScreenDocument(
            name: "Fonts", canvas: Size(width: 390, height: 844),
            rootView: ViewNode(id: "root", attributes: ViewAttributes(kind: .view), subviews: [label]))
        for syntax in [ScreenFile.SpecSyntax.yaml, .json] {
            #expect(try Self.readBack(document, syntax) == Self.expected(document))
        }
        let yaml = String(decoding: try ScreenFile.spec(of: document, syntax: .yaml), as: UTF8.self)
        #expect(yaml.contains("textStyle: title2") && yaml.contains("fontWeight: medium") && yaml.contains("numberOfLines: 0"))
    }

    @Test func aSpecSaysOnlyWhatDiffersFromUIKitsDefaults() throws {
        var label = ViewNode(id: "title", attributes: ViewAttributes(kind: .label, text: "Grüße: 1/3", fontSize: 17))
        label.translatesAutoresizingMaskIntoConstraints = false
        label.layout.contentHugging = AxisPriorities(horizontal: 251, vertical: 250)
        let third = 1.0 / 3
        let root = ViewNode(
            id: "root", attributes: ViewAttributes(kind: .view),
            constraints: [
                LayoutConstraint(Anchor(.view("title"), .top), .equal, Anchor(.safeArea(of: "root"), .top), constant: 8),
                LayoutConstraint(
                    Anchor(.view("title"), .width), .lessThanOrEqual, Anchor(.view("root"), .width), multiplier: third,
                    priority: .defaultHigh),
            ],
            subviews: [label])
        let document = ScreenDocument(name: "Main/Greeting", canvas: Size(width: 390, height: 844), rootView: root)
        let yaml = String(decoding: try ScreenFile.spec(of: document, syntax: .yaml), as: UTF8.self)
        #expect(
            yaml == """
                name: Greeting
                canvas: {width: 390, height: 844}
                controller:
                  view:
                    kind: view
                    id: root
                    translatesAutoresizingMaskIntoConstraints: true
                    constraints:
                    - first: title.top
                      second: root.safeArea.top
                      constant: 8
                    - first: title.width
                      relation: <=
                      second: root.width
                      multiplier: 0.3333333333333333
                      priority: 750
                    subviews:
                    - kind: label
                      id: title
                      text: 'Grüße: 1/3'
                      fontSize: 17
                      contentHugging: {horizontal: 251, vertical: 250}

                """)
        #expect(try Self.readBack(document, .yaml) == Self.expected(document))
    }

    @Test func idsASpecCannotNameAreRenamedAndConstraintsFollowThem() throws {
        func view(_ id: String) -> ViewNode {
            ViewNode(id: id, attributes: ViewAttributes(kind: .button), translatesAutoresizingMaskIntoConstraints: false)
        }
        let root = ViewNode(
            id: "a.b", attributes: ViewAttributes(kind: .view),
            constraints: [
                LayoutConstraint(Anchor(.view("x"), .top), .equal, Anchor(.guide("topLayoutGuide"), .bottom)),
                LayoutConstraint(Anchor(.view("a-b"), .leading), .equal, Anchor(.layoutMargins(of: "a.b"), .leading)),
            ],
            layoutGuides: ["topLayoutGuide"], subviews: [view("x"), view("a-b"), view("x")])
        let document = ScreenDocument(name: "ids", canvas: ScreenDocument.defaultCanvas, rootView: root)
        let read = try Self.readBack(document, .yaml)
        let readRoot = try #require(read.rootView)
        #expect(readRoot.id == "a-b")
        #expect(readRoot.layoutGuides == ["view-topLayoutGuide"])
        #expect(readRoot.subviews.map { $0.id } == ["x", "a-b-2", "x-2"])
        #expect(
            readRoot.constraints.map { $0.description } == [
                "x.top == view-topLayoutGuide.bottom", "a-b-2.leading == a-b.layoutMargins.leading",
            ])
    }

    @Test func aDocumentThatCannotBeWrittenIsAnError() {
        let root = ViewNode(attributes: ViewAttributes(kind: .view), frame: Rect(x: .infinity, y: 0, width: 1, height: 1))
        let document = ScreenDocument(name: "Main/Broken", canvas: ScreenDocument.defaultCanvas, rootView: root)
        #expect(throws: FileError.self) { try ScreenFile.spec(of: document, syntax: .json) }
    }
}

extension SpecWriterTests {
    /// A spec written in YAML, read as `screen.yaml`.
    static func decodeYAML(_ text: String) throws -> ScreenDocument {
        try ScreenFile.decode(Data(text.utf8), format: .yaml, file: "screen.yaml", defaultName: "screen")
    }

    /// A tab bar controller's bottom accessory is read from a spec and written back.
    @Test(arguments: ScreenFile.SpecSyntax.allCases)
    func aBottomAccessoryReadsBack(syntax: ScreenFile.SpecSyntax) throws {
        let yaml = """
            name: player
            controller:
              tabBar:
                bottomAccessory: {title: Now Playing, accessibilityIdentifier: now-playing}
                viewControllers:
                  - view: {kind: view, id: root}
            """
        let document = try Self.decodeYAML(yaml)
        guard case .tabBar(let tabs) = document.root.content else {
            Issue.record("not a tab bar controller")
            return
        }
        #expect(tabs.bottomAccessory == BarItem("Now Playing", accessibilityIdentifier: "now-playing"))
        #expect(try Self.readBack(document, syntax) == Self.expected(document))
        let wrong = yaml.replacingOccurrences(of: "{title: Now Playing, accessibilityIdentifier: now-playing}", with: "[]")
        #expect(throws: FileError.self) {
            try Self.decodeYAML(wrong)
        }
    }

    /// A tab bar controller's mode and sidebar are read from a spec and written back; a layout
    /// UIKit does not have is an error that names the ones it has.
    @Test(arguments: ScreenFile.SpecSyntax.allCases)
    func aSidebarReadsBack(syntax: ScreenFile.SpecSyntax) throws {
        let yaml = """
            name: library
            controller:
              tabBar:
                mode: tabSidebar
                sidebar: {hidden: false, layout: tile}
                viewControllers:
                  - view: {kind: view, id: root}
            """
        let document = try Self.decodeYAML(yaml)
        guard case .tabBar(let tabs) = document.root.content else {
            Issue.record("not a tab bar controller")
            return
        }
        #expect(tabs.mode == .tabSidebar && tabs.sidebar == TabBarController.Sidebar(isHidden: false, preferredLayout: .tile))
        #expect(try Self.readBack(document, syntax) == Self.expected(document))
        let error = try #require(throws: FileError.self) {
            try Self.decodeYAML(yaml.replacingOccurrences(of: "layout: tile", with: "layout: beside"))
        }
        #expect(error.description.contains("sidebar.layout") && error.description.contains("tile"), "\(error)")
    }
}

extension SpecWriterTests {
    /// iOS 26 layout regions are anchors a spec reads and writes back; a region it does not know
    /// is an error that lists the ones there are.
    @Test(arguments: ScreenFile.SpecSyntax.allCases)
    func layoutRegionsReadBack(syntax: ScreenFile.SpecSyntax) throws {
        let yaml = """
            name: regions
            controller:
              view:
                kind: view
                id: root
                subviews:
                  - {kind: button, id: pay}
                constraints:
                  - {first: pay.leading, second: root.safeArea(horizontal).leading}
                  - {first: pay.top, second: "root.bar(trailing, 56.5).top"}
                  - {first: pay.bottom, second: root.margins(none).bottom}
                  - {first: pay.trailing, second: root.readableContent(vertical).trailing}
            """
        let document = try Self.decodeYAML(yaml)
        guard case .view(let root) = document.root.content else {
            Issue.record("not a content controller")
            return
        }
        #expect(
            root.constraints.map { $0.second?.item } == [
                .region(.safeArea(cornerAdaptation: .horizontal), of: "root"),
                .region(.bar(onEdge: .trailing, extent: 56.5), of: "root"),
                .region(.margins(cornerAdaptation: .none), of: "root"),
                .region(.readableContent(cornerAdaptation: .vertical), of: "root"),
            ])
        #expect(try Self.readBack(document, syntax) == Self.expected(document))
        for bad in [
            "root.safeArea(diagonal).top", "root.bar(top, 84).top", "root.bar(right, -1).top", "root.margins(none).firstBaseline",
        ] {
            let text = yaml.replacingOccurrences(of: "root.margins(none).bottom", with: bad)
            #expect(throws: FileError.self, "\(bad)") {
                try Self.decodeYAML(text)
            }
        }
    }
}

/// A capture written as a spec keeps what the capture recorded: each view where it was, as fixed
/// frames on the captured screen's canvas.
@Suite struct CaptureSpecTests {
    @Test(arguments: [
        "pointfreeco__swift-snapshot-testing__testTraits.iphone-x.txt", "settings.appium.xml", "settings.maestro.json",
    ])
    func aCaptureBecomesASpecOfItsFrames(file: String) throws {
        let document = try #require(try HierarchyDumpTests.read(file).documents.first)
        let capture = try #require(document.capture)
        let data = try ScreenFile.spec(of: document, syntax: .yaml)
        let spec = try ScreenFile.decodeScreens(data, fileName: "captured.yaml", file: "captured.yaml")
        let readBack = try #require(spec.documents.first)
        #expect(readBack.capture == nil)
        let laidOut = LayoutResolver.resolve(readBack, on: capture.placement.device, in: capture.placement.orientation)
        func frames(_ view: ResolvedView) -> [Rect] { [view.frame] + view.subviews.flatMap(frames) }
        #expect(frames(laidOut.root) == frames(capture.root))
    }
}
