import DeviceGeometry

/// What a device in an orientation gives a screen before any view is placed: the window, its
/// size classes, the status bar, and the heights of the system bars.
///
/// Bar heights follow uikit-semantics.md §2.3: navigation bars and toolbars are 44 pt on iPhone,
/// 32 pt in iPhone landscape except on the wide (regular-width) models, and 50 pt on iPad; a large
/// title adds 52 pt where the height is regular. Tab bars are 49 pt on iPhone (32 pt in compact
/// landscape) and 50 pt on iPad (65 pt in all with a home indicator), plus the bottom inset.
///
/// It holds only what the layout reads, not the device itself, so devices that share their
/// geometry share one environment and one layout.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The window's bounds.
    public let bounds: Rect
    /// The window's size classes.
    public let sizeClasses: SizeClasses
    /// Whether the device is an iPad.
    public let isPad: Bool
    /// Whether the interface is in a landscape orientation.
    public let isLandscape: Bool
    /// The status bar's frame, or nil when it is hidden.
    public let statusBarFrame: Rect?
    /// The window's safe-area insets, with the status bar shown or hidden.
    public let windowSafeAreaInsets: EdgeInsets

    /// Creates the environment for `device` in `orientation` with the safe-area table of iOS
    /// `systemVersion` (nil: the catalog default), with the status bar shown or hidden.
    public init(device: Device, orientation: Orientation, systemVersion: Int? = nil, isStatusBarVisible: Bool) {
        let statusBarHeight =
            isStatusBarVisible && device.statusBarHeight(in: orientation) != nil
            ? device.statusBarHeight(in: orientation, systemVersion: systemVersion) : nil
        let bounds = Rect(origin: .zero, size: device.screenSize(in: orientation))
        self.bounds = bounds
        sizeClasses = device.sizeClasses(in: orientation)
        isPad = device.family == .pad
        isLandscape = orientation.isLandscape
        statusBarFrame = statusBarHeight.map { Rect(x: 0, y: 0, width: bounds.width, height: $0) }
        windowSafeAreaInsets = device.safeAreaInsets(
            in: orientation, systemVersion: systemVersion,
            isStatusBarVisible: statusBarHeight != nil)
    }

    /// Whether the status bar is hidden by default: in iPhone landscape (R2.1).
    public static func hidesStatusBarByDefault(_ device: Device, in orientation: Orientation) -> Bool {
        device.statusBarHeight(in: orientation) == nil
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
