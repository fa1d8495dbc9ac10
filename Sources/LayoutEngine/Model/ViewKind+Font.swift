import Typography

extension ViewKind {
    /// The font UIKit gives a view of this kind when none is set: 15-pt regular for a system
    /// button's title, 13 pt for segment titles, 10-pt medium for a tab bar item's title, 17-pt
    /// semibold for a navigation bar's title, 17-pt regular (`.body`) for everything else.
    package var defaultFont: SystemFont {
        switch self {
        case .button: SystemFont(size: 15)
        case .segmentedControl: SystemFont(size: 13)
        case .tabBarItem: SystemFont(size: 10, weight: .medium)
        case .navigationBar: SystemFont(size: 17, weight: .semibold)
        default: SystemFont(size: 17)
        }
    }
}
