/// A device's screen: its size in points, its scales and pixels, and its rounded corners.
public struct Display: Hashable, Sendable, Codable {
    /// The screen's size in points, in portrait.
    public var screenSize: Size
    /// `UIScreen.scale`: pixels per point in the space UIKit renders into.
    public var scale: Double
    /// `UIScreen.nativeScale`: physical pixels per point. It differs from `scale` on the models
    /// that render at `scale` and then downsample (iPhone 8 Plus, 12 mini, 13 mini).
    public var nativeScale: Double
    /// The physical panel's pixels, in portrait.
    public var nativePixelSize: PixelSize
    /// The radius of the display's continuous corners in points (`_displayCornerRadius`); 0 for a
    /// rectangular display.
    public var cornerRadius: Double

    /// Creates a display.
    package init(
        screenSize: Size, scale: Double, nativeScale: Double? = nil, nativePixelSize: PixelSize? = nil,
        cornerRadius: Double
    ) {
        self.screenSize = screenSize
        self.scale = scale
        self.nativeScale = nativeScale ?? scale
        self.nativePixelSize = nativePixelSize ?? PixelSize(points: screenSize, scale: scale)
        self.cornerRadius = cornerRadius
    }

    /// The pixels UIKit renders (and a simulator screenshot has): points × `scale`, in portrait.
    package var renderedPixelSize: PixelSize { PixelSize(points: screenSize, scale: scale) }
}
