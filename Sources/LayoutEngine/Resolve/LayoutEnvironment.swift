import DeviceGeometry

/// What a device in an orientation gives a screen before any view is placed: the window, its
/// size classes, the status bar, and the heights of the system bars.
///
/// Bar heights follow uikit-semantics.md §2.3: navigation bars and toolbars are 44 pt on iPhone,
/// 32 pt in iPhone landscape except on the wide (regular-width) models, and 50 pt on iPad; a large
/// title adds 52 pt where the height is regular. Tab bars are 49 pt on iPhone (32 pt in compact
/// landscape) and 50 pt on iPad (65 pt in all with a home indicator), plus the bottom inset.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The device.
    public var device: Device
    /// The interface orientation.
    public var orientation: Orientation
    /// The iOS version whose safe-area table applies; nil for the catalog default.
    public var systemVersion: Int?
    /// Whether the status bar is shown.
    public var isStatusBarVisible: Bool

    /// Creates the environment for `device` in `orientation`, with the status bar shown or hidden.
    public init(device: Device, orientation: Orientation, systemVersion: Int? = nil, isStatusBarVisible: Bool) {
        self.device = device
        self.orientation = orientation
        self.systemVersion = systemVersion
        self.isStatusBarVisible = isStatusBarVisible && device.statusBarHeight(in: orientation) != nil
    }

    /// The window's bounds.
    public var bounds: Rect { Rect(origin: .zero, size: device.screenSize(in: orientation)) }

    /// The window's size classes.
    public var sizeClasses: SizeClasses { device.sizeClasses(in: orientation) }

    /// Whether the device is an iPad.
    public var isPad: Bool { device.family == .pad }

    /// Whether the status bar is hidden by default: in iPhone landscape (R2.1).
    public static func hidesStatusBarByDefault(_ device: Device, in orientation: Orientation) -> Bool {
        device.statusBarHeight(in: orientation) == nil
    }

    /// The status bar's frame, or nil when it is hidden.
    public var statusBarFrame: Rect? {
        guard isStatusBarVisible, let height = device.statusBarHeight(in: orientation, systemVersion: systemVersion) else {
            return nil
        }
        return Rect(x: 0, y: 0, width: bounds.width, height: height)
    }

    /// The window's safe-area insets, with the status bar shown or hidden.
    public var windowSafeAreaInsets: EdgeInsets {
        device.safeAreaInsets(in: orientation, systemVersion: systemVersion, isStatusBarVisible: isStatusBarVisible)
    }

    private var isCompactPhoneLandscape: Bool {
        !isPad && sizeClasses.vertical == .compact && sizeClasses.horizontal == .compact
    }

    /// A navigation bar's height, with a large title when one is asked for and the height is regular.
    public func navigationBarHeight(largeTitle: Bool) -> Double {
        let base = isPad ? 50.0 : (isCompactPhoneLandscape ? 32 : 44)
        return largeTitle && sizeClasses.vertical == .regular ? base + 52 : base
    }

    /// A toolbar's height above the bottom inset.
    public var toolbarHeight: Double {
        isPad ? 50 : (isCompactPhoneLandscape ? 32 : 44)
    }

    /// A tab bar's height above a bottom inset of `bottomInset`.
    public func tabBarHeight(bottomInset: Double) -> Double {
        if isPad { return bottomInset > 0 ? 65 - bottomInset : 50 }
        return isCompactPhoneLandscape ? 32 : 49
    }

    /// The widest a readable-content guide gets at the default text size: 672 pt on iPad (R3.6);
    /// nil on iPhone, where it is wider than the screen (D17).
    public var readableWidth: Double? { isPad ? 672 : nil }

    /// The system minimum layout margins of a controller's root view: 16 at compact width, 20 at
    /// regular width, none at the top and bottom (R3.3).
    public var systemMinimumLayoutMargins: EdgeInsets {
        let side = sizeClasses.horizontal == .regular ? 20.0 : 16
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
}
