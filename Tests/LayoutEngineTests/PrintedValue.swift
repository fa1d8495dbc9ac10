import DeviceGeometry
import LayoutEngine

/// One value a real device or simulator printed (a logged frame, an inset, an element tree), the
/// setting it was printed in, and where it was published. `FidelityTableTests` lays the same
/// setting out and writes both side by side into `Documentation/Reference/fidelity.md`.
struct PrintedValue: Sendable {
    /// What was printed.
    enum Measure: String, Sendable {
        case navigationBar = "navigation bar frame"
        case toolbar = "toolbar frame"
        case tabBar = "tab bar frame"
        case statusBar = "status bar frame"
        case safeAreaInsets = "safe-area insets"
        case safeAreaTop = "controller's safe-area top"
        case safeAreaBottom = "controller's safe-area bottom"
        case keyboardToolbar = "keyboard toolbar height"
        case searchField = "search field frame"
        case leadingMargin = "controller's leading layout margin"
        case displayCornerRadius = "display corner radius"
    }

    /// The catalog device it was printed on (the model, or one of the same screen).
    var device: String
    /// The iOS major version it was printed on.
    var systemVersion: Int
    var orientation: Orientation = .portrait
    /// The SDK the printing app was built with.
    var sdk: SDK = .newest
    /// The containers the printing controller sat in.
    var setup: InsetsQuery
    var measure: Measure
    /// The text as printed.
    var printed: String
    /// The numbers in it: a frame's x, y, width and height, insets' top, left, bottom and right,
    /// or one length.
    var value: [Double]
    /// Where it was published, precise enough to find it again.
    var source: String
    /// Why ours differs, where it does; nil where it must match.
    var difference: String? = nil
}

extension PrintedValue {
    /// Every printed value found (Documentation/Reference/printed-values.md §9 says how they were
    /// searched for; "index id" names a file of the tool library's code index whose repository it
    /// does not give).
    static let all: [PrintedValue] =
        navigationBars + searchFields + margins + tabBars + toolbarsAndKeyboards + keyboardToolbars + screens

    static let searchFields = [
        PrintedValue(
            device: "iphone-13-mini", systemVersion: 17, setup: InsetsQuery(largeTitle: true, searchBarPlacement: .stacked),
            measure: .navigationBar, printed: "NavigationBar, 0x10150a800, {{0.0, 50.0}, {375.0, 148.0}}",
            value: [0, 50, 375, 148],
            source:
                "an XCUITest tree in a code comment, a 375 × 812 phone with a 50-pt status bar, 2023–24 (index id 41428190162)"),
        PrintedValue(
            device: "iphone-13-mini", systemVersion: 17, setup: InsetsQuery(largeTitle: true, searchBarPlacement: .stacked),
            measure: .searchField, printed: "SearchField … {{16.0, 147.0}, {343.0, 36.0}}", value: [16, 147, 343, 36],
            source: "the same tree"),
        PrintedValue(
            device: "iphone-13-mini", systemVersion: 17, setup: InsetsQuery(largeTitle: true, searchBarPlacement: .stacked),
            measure: .safeAreaTop, printed: "the first cell at y 198", value: [198], source: "the same tree"),
        PrintedValue(
            device: "iphone-8-plus", systemVersion: 13, setup: InsetsQuery(largeTitle: true, searchBarPlacement: .stacked),
            measure: .searchField, printed: #"XCUIElementTypeSearchField x="20" y="117" width="374" height="36""#,
            value: [20, 117, 374, 36],
            source: "the App Store's Search tab in crifan's WebDriverAgent notes (index id 40225039873)"),
        PrintedValue(
            device: "iphone-17-pro", systemVersion: 26, setup: InsetsQuery(searchBarPlacement: .automatic), measure: .searchField,
            printed:
                #"glass capsule x="27" y="798" width="347" height="48" (its text field x="32" y="803" width="337" height="38")"#,
            value: [27, 798, 347, 48],
            source: "WebDriverAgent page source of the Settings root, iPhone 17 Pro simulator, iOS 26.4 (index id 70219053519)"),
        PrintedValue(
            device: "iphone-17-pro", systemVersion: 26, setup: InsetsQuery(searchBarPlacement: .automatic),
            measure: .safeAreaBottom,
            printed: "the list's bottom inset above the search toolbar: 86", value: [86], source: "the same page source"),
    ]

    static let navigationBars = [
        PrintedValue(
            device: "iphone-17-pro", systemVersion: 26, setup: InsetsQuery(navigationBar: true), measure: .navigationBar,
            printed: #"NavigationBar name="General" x="0" y="62" width="402" height="54""#, value: [0, 62, 402, 54],
            source: "WebDriverAgent page source of Settings › General, iPhone 17 Pro simulator, iOS 26.4 (index id 70219053519)"),
        PrintedValue(
            device: "iphone-17-pro", systemVersion: 26, setup: InsetsQuery(navigationBar: true), measure: .safeAreaTop,
            printed: #"the table below the bar: x="0" y="116" width="402" height="724""#, value: [116],
            source: "the same page source; react-navigation PR #13256: \"iPhone 17 Pro / iOS 26, topInset 62, real 116\""),
        PrintedValue(
            device: "iphone-17", systemVersion: 26, setup: InsetsQuery(navigationBar: true), measure: .navigationBar,
            printed: "NavigationBar, 0x105351660, {{0.0, 62.0}, {402.0, 54.0}}", value: [0, 62, 402, 54],
            source: "wordpress-mobile/WordPress-iOS .claude/skills/ios-sim-navigation/SKILL.md @ 97c2dba (iPhone 17 simulator)"),
        PrintedValue(
            device: "iphone-17-pro", systemVersion: 26, setup: InsetsQuery(largeTitle: true), measure: .navigationBar,
            printed: #"NavigationBar name="Settings" x="0" y="62" width="402" height="106""#, value: [0, 62, 402, 106],
            source: "WebDriverAgent page source of the Settings root, iPhone 17 Pro simulator, iOS 26.4 (index id 70219053519)"),
        PrintedValue(
            device: "iphone-17-pro", systemVersion: 26, setup: InsetsQuery(largeTitle: true), measure: .safeAreaTop,
            printed: #"first cell below the large title: x="16" y="168" width="370" height="91""#, value: [168],
            source: "the same page source"),
        PrintedValue(
            device: "iphone-17-pro-max", systemVersion: 26, setup: InsetsQuery(largeTitle: true), measure: .navigationBar,
            printed: "NavigationBar, {{0.0, 62.0}, {440.0, 106.0}}, identifier: 'Settings'", value: [0, 62, 440, 106],
            source:
                "soitun/droidrun tests/test_ios_provider.py @ ed72fc4 (a 440 × 956 simulator; the iOS is inferred from the 106-pt bar)"
        ),
        PrintedValue(
            device: "iphone-16", systemVersion: 26, setup: InsetsQuery(navigationBar: true), measure: .safeAreaTop,
            printed: "Second render: Returns different value (e.g., 113)", value: [113],
            source: "react-navigation/react-navigation issue #12801 (a header's height on an iOS 26 phone whose top inset is 59)"),
        PrintedValue(
            device: "iphone-17-pro", systemVersion: 26, orientation: .landscapeLeft, setup: InsetsQuery(navigationBar: true),
            measure: .safeAreaTop, printed: "iOS 26 seeds 116 portrait / 78 landscape", value: [78],
            source: "react-navigation/react-navigation PR #13256 (the bar's bottom on an iPhone 17 Pro)"),
        PrintedValue(
            device: "iphone-16-pro", systemVersion: 18, setup: InsetsQuery(navigationBar: true), measure: .navigationBar,
            printed: "<UINavigationBar: 0x1061160c0; frame = (0 56.3333; 402 44); opaque = NO; autoresize = W; …>",
            value: [0, 169.0 / 3, 402, 44],
            source: "SHcommit/BibleAsIs Modules/App/README.md @ 61851e5 (the iOS is inferred from the 44-pt bar)"),
        PrintedValue(
            device: "iphone-15-pro-max", systemVersion: 17, setup: InsetsQuery(navigationBar: true), measure: .navigationBar,
            printed: "UINavigationBar: 0x105c0b9d0; frame = (0 53.6667; 430 44);", value: [0, 161.0 / 3, 430, 44],
            source: "QuintGao/GKNavigationBarSwift issue #41"),
        PrintedValue(
            device: "iphone-15-pro-max", systemVersion: 17, setup: InsetsQuery(navigationBar: true), measure: .statusBar,
            printed: "状态栏：(0.0, 0.0, 430.0, 54.0)", value: [0, 0, 430, 54], source: "QuintGao/GKNavigationBarSwift issue #41"),
        PrintedValue(
            device: "iphone-15-pro-max", systemVersion: 17, setup: InsetsQuery(), measure: .safeAreaInsets,
            printed: "安全区域：UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)", value: [59, 0, 34, 0],
            source: "QuintGao/GKNavigationBarSwift issue #41"),
        PrintedValue(
            device: "iphone-12", systemVersion: 14, setup: InsetsQuery(navigationBar: true), measure: .navigationBar,
            printed: "NavigationBar, {{0.0, 47.0}, {390.0, 44.0}}", value: [0, 47, 390, 44],
            source: "an Appium run on an iPhone 12 simulator, 2021 (index id 20553503658)"),
        PrintedValue(
            device: "iphone-12-pro-max", systemVersion: 14, setup: InsetsQuery(navigationBar: true), measure: .navigationBar,
            printed: "<UINavigationBar: 0x7fb45741dce0; frame = (0 47; 428 44); opaque = NO; autoresize = W; …>",
            value: [0, 47, 428, 44], source: "an lldb recursiveDescription in a 2021 article (index id 40658699164)"),
        PrintedValue(
            device: "iphone-12-mini", systemVersion: 14, setup: InsetsQuery(navigationBar: true), measure: .navigationBar,
            printed: "系统导航栏显示的frame是{{0, 50}, {375, 44}}", value: [0, 50, 375, 44],
            source: "QuintGao/GKNavigationBar issue #68 (the maintainer quoting the frame)"),
        PrintedValue(
            device: "iphone-xr", systemVersion: 12, setup: InsetsQuery(navigationBar: true), measure: .navigationBar,
            printed: "<UINavigationBar: 0x7fbcff509450; frame = (0 44; 414 44); …>", value: [0, 44, 414, 44],
            source: "rickytan/RTRootNavigationController issue #222"),
        PrintedValue(
            device: "iphone-8", systemVersion: 13, setup: InsetsQuery(navigationBar: true, tabBar: true), measure: .navigationBar,
            printed: "NavigationBar, 0x2819e7f00, {{0.0, 20.0}, {375.0, 44.0}}", value: [0, 20, 375, 44],
            source: "an XCUITest tree from a device (index id 4237201717, linking SyKingW/XQUITestDemo)"),
        PrintedValue(
            device: "iphone-8", systemVersion: 13, setup: InsetsQuery(navigationBar: true, tabBar: true), measure: .safeAreaTop,
            printed: "Other, 0x2819e82a0, {{0.0, 64.0}, {375.0, 603.0}}", value: [64], source: "the same tree"),
    ]

    static let tabBars = [
        PrintedValue(
            device: "iphone-8", systemVersion: 13, setup: InsetsQuery(navigationBar: true, tabBar: true), measure: .tabBar,
            printed: "TabBar, 0x2819e8540, {{0.0, 618.0}, {375.0, 49.0}}", value: [0, 618, 375, 49],
            source: "an XCUITest tree from a device (index id 4237201717)"),
        PrintedValue(
            device: "iphone-x", systemVersion: 11, setup: InsetsQuery(tabBar: true), measure: .tabBar,
            printed: "UITabBar: 0x7f94ca71a7b0; frame = (0 729; 375 83);", value: [0, 729, 375, 83],
            source: "an iPhone X adaptation note of 2017 (index id 30351435865)"),
        PrintedValue(
            device: "iphone-14-pro", systemVersion: 16, setup: InsetsQuery(tabBar: true), measure: .tabBar,
            printed: "TabBar, 0x7fb5a066e600, {{0.0, 769.0}, {393.0, 83.0}}, label: 'Tab Bar'", value: [0, 769, 393, 83],
            source: "an XCUITest debugDescription of 2023 in the TestPilot README (index id 52479437823)"),
        PrintedValue(
            device: "iphone-17-pro", systemVersion: 26, setup: InsetsQuery(tabBar: true), measure: .tabBar,
            printed: #""className" : "UITabBar", "frame" : { "height" : 83, "width" : 402, "x" : 0, "y" : 791 }"#,
            value: [0, 791, 402, 83],
            source: "karlseedev/SweepPic docs/UI/DumpData/260127_100514_tabbar_structure.json @ b9eadd4 (iOS 26.0.1 simulator)"),
        PrintedValue(
            device: "iphone-18-pro", systemVersion: 27, setup: InsetsQuery(tabBar: true), measure: .tabBar,
            printed: "[17, 0, 'TabBar', 'UITabBar', 'Tab Bar', [0, 791, 402, 83]]", value: [0, 791, 402, 83],
            source: "an agent-device test of an iOS 27 simulator (index id 70326447926)"),
        PrintedValue(
            device: "iphone-17", systemVersion: 26, setup: InsetsQuery(tabBar: true), measure: .safeAreaBottom,
            printed: "reports `safeAreaInsets.bottom = 83` on an iPhone 17", value: [83],
            source: "code-payments/code-ios-app PR #640"),
        PrintedValue(
            device: "iphone-17-pro", systemVersion: 26, setup: InsetsQuery(tabBottomAccessory: true), measure: .safeAreaBottom,
            printed: "the measured bottom safe-area inset is 139 = home indicator (34) + tab bar (49) + accessory (56)",
            value: [139], source: "boardsesh/boardsesh issue #3973"),
        PrintedValue(
            device: "iphone-16", systemVersion: 26, setup: InsetsQuery(tabBottomAccessory: true), measure: .safeAreaBottom,
            printed: "dockInset=139.0", value: [139], source: "a PasskeyVault log on an iPhone 16 (index id 58543125064)"),
    ]

    static let toolbarsAndKeyboards = [
        PrintedValue(
            device: "iphone-17-pro", systemVersion: 26, setup: InsetsQuery(navigationBar: true, toolbar: true),
            measure: .toolbar, printed: #"XCUIElementTypeToolbar name="Toolbar" x="0" y="788" width="402" height="86""#,
            value: [0, 788, 402, 86],
            source: "WebDriverAgent page source of the Settings root, iPhone 17 Pro simulator, iOS 26.4 (index id 70219053519)"),
        PrintedValue(
            device: "iphone-8", systemVersion: 11, setup: InsetsQuery(navigationBar: true, toolbar: true), measure: .toolbar,
            printed: "<UIToolbar: 0x7fde2d50e9b0; frame = (0 623; 375 44); opaque = NO; autoresize = W+TM; …>",
            value: [0, 623, 375, 44], source: "a logged navigationController.toolbar (index id 10663022807)"),
        PrintedValue(
            device: "iphone-x", systemVersion: 11, setup: InsetsQuery(navigationBar: true, toolbar: true), measure: .toolbar,
            printed: "UIToolbar: 0x7f89c7c0b9e0; frame = (0 730; 375 48);", value: [0, 730, 375, 48],
            source: "an iPhone X adaptation note of 2017 (index id 30351435865)",
            difference:
                "ours is the 44-pt toolbar of a Home-button phone (the row above), drawn through the home indicator's "
                + "band as its background is; this note's iOS 11 toolbar is 48 pt and ends at the band. No later print "
                + "of a notch phone's toolbar before iOS 26 was found to settle which holds"),
        PrintedValue(
            device: "iphone-12", systemVersion: 14, setup: InsetsQuery(keyboardToolbar: true), measure: .keyboardToolbar,
            printed: "Toolbar, {{0.0, 509.0}, {390.0, 44.0}}", value: [44],
            source:
                "IQKeyboardManager's toolbar above the keyboard, an Appium run on an iPhone 12 simulator (index id 20553503658)"),
    ]

    static let margins = [
        PrintedValue(
            device: "iphone-17-pro", systemVersion: 26, setup: InsetsQuery(largeTitle: true), measure: .leadingMargin,
            printed: #"the large title at the leading margin: x="16" y="119" width="133" height="42""#, value: [16],
            source: "WebDriverAgent page source of the Settings root, iPhone 17 Pro simulator, iOS 26.4 (index id 70219053519)"),
        PrintedValue(
            device: "iphone-17-pro-max", systemVersion: 26, setup: InsetsQuery(largeTitle: true), measure: .leadingMargin,
            printed: "the large title at the leading margin: StaticText, {{20.0, 119.7}, {133.0, 40.7}}, label: 'Settings'",
            value: [20], source: "soitun/droidrun tests/test_ios_provider.py @ ed72fc4 (a 440 × 956 simulator)"),
    ]

    static let keyboardToolbars = [
        PrintedValue(
            device: "iphone-17-pro", systemVersion: 26, setup: InsetsQuery(keyboardToolbar: true), measure: .keyboardToolbar,
            printed: #"XCUIElementTypeToolbar x="0" y="508" width="402" height="48""#, value: [48],
            source: "Safari's form accessory toolbar on a 402-pt iPhone, iOS 26 (index ids 70757294811, 70074146496)")
    ]

    static let screens = [
        PrintedValue(
            device: "iphone-17", systemVersion: 26, setup: InsetsQuery(), measure: .safeAreaTop,
            printed: "the value for padding-top on an iPhone 17 device is 62px", value: [62],
            source: "ionic-team/capacitor issue #8361 (the web view's env(safe-area-inset-top))"),
        PrintedValue(
            device: "iphone-duo-inner", systemVersion: 27, sdk: .iOS26, setup: InsetsQuery(navigationBar: true, toolbar: true),
            measure: .safeAreaInsets, printed: "visible 375x517 with t64/b86", value: [64, 0, 86, 0],
            source: "an app built with the iOS 26 SDK in the iPhone Duo's compatibility window, iOS 27.1 simulator "
                + "(devices-2026.md §1, keys KL and RD: kusumotoa/iPhoneDuoLab, readest/readest #6307)"),
        PrintedValue(
            device: "iphone-x", systemVersion: 11, setup: InsetsQuery(), measure: .safeAreaInsets,
            printed: "top : 44.0 … bottom : 34.0", value: [44, 0, 34, 0],
            source: "an iPhone X adaptation note of 2017 (index id 30351435865)"),
        PrintedValue(
            device: "iphone-x", systemVersion: 11, orientation: .landscapeLeft, setup: InsetsQuery(), measure: .safeAreaInsets,
            printed: "left : 44.0 bottom : 21.0 right : 44.0", value: [0, 44, 21, 44],
            source: "the same note"),
        PrintedValue(
            device: "ipad-10", systemVersion: 17, setup: InsetsQuery(), measure: .displayCornerRadius,
            printed: #""iPad13,18": 25.0"#, value: [25],
            source: "flutter/flutter issue #97349 (a script that printed every simulator's screen radius, 2025-01-13)"),
    ]
}
