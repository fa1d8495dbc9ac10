import DeviceGeometry

/// The light-appearance UIKit colours the renderer draws standard controls with, and the
/// overlay colours of the mask.
enum Palette {
    static let systemBackground = Color.white
    static let label = Color.black
    static let secondaryLabel = Color(rgb: 0x3C3C43, alpha: 153)
    static let placeholder = Color(rgb: 0x3C3C43, alpha: 76)
    static let systemBlue = Color(rgb: 0x007AFF)
    static let systemGreen = Color(rgb: 0x34C759)
    static let systemGray = Color(rgb: 0x8E8E93)
    static let disabledText = Color(rgb: 0x3C3C43, alpha: 76)
    static let fill = Color(rgb: 0x767680, alpha: 31)
    static let trackOff = Color(rgb: 0xE9E9EB)
    static let track = Color(rgb: 0xE5E5EA)
    static let separator = Color(rgb: 0xC6C6C8)
    static let fieldBorder = Color(rgb: 0xC7C7CC)
    static let barBackground = Color(rgb: 0xF9F9F9, alpha: 240)
    static let barHairline = Color(rgb: 0x000000, alpha: 77)
    static let knobOutline = Color(rgb: 0x000000, alpha: 40)
    static let imagePlaceholder = Color(rgb: 0xE5E5EA)
    static let imageGlyph = Color(rgb: 0xAEAEB2)

    static let bandWash = Color(rgb: 0xFF3B30, alpha: 20)
    static let bandHatch = Color(rgb: 0xFF3B30, alpha: 130)
    static let homeRegionWash = Color(rgb: 0xFF9500, alpha: 60)
    static let statusBarWash = Color(rgb: 0x007AFF, alpha: 36)
    static let safeAreaOutline = Color(rgb: 0x00C7BE)
    static let homeIndicatorAlpha: UInt8 = 230
    static let hardware = Color.black
}
