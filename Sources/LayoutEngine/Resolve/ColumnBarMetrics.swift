import DeviceGeometry

/// The sizes of bars on a display with a bar column, as devices-2026.md §1 gives them for the
/// iPhone Duo with the iOS 27.1 SDK (P printed by the simulator, S stated by a design kit).
enum ColumnBarMetrics {
    /// A horizontal navigation bar or toolbar (inner display in portrait): 48 (S).
    static let horizontalBarHeight = 48.0
    /// What a large title adds to a horizontal navigation bar: nothing, since the 82 printed under
    /// a large-title stack on the inner display in portrait (P) is already its 34-pt status inset
    /// and the 48-pt bar; the title is shown in the bar (an estimate).
    static let largeTitleExtra = 0.0
    /// A horizontal tab bar with the home indicator below it: 95 (S).
    static let horizontalTabBarHeight = 95.0
    /// The title strip that stays across the top when the bars are vertical: 82 with a large
    /// title, 24 scrolled to inline (P).
    static let largeTitleStrip = 82.0
    /// The inline title strip (P).
    static let inlineTitleStrip = 24.0
    /// A bar button in the column: 36 tall (S); 49 wide, the printed tab bar's width (P).
    static let itemSize = Size(width: 49, height: 36)
    /// The prominent action, a navigation bar's first trailing item: 48 tall (S).
    static let prominentItemHeight = 48.0
    /// Between items in the column: 8, UIKit's spacing between bar items (an estimate).
    static let itemGap = 8.0
    /// The tab bar's vertical pill: 49 wide (P, x 393–442 in the 84-pt column), each item as tall
    /// as the pill is wide (an estimate).
    static let tabBarWidth = 49.0
    /// How far a sheet keeps from the display's edges beside a bar column: 8, derived from the
    /// printed 450-pt sheet on the 466-pt outer display and its 636-pt height (678 − 8 − 34).
    static let sheetInset = 8.0
    /// The readable-content guide's inset on the side away from the column: 52 (P).
    static let readableSideInset = 52.0
}
