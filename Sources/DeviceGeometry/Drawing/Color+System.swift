/// UIKit's system colours, so that a screen can say `.systemBlue` in Swift or `"systemBlue"` in a
/// file instead of `#007AFF`, and draws `#0A84FF` in the dark appearance. The values are those of
/// iOS 13 to 18: Apple's Human Interface Guidelines for the tints and grays, and UIKit's own,
/// printed at run time, for the element colours (`Documentation/Reference/system-colors.md`).
extension Color {
    /// `UIColor.systemBlue`.
    public static let systemBlue = Color(light: Color(rgb: 0x007AFF), dark: Color(rgb: 0x0A84FF))
    /// `UIColor.systemGreen`.
    public static let systemGreen = Color(light: Color(rgb: 0x34C759), dark: Color(rgb: 0x30D158))
    /// `UIColor.systemRed`.
    public static let systemRed = Color(light: Color(rgb: 0xFF3B30), dark: Color(rgb: 0xFF453A))
    /// `UIColor.systemOrange`.
    public static let systemOrange = Color(light: Color(rgb: 0xFF9500), dark: Color(rgb: 0xFF9F0A))
    /// `UIColor.systemYellow`.
    public static let systemYellow = Color(light: Color(rgb: 0xFFCC00), dark: Color(rgb: 0xFFD60A))
    /// `UIColor.systemPink`.
    public static let systemPink = Color(light: Color(rgb: 0xFF2D55), dark: Color(rgb: 0xFF375F))
    /// `UIColor.systemPurple`.
    public static let systemPurple = Color(light: Color(rgb: 0xAF52DE), dark: Color(rgb: 0xBF5AF2))
    /// `UIColor.systemTeal`.
    public static let systemTeal = Color(light: Color(rgb: 0x30B0C7), dark: Color(rgb: 0x40C8E0))
    /// `UIColor.systemIndigo`.
    public static let systemIndigo = Color(light: Color(rgb: 0x5856D6), dark: Color(rgb: 0x5E5CE6))
    /// `UIColor.systemGray`.
    public static let systemGray = Color(light: Color(rgb: 0x8E8E93), dark: Color(rgb: 0x8E8E93))
    /// `UIColor.systemGray2`.
    public static let systemGray2 = Color(light: Color(rgb: 0xAEAEB2), dark: Color(rgb: 0x636366))
    /// `UIColor.systemGray3`.
    public static let systemGray3 = Color(light: Color(rgb: 0xC7C7CC), dark: Color(rgb: 0x48484A))
    /// `UIColor.systemGray4`.
    public static let systemGray4 = Color(light: Color(rgb: 0xD1D1D6), dark: Color(rgb: 0x3A3A3C))
    /// `UIColor.systemGray5`.
    public static let systemGray5 = Color(light: Color(rgb: 0xE5E5EA), dark: Color(rgb: 0x2C2C2E))
    /// `UIColor.systemGray6`.
    public static let systemGray6 = Color(light: Color(rgb: 0xF2F2F7), dark: Color(rgb: 0x1C1C1E))
    /// `UIColor.systemBackground`.
    public static let systemBackground = Color(light: .white, dark: .black)
    /// `UIColor.secondarySystemBackground`.
    public static let secondarySystemBackground = Color(light: Color(rgb: 0xF2F2F7), dark: Color(rgb: 0x1C1C1E))
    /// `UIColor.systemGroupedBackground`.
    public static let systemGroupedBackground = Color(light: Color(rgb: 0xF2F2F7), dark: .black)
    /// `UIColor.secondarySystemGroupedBackground`.
    public static let secondarySystemGroupedBackground = Color(light: .white, dark: Color(rgb: 0x1C1C1E))
    /// `UIColor.label`.
    public static let label = Color(light: .black, dark: .white)
    /// `UIColor.secondaryLabel`.
    public static let secondaryLabel = Color(light: Color(rgb: 0x3C3C43, alpha: 153), dark: Color(rgb: 0xEBEBF5, alpha: 153))
    /// `UIColor.tertiaryLabel`.
    public static let tertiaryLabel = Color(light: Color(rgb: 0x3C3C43, alpha: 76), dark: Color(rgb: 0xEBEBF5, alpha: 76))
    /// `UIColor.placeholderText`.
    public static let placeholderText = Color(light: Color(rgb: 0x3C3C43, alpha: 76), dark: Color(rgb: 0xEBEBF5, alpha: 76))
    /// `UIColor.separator`.
    public static let separator = Color(light: Color(rgb: 0x3C3C43, alpha: 74), dark: Color(rgb: 0x545458, alpha: 153))
    /// `UIColor.opaqueSeparator`.
    public static let opaqueSeparator = Color(light: Color(rgb: 0xC6C6C8), dark: Color(rgb: 0x38383A))
    /// `UIColor.link`.
    public static let link = Color(light: Color(rgb: 0x007AFF), dark: Color(rgb: 0x0984FF))

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
        "tertiarySystemBackground": Color(light: .white, dark: Color(rgb: 0x2C2C2E)),
        "tertiarySystemGroupedBackground": Color(light: Color(rgb: 0xF2F2F7), dark: Color(rgb: 0x2C2C2E)),
        "quaternaryLabel": Color(light: Color(rgb: 0x3C3C43, alpha: 45), dark: Color(rgb: 0xEBEBF5, alpha: 40)),
        "systemFill": Color(light: Color(rgb: 0x787880, alpha: 51), dark: Color(rgb: 0x787880, alpha: 92)),
        "secondarySystemFill": Color(light: Color(rgb: 0x787880, alpha: 41), dark: Color(rgb: 0x787880, alpha: 82)),
        "tertiarySystemFill": Color(light: Color(rgb: 0x767680, alpha: 31), dark: Color(rgb: 0x767680, alpha: 61)),
        "quaternarySystemFill": Color(light: Color(rgb: 0x747480, alpha: 20), dark: Color(rgb: 0x767680, alpha: 46)),
        "systemBrown": Color(light: Color(rgb: 0xA2845E), dark: Color(rgb: 0xAC8E68)),
        "systemMint": Color(light: Color(rgb: 0x00C7BE), dark: Color(rgb: 0x63E6E2)),
        "systemCyan": Color(light: Color(rgb: 0x32ADE6), dark: Color(rgb: 0x64D2FF)),
    ]
}
