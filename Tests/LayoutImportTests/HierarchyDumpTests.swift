@_spi(Internals) import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
@_spi(Internals) import LayoutImport
@_spi(Internals) import SafeAreaAudit
import SafeAreaSupport
import SnapshotTestSupport
import Testing

/// Hierarchy dumps of running apps: each format read into a captured screen on the device its size
/// (or its file name) names, with absolute frames, the kinds of its elements and which of them a
/// person touches.
@Suite struct HierarchyDumpTests {
    static let fixtures = Golden.packageRoot.appendingPathComponent("Tests/Fixtures/captures")

    static func read(_ file: String, _ options: CaptureOptions = CaptureOptions()) throws -> ScreenFileContents {
        try ScreenFile.readScreens(contentsOf: fixtures.appendingPathComponent(file), displayPath: file, capture: options)
    }

    static func screen(_ file: String, _ options: CaptureOptions = CaptureOptions()) throws -> ResolvedScreen {
        let document = try #require(try read(file, options).documents.first)
        let capture = try #require(document.capture)
        return LayoutResolver.resolve(document, on: capture.placement.device, in: capture.placement.orientation)
    }

    /// The views of `screen` as `path: kind (x, y, w, h) interactive?`.
    static func outline(_ screen: ResolvedScreen) -> [String] {
        screen.layout.allViews.map { "\($0.path) \($0.frame)\($0.isInteractive ? " tap" : "")" }
    }

    @Test func theFormatIsReadFromTheContent() throws {
        let formats = try [
            "pointfreeco__swift-snapshot-testing__testTraits.iphone-x.txt", "settings.appium.xml", "settings.wda.json",
            "settings.idb.json", "settings.xcuitest.txt", "settings.maestro.json",
        ].map { name in
            ScreenFile.Format(fileName: name, contents: try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
        }
        #expect(formats == [.recursiveDescription, .pageSource, .pageSource, .idb, .xcuitest, .maestro])
        #expect(formats.allSatisfy { $0.isHierarchyDump })
        let spec = ScreenFile.Format(fileName: "a.json", contents: Data(#"{"controller": {}}"#.utf8))
        #expect(spec == .json)
    }

    @Test func swiftSnapshotTestingDumpsAreOnTheDeviceTheirFileNames() throws {
        let phone = try Self.screen("pointfreeco__swift-snapshot-testing__testTraits.iphone-x.txt")
        #expect(phone.placement.id.description == "iphone-x.portrait")
        #expect(phone.layout.allViews.count == 5)
        let label = phone.layout.allViews[1]
        #expect(label.attributes.kind == .label && label.attributes.text == "What's")
        #expect(label.frame == Rect(x: 161.333, y: 44, width: 52.6667, height: 19.3333))
        #expect(phone.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))

        let screens = try Self.read("pointfreeco__swift-snapshot-testing__testTraits.ipad-pro-11.txt")
        let pad = try #require(screens.documents.first?.capture)
        #expect(pad.placement.id.description == "ipad-pro-11.landscapeLeft")
        #expect(
            screens.notes.map(\.message) == [
                "assumed landscapeLeft, as the capture does not say which side is up; naming the device and orientation settles it"
            ])
        #expect(screens.notes.map(\.remedy) == [.device], "the library names no flag: the command line adds its own")
    }

    @Test func recursiveDescriptionFramesAreMadeAbsoluteAndKindsComeFromTheClassNames() throws {
        let screen = try Self.screen("checkout.iphone-16-pro.txt")
        #expect(
            Self.outline(screen) == [
                "view (0, 0, 402, 874)",
                "view/scrollView[0] (0, 0, 402, 874)",
                "view/scrollView[0]/label[0] (16, 80, 200, 20.33)",
                "view/scrollView[0]/button[0] (16, 830, 370, 50) tap",
                "view/scrollView[0]/button[1] (16, 890, 370, 50)",
                "view/view[0] (0, 800, 402, 74)",
                "view/view[0]/switch[0] (330, 810, 51, 31)",
                "view/view[1] (0, 0, 10, 10)",
                "view/navigationBar[0] (0, 62, 402, 44)",
                "view/navigationBar[0]/barButtonItem[0] (8, 62, 44, 44) tap",
            ])
        #expect(screen.layout.allViews[2].attributes.text == "Total; incl. VAT: it's 12 €")
    }

    @Test(arguments: ["settings.appium.xml", "settings.wda.json"])
    func pageSourcesLeaveOutHiddenWindowsAndEmptyElements(file: String) throws {
        let screens = try Self.read(file)
        let screen = try Self.screen(file)
        #expect(screen.placement.device.id == "iphone-18-pro")
        #expect(screens.notes.first?.message.hasPrefix("assumed the iPhone 18 Pro, the newest of the 4 models") == true)
        let views = screen.layout.allViews
        #expect(!views.contains { $0.attributes.text == "Hidden" || $0.attributes.text == "Gone" })
        let back = try #require(views.first { $0.attributes.text == "Back" })
        #expect(back.attributes.kind == .barButtonItem && back.isInteractive)
        let save = try #require(views.first { $0.attributes.accessibilityIdentifier == "save" })
        #expect(save.frame == Rect(x: 16, y: 830, width: 370, height: 44) && save.isInteractive)
        let audit = MatrixAudit()
        let findings = audit.audits(of: [screen]).flatMap(\.findings)
        #expect(findings.contains { $0.rule == .homeIndicator && $0.accessibilityIdentifier == "save" })
        #expect(!findings.contains { $0.text == "Back" && $0.rule == .outsideSafeArea })
        #expect(!findings.contains { $0.rule == .occluded }, "accessibility trees are in reading order")
    }

    @Test func appiumCellsAndSwitchesAreControls() throws {
        let views = try Self.screen("settings.appium.xml").layout.allViews
        let cell = try #require(views.first { $0.attributes.text == "General" })
        #expect(cell.attributes.kind == .tableViewCell && cell.isInteractive)
        let wifi = try #require(views.first { $0.attributes.accessibilityIdentifier == "wifi" })
        #expect(wifi.attributes.kind == .switch && wifi.attributes.isOn && wifi.isInteractive)
    }

    @Test func idbElementsAreTheApplicationsAndTraitsMakeControls() throws {
        let screen = try Self.screen("settings.idb.json")
        #expect(
            Self.outline(screen) == [
                "view (0, 0, 393, 852)", "view/button[0] (20, 264, 362, 44) tap", "view/label[0] (305.67, 10, 60, 20)",
                "view/view[0] (0, 800, 120, 52) tap",
            ])
        #expect(screen.layout.allViews[1].attributes.accessibilityIdentifier == "com.apple.settings.general")
    }

    @Test func idbElementsOneObjectALineReadAsTheArrayDoes() throws {
        let array = try JSONSerialization.jsonObject(
            with: Data(contentsOf: Self.fixtures.appendingPathComponent("settings.idb.json")))
        let lines = try (try #require(array as? [Any])).map {
            String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self)
        }
        let url = try ScratchFolder.file("lines", pathExtension: "json")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try #require(try ScreenFile.readScreens(contentsOf: url).documents.first)
        let screen = LayoutResolver.resolve(document, onEach: []).first
        #expect(screen.map(Self.outline) == Self.outline(try Self.screen("settings.idb.json")))
    }

    @Test func xcuitestDescriptionsReadTheirSubtree() throws {
        let screen = try Self.screen("settings.xcuitest.txt")
        #expect(screen.size == Size(width: 393, height: 852))
        let views = screen.layout.allViews
        #expect(views.count == 6)
        let email = try #require(views.first { $0.attributes.accessibilityIdentifier == "email" })
        #expect(email.attributes.kind == .textField && email.attributes.placeholder == "Email")
        let pay = try #require(views.first { $0.attributes.accessibilityIdentifier == "pay" })
        #expect(pay.attributes.text == "Pay, now" && !pay.isInteractive)
        #expect(
            views.first { $0.attributes.accessibilityIdentifier == "close" }?.frame == Rect(x: 16, y: 59, width: 44, height: 44))
    }

    @Test func maestroClickableNodesAreButtonsAndStatusBarItemsAreLeftOut() throws {
        let screens = try Self.read("settings.maestro.json")
        #expect(screens.notes.contains { $0.message.hasPrefix("Maestro gives no element types on iOS") })
        let screen = try Self.screen("settings.maestro.json")
        #expect(
            Self.outline(screen) == [
                "view (0, 0, 393, 852)", "view/button[0] (16, 800, 361, 52) tap", "view/textField[0] (16, 120, 361, 34) tap",
                "view/label[0] (16, 70, 361, 30)",
            ])
    }

    @Test func argentCapturesNeedTheirDeviceAndEachDescribeIsAScreen() throws {
        let file = Golden.packageRoot.appendingPathComponent(
            "Tests/Fixtures/interface-builder/software-mansion__argent__real-capture-Clean-Swift__CleanStore_b.json")
        #expect(throws: FileError.self) { try ScreenFile.readScreens(contentsOf: file) }
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-16-pro-max"))
        let screens = try ScreenFile.readScreens(contentsOf: file, capture: CaptureOptions(device: device))
        #expect(screens.documents.count >= 13)
        #expect(screens.documents[0].name.hasSuffix("/real-cleanstore-b01-1"))
        let add = try #require(
            LayoutResolver.resolve(screens.documents[0], on: device, in: .portrait).layout.allViews.first {
                $0.attributes.text == "Add"
            })
        #expect(add.attributes.kind == .barButtonItem, "in the navigation bar's band")
        #expect(abs(add.frame.minX - 0.877 * 440) < 0.001 && abs(add.frame.minY - 0.059 * 956) < 0.001)
    }

    @Test func flatCapturesGetTheirBarsScrollViewAndAccessoriesBack() throws {
        let observation = [
            "ROOT  AXGroup (0.000, 0.000, 1.000, 1.000)", "",
            #"  AXButton "Back"  (0.000, 0.065, 0.100, 0.046)"#,
            #"  AXGroup "Vertical scroll bar, 2 pages" value="0%"  (0.925, 0.111, 0.068, 0.802)"#,
            #"  AXButton "Row one"  (0.000, 0.200, 1.000, 0.060)"#,
            #"  AXButton "chevron"  (0.931, 0.220, 0.023, 0.015)"#,
            #"  AXButton "Row under the tab bar"  (0.000, 0.940, 1.000, 0.060)"#,
            #"  AXButton "Home"  (0.005, 0.914, 0.191, 0.050)"#,
            #"  AXButton "News"  (0.805, 0.914, 0.191, 0.050)"#,
        ].joined(separator: "\n")
        let trajectory: [[String: Any]] = [
            ["meta": ["id": "flat"], "steps": [["call": ["name": "describe"], "observation": ["text": observation]]]]
        ]
        let url = try ScratchFolder.file("flat", pathExtension: "json")
        try JSONSerialization.data(withJSONObject: trajectory).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-16-pro-max"))
        let document = try #require(
            try ScreenFile.readScreens(contentsOf: url, capture: CaptureOptions(device: device)).documents.first)
        let screen = try #require(LayoutResolver.resolve(document, onEach: []).first)
        func kind(_ text: String) -> String? {
            screen.layout.allViews.first { $0.attributes.text == text }.map { "\($0.path) \($0.attributes.kind.rawValue)" }
        }
        #expect(kind("Back") == "view/barButtonItem[0] barButtonItem")
        #expect(kind("Home") == "view/tabBarItem[0] tabBarItem")
        #expect(kind("chevron") == "view/scrollView[0]/imageView[0] imageView")
        #expect(kind("Row one") == "view/scrollView[0]/button[0] button")
        let audit = MatrixAudit()
        let findings = audit.audits(of: [screen]).flatMap(\.findings)
        #expect(!findings.contains { $0.text == "Row under the tab bar" }, "scrolled out of sight under the tab bar")
        #expect(!findings.contains { $0.text == "chevron" || $0.text == "Home" || $0.text == "News" })
    }

    @Test func aSizeNoDeviceHasIsAnErrorThatNamesTheNearest() throws {
        let data = Data("<UIView; frame = (0 0; 350 600); layer = <CALayer>>\n".utf8)
        let url = try ScratchFolder.file("small", pathExtension: "txt")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            try ScreenFile.readScreens(contentsOf: url, displayPath: "small.txt")
        } throws: { error in
            "\(error)".contains("a screen of 350 × 600 pt matches no device in the catalog; the nearest are 320 × 568 pt")
        }
        let wrong = CaptureOptions(device: DeviceCatalog.standard.device(named: "iphone-x"))
        #expect {
            try Self.read("settings.idb.json", wrong)
        } throws: { error in
            "\(error)".contains("the capture's screen is 393 × 852 pt, but the iPhone X's is 375 × 812 pt in portrait")
        }
    }

    @Test func aCaptureSmallerThanTheNamedDeviceIsAWindowOnIt() throws {
        let url = try ScratchFolder.file("window", pathExtension: "txt")
        try Data(
            "<UIView; frame = (0 0; 375 667); layer = <CALayer>>\n   | <UIButton; frame = (16 4; 343 44); layer = <CALayer>>\n"
                .utf8
        ).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let device = try #require(DeviceCatalog.standard.device(named: "ipad-pro-11"))
        let screens = try ScreenFile.readScreens(
            contentsOf: url, displayPath: "window.txt", capture: CaptureOptions(device: device))
        #expect(screens.notes.first?.message.hasPrefix("the capture is 375 × 667 pt, smaller than the iPad Pro 11-inch") == true)
        let document = try #require(screens.documents.first)
        let screen = try #require(LayoutResolver.resolve(document, onEach: []).first)
        #expect(screen.size == Size(width: 834, height: 1194))
        #expect(screen.layout.root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(screen.layout.root.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        let audit = MatrixAudit()
        #expect(audit.audits(of: [screen]).flatMap(\.findings).contains { $0.rule == .statusBar })
    }

    @Test func controlsAndIgnoredElementsAreTheTeamsCall() throws {
        let options = CaptureOptions(controls: ["Welcome"], ignoredElements: ["sign-in"])
        let views = try Self.screen("settings.maestro.json", options).layout.allViews
        #expect(views.first { $0.attributes.text == "Welcome" }?.isInteractive == true)
        #expect(views.first { $0.attributes.accessibilityIdentifier == "sign-in" }?.isInteractive == false)
    }
}

/// Malformed and hostile dumps fail with the file, the place in it and the problem; none crashes.
@Suite struct MalformedDumpTests {
    static func error(
        _ contents: String, format: ScreenFile.Format, _ options: CaptureOptions = CaptureOptions()
    ) throws -> String {
        let url = try ScratchFolder.file("bad", pathExtension: "dump")
        try Data(contents.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try ScreenFile.readScreens(contentsOf: url, displayPath: "bad.dump", format: format, capture: options)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func eachFormatNamesWhereItsInputIsWrong() throws {
        var cases: [(String, ScreenFile.Format, String)] = [
            ("<UIView; frame = (0 0; 402 874)>\n   | UILabel without brackets\n", .recursiveDescription, "is not a view"),
            ("<UIView; layer = <CALayer>>\n", .recursiveDescription, "<UIView> has no frame = (x y; w h)"),
            (
                "<UIView; frame = (0 0; 402 874)>\n   |    | <UIButton; frame = (0 0; 1 1)>\n", .recursiveDescription,
                "bad.dump: line 2: the view is nested 2 deep under a view 0 deep ('   |    | <UIButton; frame = (0 0; 1 1)>')"
            ),
            (
                #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="zero" width="402" height="874"/>"#,
                .pageSource, "bad.dump: line 1: <XCUIElementTypeApplication> needs numeric x, y, width and height"
            ),
            (
                #"<AppiumAUT><XCUIElementTypeApplication x="0" y="0" width="1e300" height="874"/></AppiumAUT>"#,
                .pageSource, "beyond ±100000 pt"
            ),
            (#"{"type": "XCUIElementTypeApplication", "rect": {"x": 0, "y": 0, "width": 402}}"#, .pageSource, "height"),
            (#"[{"type": "Button", "AXLabel": "no frame"}]"#, .idb, "$[0]: the element has no frame or AXFrame"),
            ("Attributes: Application\n", .xcuitest, "no 'Element subtree:' line"),
            (#"{"attributes": {"bounds": "[0,0]"}, "children": []}"#, .maestro, "$: the node has no bounds"),
            ("[]", .idb, "the description holds no element"),
            ("<!DOCTYPE x [<!ENTITY a \"b\">]><AppiumAUT/>", .pageSource, "bad.dump"),
        ]
        let deep = (0...300).map { String(repeating: "   | ", count: $0) + "<UIView; frame = (0 0; 402 874)>" }.joined(
            separator: "\n")
        cases.append((deep, .recursiveDescription, "views nested over 256 deep"))
        for (contents, format, expected) in cases {
            let message = try Self.error(contents, format: format)
            #expect(message.contains(expected), "\(format): \(message)")
        }
        let argent =
            #"[{"steps": [{"call": {"name": "describe"}, "observation": {"text": "ROOT  AXGroup (0, 0, 1, 1)\n  AXButton \"x\" (a, b, c, d)"}}]}]"#
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-16-pro-max"))
        #expect(try Self.error(argent, format: .argent, CaptureOptions(device: device)).contains("is not an element line"))
    }
}
