/// UIKit's system colours in their light appearance, so that a screen can say `.systemBlue` in
/// Swift or `"systemBlue"` in a file instead of `#007AFF`.
extension Color {
    /// `UIColor.systemBlue`.
    public static let systemBlue = Color(rgb: 0x007AFF)
    /// `UIColor.systemGreen`.
    public static let systemGreen = Color(rgb: 0x34C759)
    /// `UIColor.systemRed`.
    public static let systemRed = Color(rgb: 0xFF3B30)
    /// `UIColor.systemOrange`.
    public static let systemOrange = Color(rgb: 0xFF9500)
    /// `UIColor.systemYellow`.
    public static let systemYellow = Color(rgb: 0xFFCC00)
    /// `UIColor.systemPink`.
    public static let systemPink = Color(rgb: 0xFF2D55)
    /// `UIColor.systemPurple`.
    public static let systemPurple = Color(rgb: 0xAF52DE)
    /// `UIColor.systemTeal`.
    public static let systemTeal = Color(rgb: 0x30B0C7)
    /// `UIColor.systemIndigo`.
    public static let systemIndigo = Color(rgb: 0x5856D6)
    /// `UIColor.systemGray`.
    public static let systemGray = Color(rgb: 0x8E8E93)
    /// `UIColor.systemGray2`.
    public static let systemGray2 = Color(rgb: 0xAEAEB2)
    /// `UIColor.systemGray3`.
    public static let systemGray3 = Color(rgb: 0xC7C7CC)
    /// `UIColor.systemGray4`.
    public static let systemGray4 = Color(rgb: 0xD1D1D6)
    /// `UIColor.systemGray5`.
    public static let systemGray5 = Color(rgb: 0xE5E5EA)
    /// `UIColor.systemGray6`.
    public static let systemGray6 = Color(rgb: 0xF2F2F7)
    /// `UIColor.systemBackground`.
    public static let systemBackground = Color.white
    /// `UIColor.secondarySystemBackground`.
    public static let secondarySystemBackground = Color(rgb: 0xF2F2F7)
    /// `UIColor.systemGroupedBackground`.
    public static let systemGroupedBackground = Color(rgb: 0xF2F2F7)
    /// `UIColor.secondarySystemGroupedBackground`.
    public static let secondarySystemGroupedBackground = Color.white
    /// `UIColor.label`.
    public static let label = Color.black
    /// `UIColor.secondaryLabel`.
    public static let secondaryLabel = Color(rgb: 0x3C3C43, alpha: 153)
    /// `UIColor.tertiaryLabel`.
    public static let tertiaryLabel = Color(rgb: 0x3C3C43, alpha: 76)
    /// `UIColor.placeholderText`.
    public static let placeholderText = Color(rgb: 0x3C3C43, alpha: 76)
    /// `UIColor.separator`.
    public static let separator = Color(rgb: 0x3C3C43, alpha: 73)
    /// `UIColor.opaqueSeparator`.
    public static let opaqueSeparator = Color(rgb: 0xC6C6C8)
    /// `UIColor.link`.
    public static let link = Color(rgb: 0x007AFF)

    /// The colours by their UIKit names.
    package static let named: [String: Color] = [
        "clear": .clear, "black": .black, "white": .white,
        "systemBlue": .systemBlue, "systemGreen": .systemGreen, "systemRed": .systemRed,
        "systemOrange": .systemOrange, "systemYellow": .systemYellow, "systemPink": .systemPink,
        "systemPurple": .systemPurple, "systemTeal": .systemTeal, "systemIndigo": .systemIndigo,
        "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3,
        "systemGray4": .systemGray4, "systemGray5": .systemGray5, "systemGray6": .systemGray6,
        "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
        "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
        "placeholderText": .placeholderText, "separator": .separator, "opaqueSeparator": .opaqueSeparator,
        "link": .link,
    ]
}
