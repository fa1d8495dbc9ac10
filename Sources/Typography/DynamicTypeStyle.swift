/// UIKit's Dynamic Type text styles (`UIFont.TextStyle`) at the default content size, Large.
public enum DynamicTypeStyle: String, CaseIterable, Codable, Hashable, Sendable {
    /// 34 pt regular; a navigation bar's large title is its bold form.
    case largeTitle
    /// 28 pt regular.
    case title1
    /// 22 pt regular.
    case title2
    /// 20 pt regular.
    case title3
    /// 17 pt semibold.
    case headline
    /// 17 pt regular.
    case body
    /// 16 pt regular.
    case callout
    /// 15 pt regular.
    case subheadline
    /// 13 pt regular.
    case footnote
    /// 12 pt regular.
    case caption1
    /// 11 pt regular.
    case caption2

    /// The style's font at the default content size.
    package var font: SystemFont {
        switch self {
        case .largeTitle: SystemFont(size: 34)
        case .title1: SystemFont(size: 28)
        case .title2: SystemFont(size: 22)
        case .title3: SystemFont(size: 20)
        case .headline: SystemFont(size: 17, weight: .semibold)
        case .body: SystemFont(size: 17)
        case .callout: SystemFont(size: 16)
        case .subheadline: SystemFont(size: 15)
        case .footnote: SystemFont(size: 13)
        case .caption1: SystemFont(size: 12)
        case .caption2: SystemFont(size: 11)
        }
    }
}
