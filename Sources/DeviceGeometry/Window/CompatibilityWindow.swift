/// The window an app too old for a display runs in, letterboxed in the middle of the screen: on
/// the iPhone Duo, an app built with the iOS 26 SDK runs in a 375-pt-wide window with
/// compact-width size classes, even on the inner display (devices-2026.md §1).
package struct CompatibilityWindow: Hashable, Sendable, Codable {
    /// The window's size in portrait; landscape swaps it where the screen is too short for it.
    package var size: Size
    /// The window's safe-area insets in portrait and in landscape.
    package var safeAreas: SafeAreaTable
    /// The status bar's height in the window.
    package var statusBarHeight: Double
    /// The newest SDK whose apps get this window.
    package var newestSDK: SDK

    /// Creates a compatibility window.
    package init(size: Size, safeAreas: SafeAreaTable, statusBarHeight: Double, newestSDK: SDK) {
        self.size = size
        self.safeAreas = safeAreas
        self.statusBarHeight = statusBarHeight
        self.newestSDK = newestSDK
    }

    /// Whether an app built with `sdk` runs in this window.
    package func applies(to sdk: SDK) -> Bool { sdk <= newestSDK }

    /// Whether the window fits in `area`, upright or turned.
    package func fits(in area: Rect) -> Bool {
        (size.width <= area.width && size.height <= area.height)
            || (size.height <= area.width && size.width <= area.height)
    }

    /// The window's frame in `area` (the screen, less a bar column): centred, upright where it
    /// fits, turned where it does not.
    package func frame(in area: Rect) -> Rect {
        let fits = size.width <= area.width && size.height <= area.height
        let window = fits ? size : size.transposed
        return Rect(
            x: area.minX + ((area.width - window.width) / 2).rounded(.down),
            y: area.minY + ((area.height - window.height) / 2).rounded(.down),
            width: window.width, height: window.height)
    }
}

/// Size classes by orientation, for devices that do not follow their family's rule.
package struct SizeClassTable: Hashable, Sendable, Codable {
    /// The size classes in portrait.
    package var portrait: SizeClasses
    /// The size classes in landscape.
    package var landscape: SizeClasses

    /// Creates a table.
    package init(portrait: SizeClasses, landscape: SizeClasses) {
        self.portrait = portrait
        self.landscape = landscape
    }
}
