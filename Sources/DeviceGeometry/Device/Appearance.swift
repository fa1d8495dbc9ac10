/// The appearance a person chose in Settings › Display & Brightness (`UIUserInterfaceStyle`): light,
/// or dark, where system colours take their dark values.
///
/// The raw value is the name the command line, the settings and placement names use.
public enum Appearance: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
    /// The light appearance, iOS's default.
    case light
    /// The dark appearance.
    case dark

    /// The appearance named `name`, in any case.
    public init?(named name: String) {
        guard let found = Self.allCases.first(where: { $0.rawValue == name.lowercased() }) else { return nil }
        self = found
    }

    /// Light first.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs == .light && rhs == .dark }
}
