@_spi(Internals) import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
@_spi(Internals) import LayoutImport
@_spi(Internals) import SafeAreaAudit
import SnapshotTestSupport
import Testing

/// Controls read from Interface Builder at the sizes UIKit draws them: SF Symbols at their drawn
/// size rather than the file's 128-pt normalised one, text fields by their border style, bar items
/// in both list forms, as icons when they show images, and inside the safe area of a bar an app
/// lays out itself.
@Suite struct InterfaceBuilderSizeTests {
    static func root(_ body: String, resources: String = "") throws -> ViewNode {
        let text = InterfaceBuilderReaderTests.xib(body, extra: "<resources>\(resources)</resources>")
        return try InterfaceBuilderReaderTests.root(text)
    }

    static func node(_ id: String, in root: ViewNode) -> ViewNode? {
        if root.id == id { return root }
        return root.subviews.lazy.compactMap { node(id, in: $0) }.first
    }

    static func button(image: String, configuration: String = "") -> String {
        """
        <subviews>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="10" y="100" width="30" height="113"/>
                <state key="normal" image="\(image)" catalog="system">\(configuration)</state>
            </button>
        </subviews>
        """
    }

    @Test func anSFSymbolIsSizedAsUIKitDrawsItNotAsTheFileNormalisesIt() throws {
        let resources = #"<image name="chevron.up" catalog="system" width="128" height="72"/>"#
        let plain = try #require(Self.node("b", in: try Self.root(Self.button(image: "chevron.up"), resources: resources)))
        #expect(plain.layout.intrinsicContentSize == Size(width: 20, height: 11.25), "17 pt, medium: 20 pt on its longer side")
        let large = try #require(
            Self.node(
                "b",
                in: try Self.root(
                    Self.button(
                        image: "chevron.up",
                        configuration:
                            #"<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="34" scale="large"/>"#
                    ), resources: resources)))
        #expect(large.layout.intrinsicContentSize == Size(width: 52, height: 29.25), "34 pt, large: 20 × 2 × 1.3")
        let asset = #"<image name="play" width="128" height="113"/>"#
        let named = try #require(
            Self.node(
                "b",
                in: try Self.root(
                    Self.button(image: "play").replacingOccurrences(of: #" catalog="system""#, with: ""), resources: asset)))
        #expect(named.layout.intrinsicContentSize == Size(width: 128, height: 113), "an asset keeps the size the file gives")
    }

    static func field(_ borderStyle: String?) -> String {
        let style = borderStyle.map { #" borderStyle="\#($0)""# } ?? ""
        return """
            <subviews>
                <textField opaque="NO" contentMode="scaleToFill"\(style) placeholder="Search" translatesAutoresizingMaskIntoConstraints="NO" id="f">
                    <rect key="frame" x="16" y="100" width="200" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </textField>
            </subviews>
            <constraints>
                <constraint firstItem="f" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="f" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c2"/>
            </constraints>
            """
    }

    @Test func aTextFieldIsAsTallAsItsBorderStyleMakesIt() throws {
        func height(_ style: String?) throws -> Double {
            let text = InterfaceBuilderReaderTests.xib(Self.field(style))
            let document = try #require(try InterfaceBuilderReaderTests.read(text).documents.first)
            let screen = LayoutResolver.resolve(
                document, on: try #require(DeviceCatalog.standard.device(named: "iphone-16-pro")), in: .portrait)
            return try #require(screen.view(id: "f")).frame.height
        }
        let rounded = try height("roundedRect")
        #expect(rounded == 30, "Interface Builder's 14-pt field, \(rounded) pt")
        let plain = try height(nil)
        #expect(plain < 20, "no border: the text's line, \(plain) pt")
        let audit = MatrixAudit.run(
            [
                try #require(
                    try InterfaceBuilderReaderTests.read(InterfaceBuilderReaderTests.xib(Self.field(nil))).documents.first)
            ], on: [Placement(try #require(DeviceCatalog.standard.device(named: "iphone-16-pro")), .portrait)])
        #expect(audit.findings.contains { $0.rule == .hitTarget }, "a field as tall as its text is a small target")
    }

    @Test func barItemListsAndImageItemsAreRead() throws {
        let main = InterfaceBuilderRealFileTests.fixtures.appendingPathComponent(
            "openfoodfacts__openfoodfacts-ios__Main.storyboard")
        let screens = try InterfaceBuilderFile.read(contentsOf: main, displayPath: "Main.storyboard")
        let history = try #require(screens.documents.first { $0.name.hasSuffix("/HistoryTableViewController") })
        let items = history.root.visibleChain.compactMap { controller -> [BarItem]? in
            if case .view = controller.content { return controller.navigationItem.rightItems }
            return nil
        }.flatMap { $0 }
        #expect(items.map(\.image) == ["trash", "action"], "the <rightBarButtonItems> list, system icons as images")
        #expect(items.allSatisfy { $0.title.isEmpty })
    }

    /// A toolbar the app pins to the screen's edges keeps its items in its safe area, as UIKit's
    /// bar content does: in landscape on an iPhone X they clear the notch's 44-pt band.
    @Test func aStandaloneBarsItemsStayInItsSafeArea() throws {
        let body = """
            <subviews>
                <toolbar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="0.0" y="808" width="393" height="44"/>
                    <items>
                        <barButtonItem title="Close" id="close"/>
                        <barButtonItem style="plain" systemItem="flexibleSpace" id="space"/>
                        <barButtonItem image="gear" id="gear"/>
                    </items>
                </toolbar>
            </subviews>
            <constraints>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="t"/>
                <constraint firstItem="bar" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="b"/>
            </constraints>
            """
        let document = try #require(try InterfaceBuilderReaderTests.read(InterfaceBuilderReaderTests.xib(body)).documents.first)
        let screen = LayoutResolver.resolve(
            document, on: try #require(DeviceCatalog.standard.device(named: "iphone-x")), in: .landscapeLeft)
        let close = try #require(screen.view(id: "close")), gear = try #require(screen.view(id: "gear"))
        #expect(close.frame.minX == 44 + 16)
        #expect(gear.frame.maxX == 812 - 44 - 16)
        #expect(gear.attributes.image == "gear" && gear.attributes.text == nil)
    }
}
