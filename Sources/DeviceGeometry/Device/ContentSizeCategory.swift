/// The text size a person chose in Settings › Display & Text Size (`UIContentSizeCategory`):
/// seven standard sizes around the default, Large, and five larger accessibility sizes.
///
/// The raw value is the short name Apple's typography tables and the command line use.
public enum ContentSizeCategory: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
    /// `extraSmall`.
    case extraSmall = "xS"
    /// `small`.
    case small = "S"
    /// `medium`.
    case medium = "M"
    /// `large`, the default.
    case large = "L"
    /// `extraLarge`.
    case extraLarge = "xL"
    /// `extraExtraLarge`.
    case extraExtraLarge = "xxL"
    /// `extraExtraExtraLarge`, the largest without Larger Accessibility Sizes.
    case extraExtraExtraLarge = "xxxL"
    /// `accessibilityMedium`, the first accessibility size.
    case accessibilityMedium = "AX1"
    /// `accessibilityLarge`.
    case accessibilityLarge = "AX2"
    /// `accessibilityExtraLarge`.
    case accessibilityExtraLarge = "AX3"
    /// `accessibilityExtraExtraLarge`.
    case accessibilityExtraExtraLarge = "AX4"
    /// `accessibilityExtraExtraExtraLarge`, the largest.
    case accessibilityExtraExtraExtraLarge = "AX5"

    /// The category named `name`: its short name (`AX5`, `xxxL`) or UIKit's (`accessibilityExtraExtraExtraLarge`),
    /// in any case.
    public init?(named name: String) {
        let wanted = name.lowercased()
        guard let found = Self.allCases.first(where: { $0.rawValue.lowercased() == wanted || "\($0)".lowercased() == wanted })
        else { return nil }
        self = found
    }

    /// Whether it is one of the five accessibility sizes (`isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The categories in order of size.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
