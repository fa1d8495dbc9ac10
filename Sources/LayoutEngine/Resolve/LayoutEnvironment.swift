import DeviceGeometry
import Typography

/// What a device in an orientation gives a screen before any view is placed: the window, its
/// size classes, the status bar, the bar column, and the heights of the system bars.
///
/// Bar heights follow uikit-semantics.md §2.3 and the iOS the device runs. Before iOS 26,
/// navigation bars and toolbars are 44 pt on iPhone, 32 pt in iPhone landscape except on the wide
/// (regular-width) models, and 50 pt on iPad. From iOS 26 (Liquid Glass, R2.12) a navigation bar is
/// 54 pt below a top band deeper than a 20-pt status bar (a sensor housing, an iPad's status bar,
/// a Dynamic Island iPhone's landscape band) and a toolbar 52 pt in iPhone portrait. A large
/// title adds 52 pt where the height is regular, more at the text sizes where its line needs more
/// (R2.16). Tab bars are 49 pt on iPhone (32 pt in compact landscape) and 50 pt on iPad (65 pt in
/// all with a home indicator), plus the bottom inset. On a display with a bar column (the iPhone Duo,
/// devices-2026.md §1) the horizontal bars are those of `ColumnBarMetrics`.
///
/// It holds only what the layout reads, not the device itself, so devices that share their
/// geometry share one environment and one layout.
package struct LayoutEnvironment: Hashable, Sendable {
    /// Where the system put the window, its insets, status bar, column and reserved regions.
    package let window: WindowGeometry
    /// Whether the interface takes the iPad's idiom: an iPad, unless it runs an iPhone-only app.
    package let isPad: Bool
    /// Whether the interface is in a landscape orientation.
    package let isLandscape: Bool
    /// Whether the device has a Home button, which moves a sheet's card further below the status bar.
    package let hasHomeButton: Bool
    /// Whether the device has a Dynamic Island, whose landscape navigation bar keeps its full
    /// height from iOS 26.
    package let hasDynamicIsland: Bool
    /// Whether the device is a phone at least 414 pt wide in portrait (the Plus and Max sizes),
    /// in a window as wide (not the Duo's 375-pt compatibility window), whose root views keep
    /// 20-pt margins in portrait too: a large title printed at x 20 on a
    /// 440-pt phone and at 16 on a 402-pt one, a search field at 20 on a 414-pt one.
    package let isWidePhone: Bool
    /// The text size text-style fonts take.
    package let contentSize: ContentSizeCategory
    /// The layout direction of the person's language, which bars and views that do not force
    /// their own follow.
    package let layoutDirection: LayoutDirection
    /// The language the screen's texts are shown in.
    package let language: Language

    /// Creates the environment for `device` in `orientation` under `variant` and `conditions`, for
    /// a screen that shows or hides the status bar and allows vertical bars or turns them off.
    package init(
        device: Device, orientation: Orientation, variant: Variant = .standard, conditions: SystemConditions = SystemConditions(),
        isStatusBarVisible: Bool, allowsVerticalBars: Bool = true
    ) {
        window = WindowGeometry(
            device: device, orientation: orientation, conditions: conditions, isStatusBarVisible: isStatusBarVisible,
            allowsVerticalBars: allowsVerticalBars)
        contentSize = variant.contentSize
        layoutDirection = variant.layoutDirection
        language = variant.language
        isPad = window.idiom == .pad
        isLandscape = orientation.isLandscape
        hasHomeButton = device.hasHomeButton
        if case .dynamicIsland = device.sensorHousing { hasDynamicIsland = true } else { hasDynamicIsland = false }
        isWidePhone = device.family == .phone && device.display.screenSize.width >= 414 && window.windowFrame.width >= 414
    }

    /// Whether the bars are iOS 26's Liquid Glass bars.
    var hasGlassBars: Bool { window.systemVersion >= 26 }

    /// The window's frame in screen points.
    package var bounds: Rect { window.windowFrame }
    /// The window's size classes.
    package var sizeClasses: SizeClasses { window.sizeClasses }
    /// The status bar's frame, or nil when it is hidden.
    package var statusBarFrame: Rect? { window.statusBarFrame }
    /// The window's safe-area insets, with the status bar shown or hidden.
    package var windowSafeAreaInsets: EdgeInsets { window.safeAreaInsets }
    /// The bar column when the bars are in it.
    package var verticalBars: PlacedBarColumn? { window.barColumn.flatMap { $0.holdsBars ? $0 : nil } }

    /// Whether the status bar is hidden by default: in iPhone landscape (R2.1).
    package static func hidesStatusBarByDefault(_ device: Device, in orientation: Orientation) -> Bool {
        device.statusBarHeight(in: orientation) == nil
    }

    private var isCompactPhoneLandscape: Bool {
        !isPad && sizeClasses.vertical == .compact && sizeClasses.horizontal == .compact
    }

    /// A navigation bar's height, with a large title when one is asked for and the height is regular.
    package func navigationBarHeight(largeTitle: Bool) -> Double {
        if window.hasColumnDisplayBars {
            return ColumnBarMetrics.horizontalBarHeight + (largeTitle ? ColumnBarMetrics.largeTitleExtra : 0)
        }
        let classic = isPad ? 50.0 : (isCompactPhoneLandscape ? 32 : 44)
        let base = hasGlassBars && hasTallTopBand ? 54 : classic
        return largeTitle && sizeClasses.vertical == .regular ? base + largeTitleBand : base
    }

    /// The layout margins a table cell's content view asks for, before its table's widen the
    /// sides: 11 pt above and below, 15 from iOS 18 (printed-values.md §10).
    var cellMargins: EdgeInsets {
        let vertical = window.systemVersion >= 18 ? 15.0 : 11
        return EdgeInsets(top: vertical, left: 8, bottom: vertical, right: 8)
    }

    /// A large title's font: `.largeTitle`, bold, at the text size, which it grows with while the
    /// bar's other titles keep theirs (R2.16).
    var largeTitleFont: SystemFont {
        SystemFont(size: DynamicTypeStyle.largeTitle.font(at: contentSize).size, weight: .bold)
    }

    /// The band a large title adds below the bar's row: 52 pt, or the title's line and 4 pt where
    /// the text size makes that taller (R2.16).
    private var largeTitleBand: Double {
        max(52, IntrinsicSize.lineHeight(of: largeTitleFont, scale: window.scale) + 4)
    }

    /// Whether the window's top band is deeper than a 20-pt status bar, where iOS 26's navigation
    /// bar is 54 pt: under a sensor housing or an iPad's status bar, and in landscape on a Dynamic
    /// Island iPhone. A window whose top is a 20-pt status bar keeps the 44-pt bar (64 printed
    /// under the iPhone Duo's compatibility window's status bar, devices-2026.md §1).
    private var hasTallTopBand: Bool {
        isLandscape && !isPad ? hasDynamicIsland : window.safeAreaInsets.top > 20
    }

    /// A toolbar's height above the bottom inset: from iOS 26, 52 in iPhone portrait, the toolbar
    /// printed as (0, 788, 402, 86) on an iPhone 17 Pro.
    package var toolbarHeight: Double {
        if window.hasColumnDisplayBars { return ColumnBarMetrics.horizontalBarHeight }
        if hasGlassBars, !isPad, !isLandscape { return 52 }
        return isPad ? 50 : (isCompactPhoneLandscape ? 32 : 44)
    }

    /// A tab bar's height above a bottom inset of `bottomInset`.
    package func tabBarHeight(bottomInset: Double) -> Double {
        if window.hasColumnDisplayBars { return ColumnBarMetrics.horizontalTabBarHeight - bottomInset }
        if isPad { return bottomInset > 0 ? 65 - bottomInset : 50 }
        return isCompactPhoneLandscape ? 32 : 49
    }

    /// Where a search controller's field goes when the navigation item asks for `placement`
    /// (R2.14): an iPhone from iOS 26 integrates it into the toolbar unless it is asked to stack;
    /// everywhere else it stacks below the title (an iPad's inline field was never printed).
    package func searchPlacement(_ placement: NavigationItem.SearchBarPlacement) -> NavigationItem.SearchBarPlacement {
        hasGlassBars && !isPad && placement != .stacked && !window.hasColumnDisplayBars ? .integrated : .stacked
    }

    /// The row a stacked search field adds below a navigation bar's title: 52 pt where the height
    /// is regular (printed as 148 = 44 + 52 + 52 with a large title), none in compact height.
    package var searchRowHeight: Double { sizeClasses.vertical == .regular ? 52 : 0 }

    /// Whether a phone's tab bar holds its items in iOS 26's glass platter: in portrait, above a
    /// home indicator (R2.12; no Home-button phone's was printed).
    package var hasTabBarPlatter: Bool {
        hasGlassBars && !isPad && !isLandscape && !hasHomeButton && !window.hasColumnDisplayBars
    }

    /// Whether a tab bar controller floats its tabs at the top, in the navigation bar's row: from
    /// iPadOS 18 on an iPad at regular width (uikit-semantics.md R2.13); at compact width, on
    /// iPhone and beside a bar column the tab bar stays along the bottom.
    package var floatsTabBar: Bool {
        isPad && sizeClasses.horizontal == .regular && window.systemVersion >= 18 && !window.hasColumnDisplayBars
    }

    /// Whether a tab bar controller shows its sidebar (R2.15): in `.tabSidebar` mode where its tabs
    /// float (an iPad at regular width from iPadOS 18), unless it is hidden; UIKit shows it in
    /// landscape and hides it in portrait unless told otherwise.
    package func showsSidebar(of tabs: TabBarController) -> Bool {
        floatsTabBar && tabs.mode == .tabSidebar && !(tabs.sidebar.isHidden ?? !isLandscape)
    }

    /// The frame of a shown sidebar in a container at `frame` with safe-area `insets` (R2.15):
    /// 320 wide and full height on iPadOS 18, a floating platter 280 wide in all from iPadOS 26.
    package func sidebarFrame(in frame: Rect, insets: EdgeInsets) -> Rect {
        SidebarMetrics.frame(in: frame, insets: insets, floating: hasGlassBars)
    }

    /// The height a tab bar controller's bottom accessory adds to its tabs' bottom inset (iOS 26):
    /// 56, printed on an iPhone 17 Pro as 139 = 34 + 49 + 56 (devices-2026.md §3).
    package static let tabBottomAccessoryHeight = 56.0

    /// The height of a toolbar above the keyboard (an input accessory view) on iOS
    /// `systemVersion`: 48 from iOS 26, as Safari's form toolbar printed (a 402-pt iPhone), 44
    /// before. IQKeyboardManager's own toolbar chooses 58 (its issue #2177), which is the
    /// library's, not UIKit's.
    package static func keyboardToolbarHeight(systemVersion: Int) -> Double {
        systemVersion >= 26 ? 48 : 44
    }

    /// The widest a readable-content guide gets at the default text size: 672 pt on iPad (R3.6);
    /// nil on iPhone, where it is wider than the screen (D17).
    package var readableWidth: Double? { isPad ? 672 : nil }

    /// The least a root view's readable-content guide keeps from each edge beside a bar column:
    /// 52 pt on the side away from the column (devices-2026.md §1); nil elsewhere.
    package var readableContentMinimum: EdgeInsets? {
        guard let column = window.barColumn else { return nil }
        var minimum = EdgeInsets.zero
        minimum[column.edge == .left ? .right : .left] = ColumnBarMetrics.readableSideInset
        return minimum
    }

    /// The system minimum layout margins of a controller's root view: 16 at compact width, 20 at
    /// regular width and on the phones at least 414 pt wide, none at the top and bottom (R3.3).
    /// Beside a bar column: 20, and none on the column's side (devices-2026.md §1).
    package var systemMinimumLayoutMargins: EdgeInsets {
        if window.hasColumnDisplayBars {
            var margins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            if let column = window.barColumn { margins[column.edge] = 0 }
            return margins
        }
        let side = sizeClasses.horizontal == .regular || isWidePhone ? 20.0 : 16
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
}
