/// `UIButton`.
public struct Button: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A button titled `title`.
    public init(_ title: String, fileID: StaticString = #fileID, line: UInt = #line) {
        node = .declared(ViewAttributes(kind: .button, text: title), fileID: fileID, line: line)
    }
}

/// `UITextField`.
public struct TextField: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A text field showing `text`, or `placeholder` while it is empty.
    public init(text: String? = nil, placeholder: String? = nil, fileID: StaticString = #fileID, line: UInt = #line) {
        node = .declared(ViewAttributes(kind: .textField, text: text, placeholder: placeholder), fileID: fileID, line: line)
    }

    /// `borderStyle`: a field with no border is as tall as its text.
    public func borderStyle(_ style: TextFieldBorderStyle) -> Self {
        updating { $0.attributes.borderStyle = style }
    }
}

/// `UISearchBar`.
public struct SearchBar: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A search bar showing `placeholder`.
    public init(placeholder: String? = nil, fileID: StaticString = #fileID, line: UInt = #line) {
        node = .declared(ViewAttributes(kind: .searchBar, placeholder: placeholder), fileID: fileID, line: line)
    }
}

/// `UISwitch`.
public struct Switch: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A switch, on or off.
    public init(isOn: Bool, fileID: StaticString = #fileID, line: UInt = #line) {
        node = .declared(ViewAttributes(kind: .switch, isOn: isOn), fileID: fileID, line: line)
    }
}

/// `UISlider`.
public struct Slider: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A slider at `value`, 0...1.
    public init(value: Double, fileID: StaticString = #fileID, line: UInt = #line) {
        node = .declared(ViewAttributes(kind: .slider, value: value), fileID: fileID, line: line)
    }
}

/// `UISegmentedControl`.
public struct SegmentedControl: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A segmented control with these titles and one selected.
    public init(_ segments: [String], selectedSegmentIndex: Int = 0, fileID: StaticString = #fileID, line: UInt = #line) {
        node = .declared(
            ViewAttributes(kind: .segmentedControl, segments: segments, selectedIndex: selectedSegmentIndex),
            fileID: fileID, line: line)
    }
}

/// `UIStepper`.
public struct Stepper: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A stepper.
    public init(fileID: StaticString = #fileID, line: UInt = #line) {
        node = .declared(ViewAttributes(kind: .stepper), fileID: fileID, line: line)
    }
}

/// `UIDatePicker`, compact style.
public struct DatePicker: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A date picker showing `text`, or a fixed sample date.
    public init(_ text: String? = nil, fileID: StaticString = #fileID, line: UInt = #line) {
        node = .declared(ViewAttributes(kind: .datePicker, text: text), fileID: fileID, line: line)
    }
}

/// `UIPickerView`.
public struct PickerView: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A picker showing `text` as its selected row.
    public init(_ text: String? = nil, fileID: StaticString = #fileID, line: UInt = #line) {
        node = .declared(ViewAttributes(kind: .pickerView, text: text), fileID: fileID, line: line)
    }
}
