/// The home indicator: the capsule along the bottom of the interface on devices without a Home
/// button, where an upward swipe belongs to the system.
package struct HomeIndicator: Hashable, Sendable, Codable {
    /// The capsule's size in portrait.
    package var portraitSize: Size
    /// The capsule's size in landscape.
    package var landscapeSize: Size
    /// The gap between the capsule's bottom edge and the bottom of the screen.
    package var bottomGap: Double

    /// Creates a home indicator.
    package init(portraitSize: Size, landscapeSize: Size, bottomGap: Double) {
        self.portraitSize = portraitSize
        self.landscapeSize = landscapeSize
        self.bottomGap = bottomGap
    }

    /// The capsule's size in `orientation`.
    package func size(in orientation: Orientation) -> Size {
        orientation.isLandscape ? landscapeSize : portraitSize
    }

    /// The capsule's frame on a screen of `screenSize` points in `orientation`: centred, `bottomGap`
    /// above the bottom edge of the interface.
    package func frame(in orientation: Orientation, screenSize: Size) -> Rect {
        let size = size(in: orientation)
        return Rect(
            x: (screenSize.width - size.width) / 2, y: screenSize.height - bottomGap - size.height,
            width: size.width, height: size.height)
    }
}
