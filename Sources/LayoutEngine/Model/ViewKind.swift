/// What a view is, named after the UIKit class it stands for.
public enum ViewKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// `UIView`.
    case view
    /// `UILabel`.
    case label
    /// `UIButton`.
    case button
    /// `UITextField`.
    case textField
    /// `UITextView`.
    case textView
    /// `UISwitch`.
    case `switch`
    /// `UISlider`.
    case slider
    /// `UISegmentedControl`.
    case segmentedControl
    /// `UIStepper`.
    case stepper
    /// `UIImageView`.
    case imageView
    /// `UIScrollView`.
    case scrollView
    /// `UITableView`.
    case tableView
    /// `UITableViewCell`.
    case tableViewCell
    /// `UICollectionView`.
    case collectionView
    /// `UICollectionViewCell`.
    case collectionViewCell
    /// `UINavigationBar`.
    case navigationBar
    /// `UITabBar`.
    case tabBar
    /// `UIToolbar`.
    case toolbar
    /// A `UIBarButtonItem` in a navigation bar or toolbar.
    case barButtonItem
    /// A `UITabBarItem` in a tab bar.
    case tabBarItem
    /// `UISearchBar`.
    case searchBar
    /// `UIPageControl`.
    case pageControl
    /// `UIProgressView`.
    case progressView
    /// `UIActivityIndicatorView`.
    case activityIndicator
    /// `UIDatePicker`.
    case datePicker
    /// `UIPickerView`.
    case pickerView
    /// `UIVisualEffectView`.
    case visualEffectView
    /// `UIStackView`.
    case stackView

    /// Whether UIKit treats the kind as a control a person taps or drags.
    package var isControl: Bool {
        switch self {
        case .button, .textField, .switch, .slider, .segmentedControl, .stepper, .barButtonItem, .tabBarItem: true
        default: false
        }
    }

    /// Whether views of the kind preserve their superview's layout margins unless told otherwise:
    /// table cells do, so their content lines up with the table's margins (R3.9).
    package var preservesSuperviewLayoutMarginsByDefault: Bool { self == .tableViewCell }

    /// Whether the kind is a `UIScrollView` or a subclass.
    package var isScrollView: Bool {
        self == .scrollView || self == .tableView || self == .collectionView || self == .textView
    }
}
