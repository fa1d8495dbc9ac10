/// The direction a person's language lays an interface out in (`UIUserInterfaceLayoutDirection`):
/// left to right, as English, or right to left, as Arabic and Hebrew, where leading edges are on
/// the right and horizontal stacks, bars and controls mirror.
///
/// The raw value is the short name the command line, the settings and placement names use.
public enum LayoutDirection: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
    /// `leftToRight`: leading is left.
    case leftToRight = "ltr"
    /// `rightToLeft`: leading is right.
    case rightToLeft = "rtl"

    /// The direction named `name`: its short name (`rtl`) or UIKit's (`rightToLeft`), in any case.
    public init?(named name: String) {
        let wanted = name.lowercased()
        guard let found = Self.allCases.first(where: { $0.rawValue == wanted || "\($0)".lowercased() == wanted })
        else { return nil }
        self = found
    }

    /// Left to right first.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs == .leftToRight && rhs == .rightToLeft }
}
