@_spi(Internals) import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
@_spi(Internals) import LayoutImport
import SafeAreaSupport
import Testing
import Typography

/// The Interface Builder reader on small documents written for each rule: constraints in every
/// form, guides, size-class variations, containment by segues, and input that is not what it claims.
@Suite struct InterfaceBuilderReaderTests {
    static func xib(_ body: String, extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Screen">
                    <connections><outlet property="view" destination="root" id="o1"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    \(body)
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </view>
            </objects>
            \(extra)
        </document>
        """
    }

    static func read(_ text: String, file: String = "screen.xib") throws -> ScreenFileContents {
        try InterfaceBuilderFile.decode(Data(text.utf8), file: file, name: "screen")
    }

    static func root(_ text: String) throws -> ViewNode {
        let document = try #require(try read(text).documents.first)
        return try #require(document.rootView)
    }

    @Test func constraintsReadInEveryForm() throws {
        let root = try Self.root(
            Self.xib(
                """
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="a" firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="16:9" id="c1"/>
                    <constraint firstItem="a" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="1/3" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="20" priority="750" identifier="gap" id="c3"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" relation="greaterThanOrEqual" symbolic="YES" id="c4"/>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" placeholder="YES" id="c5"/>
                    <constraint firstItem="a" firstAttribute="firstBaseline" secondItem="root" secondAttribute="baseline" id="c6"/>
                </constraints>
                """))
        let constraints = root.constraints
        #expect(constraints.count == 5)
        #expect(abs(constraints[0].multiplier - 16.0 / 9.0) < 1e-12)
        #expect(abs(constraints[1].multiplier - 1.0 / 3.0) < 1e-12)
        #expect(constraints[2].first == Anchor(.view("root"), .trailing))
        #expect(constraints[2].constant == 20 && constraints[2].priority == 750 && constraints[2].identifier == "gap")
        #expect(constraints[3].second == Anchor(.safeArea(of: "root"), .top))
        #expect(constraints[3].relation == .greaterThanOrEqual && constraints[3].constant == 8)
        #expect(constraints[4].first.attribute == .firstBaseline && constraints[4].second?.attribute == .lastBaseline)
        #expect(constraints[0].source == DocumentLocation(file: "screen.xib", position: "line 14", line: 14))
    }

    @Test func constraintsThatNameNothingAreLeftOutWithANote() throws {
        let screens = try Self.read(
            Self.xib(
                """
                <constraints>
                    <constraint firstItem="ghost" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                    <constraint firstItem="root" firstAttribute="top" secondItem="safe" secondAttribute="topMargin" id="c2"/>
                    <constraint firstItem="root" firstAttribute="top" secondItem="root" secondAttribute="leading" id="c3"/>
                    <constraint firstItem="root" firstAttribute="width" multiplier="1e400" id="c4"/>
                </constraints>
                """))
        #expect(screens.documents.first?.rootView?.constraints == [])
        #expect(
            screens.notes.map(\.message) == [
                "left out: its first item 'ghost' is not a view or layout guide of this scene",
                "left out: the layout guide 'safe' has no topMargin",
                "left out: it relates top to leading, which Auto Layout refuses",
                "left out: the multiplier '1e400' is not a number or a ratio such as 16:9",
            ])
        #expect(
            screens.notes.first?.description
                == #"screen.xib:11: <constraint id="c1">: left out: its first item 'ghost' is not a view or layout guide of this scene"#
        )
    }

    @Test func viewsKeepTheirKindsAttributesAndIntrinsicSizes() throws {
        let root = try Self.root(
            Self.xib(
                """
                <subviews>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="b" customClass="RoundButton">
                        <rect key="frame" x="10" y="20" width="80" height="40"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                        <state key="normal" title="Pay"/>
                        <accessibility key="accessibilityConfiguration" identifier="pay" label="Pay now"/>
                    </button>
                    <imageView userInteractionEnabled="NO" hidden="YES" alpha="0.5" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="i">
                        <rect key="frame" x="0" y="0" width="30" height="30"/>
                    </imageView>
                    <mapView id="m"><rect key="frame" x="0" y="100" width="393" height="200"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    </mapView>
                    <glassView id="g"><rect key="frame" x="0" y="0" width="1" height="1"/></glassView>
                </subviews>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                """,
                extra: """
                    <resources>
                        <image name="logo" width="24" height="12"/>
                        <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
                    </resources>
                    """))
        #expect(root.attributes.backgroundColor == .systemBackground, "UIKit's system colour, with its dark value")
        #expect(root.attributes.backgroundColor?.resolved(in: .light) == .white)
        let button = root.subviews[0]
        #expect(button.attributes.kind == .button && button.attributes.text == "Pay")
        #expect(button.attributes.fontSize == 20 && button.attributes.fontWeight == .bold)
        #expect(button.attributes.accessibilityIdentifier == "pay" && button.attributes.accessibilityLabel == "Pay now")
        #expect(button.layout.intrinsicContentSize == nil && !button.translatesAutoresizingMaskIntoConstraints)
        let image = root.subviews[1]
        #expect(image.layout.intrinsicContentSize == Size(width: 24, height: 12))
        #expect(image.attributes.isHidden && !image.attributes.isUserInteractionEnabled && image.attributes.alpha == 0.5)
        #expect(root.subviews[2].attributes.kind == .view)
        #expect(root.subviews[2].autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
        #expect(root.subviews[3].attributes.kind == .view)
    }

    /// Fonts as Interface Builder writes them: a text style, a weight, a weight in a named font's
    /// name; and `numberOfLines`, 1 when the file leaves it out.
    @Test func labelsKeepTheirTextStylesWeightsAndLines() throws {
        let root = try Self.root(
            Self.xib(
                """
                <subviews>
                    <label text="Title" numberOfLines="0" id="a">
                        <rect key="frame" x="0" y="0" width="100" height="20"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                    </label>
                    <label text="Caption" id="b">
                        <rect key="frame" x="0" y="30" width="100" height="20"/>
                        <fontDescription key="fontDescription" type="system" weight="medium" pointSize="13"/>
                    </label>
                    <label text="Named" id="c">
                        <rect key="frame" x="0" y="60" width="100" height="20"/>
                        <fontDescription key="fontDescription" name="AvenirNext-DemiBold" family="Avenir Next" pointSize="14"/>
                    </label>
                </subviews>
                """))
        let (title, caption, named) = (root.subviews[0].attributes, root.subviews[1].attributes, root.subviews[2].attributes)
        #expect(title.textStyle == .headline && title.font == SystemFont(size: 17, weight: .semibold))
        #expect(title.numberOfLines == 0)
        #expect(caption.font == SystemFont(size: 13, weight: .medium) && caption.numberOfLines == 1)
        #expect(named.font == SystemFont(size: 14, weight: .semibold))
    }

    /// `layoutMargins` are left and right, and stay on their sides right to left;
    /// `directionalLayoutMargins` are leading and trailing, and mirror.
    @Test func physicalMarginsStayAndDirectionalOnesMirror() throws {
        let text = Self.xib(
            """
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="physical">
                    <rect key="frame" x="0.0" y="100" width="393" height="100"/>
                    <edgeInsets key="layoutMargins" top="0.0" left="40" bottom="0.0" right="0.0"/>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="directional">
                    <rect key="frame" x="0.0" y="300" width="393" height="100"/>
                    <directionalEdgeInsets key="directionalLayoutMargins" top="0.0" leading="40" bottom="0.0" trailing="0.0"/>
                </view>
            </subviews>
            """)
        let document = try #require(try Self.read(text).documents.first)
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-16-pro"))
        let screen = LayoutResolver.resolve(
            document, on: device, in: .portrait, variant: Variant(layoutDirection: .rightToLeft))
        #expect(screen.view(id: "physical")?.layoutMargins == EdgeInsets(top: 0, left: 40, bottom: 0, right: 0))
        #expect(screen.view(id: "directional")?.layoutMargins == EdgeInsets(top: 0, left: 0, bottom: 0, right: 40))
        let spec = String(decoding: try ScreenFile.spec(of: document, syntax: .yaml), as: UTF8.self)
        #expect(spec.contains("layoutMarginsArePhysical: true"), "the spec writer keeps which they are")
    }

    @Test func theDefaultSizeClassLeavesOutWhatItExcludes() throws {
        let screens = try Self.read(
            Self.xib(
                """
                <subviews>
                    <view id="kept"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                    <view id="gone"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="kept" firstAttribute="width" constant="10" id="w"/>
                </constraints>
                <variation key="default">
                    <mask key="subviews"><exclude reference="gone"/></mask>
                    <mask key="constraints"><exclude reference="w"/></mask>
                </variation>
                <variation key="heightClass=compact">
                    <mask key="subviews"><include reference="gone"/></mask>
                </variation>
                """))
        let root = try #require(screens.documents.first?.rootView)
        #expect(root.subviews.map(\.id) == ["kept"])
        #expect(root.constraints.isEmpty)
        #expect(
            screens.notes.map(\.message) == [
                "the size-class variation 'heightClass=compact' is not applied; the default configuration is read"
            ])
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="tabs">
            <device id="retina4_7" orientation="landscape"/>
            <scenes>
                <scene sceneID="s1"><objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" translucent="NO" id="tb"/>
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                            <segue destination="settings" kind="relationship" relationship="viewControllers" id="r2"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Shop" id="ti1"/>
                        <navigationBar key="navigationBar" largeTitles="YES" id="nb"/>
                        <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r3"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <tableViewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                        <tableView key="view" rowHeight="60" id="table">
                            <rect key="frame" x="0" y="0" width="667" height="375"/>
                            <prototypes>
                                <tableViewCell id="cell"><rect key="frame" x="0" y="0" width="667" height="60"/>
                                    <tableViewCellContentView key="contentView" id="content">
                                        <rect key="frame" x="0" y="0" width="667" height="60"/>
                                        <subviews><label text="Row" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="16" y="20" width="30" height="20"/></label></subviews>
                                        <constraints><constraint firstItem="l" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c"/></constraints>
                                    </tableViewCellContentView>
                                    <connections><segue destination="detail" kind="show" id="p1"/></connections>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                        <navigationItem key="navigationItem" title="Shop" id="ni"/>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <viewController title="Item" id="detail" customClass="DetailViewController" hidesBottomBarWhenPushed="YES" sceneMemberID="viewController">
                        <view key="view" id="dv"><rect key="frame" x="0" y="0" width="667" height="375"/></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s5"><objects>
                    <viewController id="settings" sceneMemberID="viewController">
                        <view key="view" id="sv"><rect key="frame" x="0" y="0" width="667" height="375"/></view>
                        <tabBarItem key="tabBarItem" title="Settings" id="ti2"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test func scenesSitInTheContainersTheirSeguesPutThemIn() throws {
        let screens = try InterfaceBuilderFile.decode(Data(Self.storyboard.utf8), file: "Main.storyboard", name: "Main")
        #expect(screens.documents.map(\.name) == ["Main/List", "Main/DetailViewController", "Main/viewController-settings"])
        #expect(screens.documents.allSatisfy { $0.canvas == Size(width: 667, height: 375) })
        let list = screens.documents[0].root
        guard case .tabBar(let tabs) = list.content, case .navigation(let navigation) = tabs.viewControllers[0].content else {
            Issue.record("the list is the root of the first tab's navigation controller")
            return
        }
        #expect(tabs.selectedIndex == 0 && !tabs.isTranslucent)
        #expect(tabs.viewControllers.map { $0.tabBarItem?.title } == ["Shop", "Settings"])
        #expect(navigation.prefersLargeTitles)
        guard case .view(let table) = navigation.viewControllers[0].content else { return }
        #expect(table.table.rowHeight == 60)
        let cell = try #require(table.subviews.first)
        #expect(cell.attributes.kind == .tableViewCell && !cell.translatesAutoresizingMaskIntoConstraints)
        #expect(cell.constraints.first?.second == Anchor(.view("cell"), .leadingMargin))
        // Pushed by the cell's show segue; it hides the tab bar, and its back button names the list.
        guard case .navigation(let pushed) = screens.documents[1].root.content else {
            Issue.record("the detail is pushed onto the list's navigation controller, without the tab bar")
            return
        }
        #expect(pushed.viewControllers.count == 2)
        #expect(pushed.viewControllers[1].navigationItem.leftItems.map(\.title) == ["Shop"])
        guard case .tabBar(let second) = screens.documents[2].root.content else { return }
        #expect(second.selectedIndex == 1)
    }

    @Test func selectingScenesByNameSaysWhichThereAre() throws {
        let screens = try InterfaceBuilderFile.decode(Data(Self.storyboard.utf8), file: "Main.storyboard", name: "Main")
        #expect(try screens.selecting(["List"], file: "Main.storyboard").documents.map(\.name) == ["Main/List"])
        #expect(try screens.selecting(["Main/List"], file: "Main.storyboard").documents.count == 1)
        #expect {
            _ = try screens.selecting(["Lsit"], file: "Main.storyboard")
        } throws: { error in
            (error as? FileError)?.description
                == "Main.storyboard: no scene 'Lsit'. Did you mean 'List'? The scenes are: List, DetailViewController, viewController-settings."
        }
    }

    @Test func inputThatIsNotAnInterfaceBuilderFileFailsWithItsLine() {
        func problem(_ text: String) -> String? {
            do {
                _ = try Self.read(text)
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(
            problem("<plist version=\"1.0\"><dict/></plist>")
                == #"screen.xib: line 1: not an Interface Builder document: the root is <plist>, not <document type="com.apple.InterfaceBuilder3…">"#
        )
        #expect(
            problem("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n</document>")?.hasPrefix(
                "screen.xib: line 3: not well-formed XML") == true)
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">&lol2;</document>
            """
        #expect(problem(laughs)?.hasPrefix("screen.xib: line 2: the file declares a document type") == true)
        let deep = String(repeating: "<view>", count: 300) + String(repeating: "</view>", count: 300)
        #expect(problem(deep)?.contains("nested more than 256 deep") == true)
    }

    @Test func aMacOSFileHasNoScreensAndSaysWhy() throws {
        let screens = try Self.read(
            #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"><objects/></document>"#
        )
        #expect(screens.documents.isEmpty)
        #expect(screens.notes.map(\.message) == ["a macOS (Cocoa) file: it has no iOS screens, so it is skipped"])
    }
}
