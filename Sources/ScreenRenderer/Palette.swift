import DeviceGeometry

/// The UIKit colours the renderer draws standard controls with, each with its dark appearance
/// (the painters resolve them for the view's), and the overlay colours of the mask. The dark
/// values of the system colours are UIKit's; those of the controls' own parts (a switch's track,
/// a bar's material, a field) are the nearest system colours, since no value was printed.
enum Palette {
    static let systemBackground = Color.systemBackground
    static let label = Color.label
    static let secondaryLabel = Color.secondaryLabel
    static let placeholder = Color.placeholderText
    static let systemBlue = Color.systemBlue
    static let systemGreen = Color.systemGreen
    static let systemGray = Color.systemGray
    static let disabledText = Color.tertiaryLabel
    static let fill = Color(light: Color(rgb: 0x767680, alpha: 31), dark: Color(rgb: 0x767680, alpha: 61))
    static let trackOff = Color(light: Color(rgb: 0xE9E9EB), dark: Color(rgb: 0x39393D))
    static let track = Color.systemGray5
    static let separator = Color.opaqueSeparator
    static let fieldBorder = Color.systemGray3
    static let field = Color(light: .white, dark: Color(rgb: 0x1C1C1E))
    static let raisedSegment = Color(light: .white, dark: Color(rgb: 0x636366))
    static let barBackground = Color(light: Color(rgb: 0xF9F9F9, alpha: 240), dark: Color(rgb: 0x161616, alpha: 240))
    static let barHairline = Color(light: Color(rgb: 0x000000, alpha: 77), dark: Color(rgb: 0xFFFFFF, alpha: 38))
    static let knobOutline = Color(rgb: 0x000000, alpha: 40)
    /// What shows around a sheet: the screen beneath it, dimmed, which is not drawn.
    static let sheetBackdrop = Color(light: Color(rgb: 0x8E8E93), dark: Color(rgb: 0x0B0B0C))
    static let imagePlaceholder = Color.systemGray5
    static let imageGlyph = Color.systemGray2

    static let bandWash = Color(rgb: 0xFF3B30, alpha: 20)
    static let bandHatch = Color(rgb: 0xFF3B30, alpha: 130)
    static let homeRegionWash = Color(rgb: 0xFF9500, alpha: 60)
    static let statusBarWash = Color(rgb: 0x007AFF, alpha: 36)
    static let safeAreaOutline = Color(rgb: 0x00C7BE)
    static let homeIndicatorAlpha: UInt8 = 230
    /// The hardware's shapes: black, as the device is; in the dark appearance a dark grey, so that
    /// they stand apart from a black screen.
    static let hardware = Color(light: .black, dark: Color(rgb: 0x3A3A3C))
    static let findingError = Color(rgb: 0xE0162B)
    static let findingWarning = Color(rgb: 0xF57C00)
}
