/// The language a screen's texts are shown in: as the screen writes them, one of Xcode's
/// pseudolanguages, which lengthen or decorate every string so that truncation and overflow show
/// before anything is translated, or a team's own translation.
public enum Language: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The texts as the screen writes them: the app's development language.
    case development
    /// Xcode's double-length pseudolanguage: every string twice, as long as the longest
    /// translations make it.
    case doubleLength
    /// Xcode's accented pseudolanguage: every letter with an accent, as the tallest scripts set
    /// them.
    case accented
    /// A translation, by its language code (`de`, `ar`, `pt-BR`), from the team's strings files.
    case localized(String)

    /// The name files and the command line use: `double-length`, `accented`, the language code,
    /// `development`.
    public var description: String {
        switch self {
        case .development: "development"
        case .doubleLength: "double-length"
        case .accented: "accented"
        case .localized(let code): code
        }
    }

    /// The language named `name`: a pseudolanguage's name, `development`, or a language code
    /// (two or three letters, then regions and scripts after `-`, as `pt-BR` and `zh-Hans`).
    public init?(named name: String) {
        switch name.lowercased() {
        case "development", "base": self = .development
        case "double-length", "doublelength": self = .doubleLength
        case "accented": self = .accented
        // The names of the other settings of a variant are not languages.
        case "ltr", "rtl", "light", "dark", "default": return nil
        default:
            let parts = name.split(separator: "-", omittingEmptySubsequences: false)
            guard (2...3).contains(parts[0].count), parts[0].allSatisfy({ $0.isASCII && $0.isLowercase }),
                parts.dropFirst().allSatisfy({
                    (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
                })
            else { return nil }
            self = .localized(name)
        }
    }

    /// Whether it is one of Xcode's pseudolanguages, which need no strings files.
    public var isPseudolanguage: Bool { self == .doubleLength || self == .accented }

    /// The development language first, then the pseudolanguages, then translations by code.
    public static func < (lhs: Language, rhs: Language) -> Bool {
        func rank(_ language: Language) -> (Int, String) {
            switch language {
            case .development: (0, "")
            case .doubleLength: (1, "")
            case .accented: (2, "")
            case .localized(let code): (3, code)
            }
        }
        return rank(lhs) < rank(rhs)
    }
}
