import LayoutEngine

/// The view kind that stands for a captured element's type, and whether a person taps it although
/// the kind is not a control: the three vocabularies captures use, UIKit class names,
/// `XCUIElementType` names (also idb's and XCUITest's `type`) and accessibility roles.
struct CapturedType: Hashable {
    /// The kind.
    var kind: ViewKind
    /// Whether the element is tapped although `kind` is not a control (a link, a cell, a picker).
    var isTappable = false

    /// The kind of a UIKit class, by the UIKit class its name ends with, so that an app's
    /// `CheckoutButton` is a button and `UITableViewCellContentView` a plain view.
    static func uiKitClass(_ name: String) -> CapturedType {
        for (suffix, type) in uiKitSuffixes where name.hasSuffix(suffix) { return type }
        return CapturedType(kind: .view)
    }

    /// The kind of an `XCUIElementType` name, with or without the prefix.
    static func elementType(_ name: String) -> CapturedType {
        let bare = name.hasPrefix("XCUIElementType") ? String(name.dropFirst("XCUIElementType".count)) : name
        return elementTypes[bare] ?? CapturedType(kind: .view)
    }

    /// The kind of an `XCUIElement.ElementType` raw value, as the XCTest runner's own trees and
    /// builds of Maestro that keep it (`elementType: "9"`) give it.
    static func elementType(number: Int) -> CapturedType {
        elementTypeNames.indices.contains(number) ? elementType(elementTypeNames[number]) : CapturedType(kind: .view)
    }

    /// `XCUIElement.ElementType`'s cases in the order of their raw values, from `any` (0).
    private static let elementTypeNames = [
        "Any", "Other", "Application", "Group", "Window", "Sheet", "Drawer", "Alert", "Dialog", "Button", "RadioButton",
        "RadioGroup", "CheckBox", "DisclosureTriangle", "PopUpButton", "ComboBox", "MenuButton", "ToolbarButton", "Popover",
        "Keyboard", "Key", "NavigationBar", "TabBar", "TabGroup", "Toolbar", "StatusBar", "Table", "TableRow", "TableColumn",
        "Outline", "OutlineRow", "Browser", "CollectionView", "Slider", "PageIndicator", "ProgressIndicator",
        "ActivityIndicator", "SegmentedControl", "Picker", "PickerWheel", "Switch", "Toggle", "Link", "Image", "Icon",
        "SearchField", "ScrollView", "ScrollBar", "StaticText", "TextField", "SecureTextField", "DatePicker", "TextView",
        "Menu", "MenuItem", "MenuBar", "MenuBarItem", "Map", "WebView", "IncrementArrow", "DecrementArrow", "Timeline",
        "RatingIndicator", "ValueIndicator", "SplitGroup", "Splitter", "RelevanceIndicator", "ColorWell", "HelpTag", "Matte",
        "DockItem", "Ruler", "RulerMarker", "Grid", "LevelIndicator", "Cell", "LayoutArea", "LayoutItem", "Handle", "Stepper",
        "Tab",
    ]

    /// The kind of an accessibility role such as `AXButton`.
    static func role(_ name: String) -> CapturedType {
        roles[name] ?? CapturedType(kind: .view)
    }

    private static let uiKitSuffixes: [(String, CapturedType)] = [
        ("TableViewCell", CapturedType(kind: .tableViewCell)), ("CollectionViewCell", CapturedType(kind: .collectionViewCell)),
        ("TableView", CapturedType(kind: .tableView)), ("CollectionView", CapturedType(kind: .collectionView)),
        ("ScrollView", CapturedType(kind: .scrollView)), ("TextField", CapturedType(kind: .textField)),
        ("TextView", CapturedType(kind: .textView)), ("SearchBar", CapturedType(kind: .searchBar)),
        ("Switch", CapturedType(kind: .switch)), ("Slider", CapturedType(kind: .slider)),
        ("SegmentedControl", CapturedType(kind: .segmentedControl)), ("Stepper", CapturedType(kind: .stepper)),
        ("Label", CapturedType(kind: .label)), ("ImageView", CapturedType(kind: .imageView)),
        ("NavigationBar", CapturedType(kind: .navigationBar)), ("TabBarButton", CapturedType(kind: .tabBarItem)),
        ("TabBar", CapturedType(kind: .tabBar)), ("Toolbar", CapturedType(kind: .toolbar)),
        ("PageControl", CapturedType(kind: .pageControl)), ("ProgressView", CapturedType(kind: .progressView)),
        ("ActivityIndicatorView", CapturedType(kind: .activityIndicator)),
        ("DatePicker", CapturedType(kind: .datePicker, isTappable: true)),
        ("PickerView", CapturedType(kind: .pickerView, isTappable: true)),
        ("VisualEffectView", CapturedType(kind: .visualEffectView)), ("StackView", CapturedType(kind: .stackView)),
        ("Button", CapturedType(kind: .button)),
    ]

    private static let elementTypes: [String: CapturedType] = [
        "Button": CapturedType(kind: .button), "Link": CapturedType(kind: .button), "Key": CapturedType(kind: .button),
        "CheckBox": CapturedType(kind: .switch), "RadioButton": CapturedType(kind: .button),
        "MenuItem": CapturedType(kind: .button), "TextField": CapturedType(kind: .textField),
        "SecureTextField": CapturedType(kind: .textField), "SearchField": CapturedType(kind: .textField),
        "TextView": CapturedType(kind: .textView), "Switch": CapturedType(kind: .switch), "Toggle": CapturedType(kind: .switch),
        "Slider": CapturedType(kind: .slider), "Stepper": CapturedType(kind: .stepper),
        "SegmentedControl": CapturedType(kind: .segmentedControl), "Picker": CapturedType(kind: .pickerView, isTappable: true),
        "PickerWheel": CapturedType(kind: .pickerView, isTappable: true),
        "DatePicker": CapturedType(kind: .datePicker, isTappable: true),
        "Cell": CapturedType(kind: .tableViewCell, isTappable: true), "Tab": CapturedType(kind: .tabBarItem),
        "StaticText": CapturedType(kind: .label), "Image": CapturedType(kind: .imageView), "Icon": CapturedType(kind: .imageView),
        "Table": CapturedType(kind: .tableView), "CollectionView": CapturedType(kind: .collectionView),
        "ScrollView": CapturedType(kind: .scrollView), "NavigationBar": CapturedType(kind: .navigationBar),
        "TabBar": CapturedType(kind: .tabBar), "Toolbar": CapturedType(kind: .toolbar),
        "SearchBar": CapturedType(kind: .searchBar), "PageIndicator": CapturedType(kind: .pageControl),
        "ProgressIndicator": CapturedType(kind: .progressView),
        "ActivityIndicator": CapturedType(kind: .activityIndicator),
    ]

    private static let roles: [String: CapturedType] = [
        "AXButton": CapturedType(kind: .button), "AXLink": CapturedType(kind: .button),
        "AXTextField": CapturedType(kind: .textField), "AXSecureTextField": CapturedType(kind: .textField),
        "AXSearchField": CapturedType(kind: .textField), "AXTextArea": CapturedType(kind: .textView),
        "AXSwitch": CapturedType(kind: .switch), "AXToggle": CapturedType(kind: .switch),
        "AXSlider": CapturedType(kind: .slider), "AXAdjustable": CapturedType(kind: .slider),
        "AXStaticText": CapturedType(kind: .label), "AXImage": CapturedType(kind: .imageView),
        "AXCell": CapturedType(kind: .tableViewCell, isTappable: true), "AXTabBar": CapturedType(kind: .tabBar),
        "AXNavigationBar": CapturedType(kind: .navigationBar), "AXToolbar": CapturedType(kind: .toolbar),
        "AXTable": CapturedType(kind: .tableView), "AXScrollView": CapturedType(kind: .scrollView),
        "AXPicker": CapturedType(kind: .pickerView, isTappable: true),
        "AXSegmentedControl": CapturedType(kind: .segmentedControl),
    ]
}
