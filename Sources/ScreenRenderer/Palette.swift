import DeviceGeometry

/// The light-appearance UIKit colours the renderer draws standard controls with, and the
/// overlay colours of the mask.
enum Palette {
    static let systemBackground = Color.systemBackground
    static let label = Color.label
    static let secondaryLabel = Color.secondaryLabel
    static let placeholder = Color.placeholderText
    static let systemBlue = Color.systemBlue
    static let systemGreen = Color.systemGreen
    static let systemGray = Color.systemGray
    static let disabledText = Color.tertiaryLabel
    static let fill = Color(rgb: 0x767680, alpha: 31)
    static let trackOff = Color(rgb: 0xE9E9EB)
    static let track = Color.systemGray5
    static let separator = Color.opaqueSeparator
    static let fieldBorder = Color.systemGray3
    static let barBackground = Color(rgb: 0xF9F9F9, alpha: 240)
    static let barHairline = Color(rgb: 0x000000, alpha: 77)
    static let knobOutline = Color(rgb: 0x000000, alpha: 40)
    static let imagePlaceholder = Color.systemGray5
    static let imageGlyph = Color.systemGray2

    static let bandWash = Color(rgb: 0xFF3B30, alpha: 20)
    static let bandHatch = Color(rgb: 0xFF3B30, alpha: 130)
    static let homeRegionWash = Color(rgb: 0xFF9500, alpha: 60)
    static let statusBarWash = Color(rgb: 0x007AFF, alpha: 36)
    static let safeAreaOutline = Color(rgb: 0x00C7BE)
    static let homeIndicatorAlpha: UInt8 = 230
    static let hardware = Color.black
    static let findingError = Color(rgb: 0xE0162B)
    static let findingWarning = Color(rgb: 0xF57C00)
}
