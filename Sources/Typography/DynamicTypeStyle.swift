import DeviceGeometry

/// UIKit's Dynamic Type text styles (`UIFont.TextStyle`); the sizes given are at the default
/// content size, Large; each has a size at every content size (Apple's Dynamic Type tables).
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
    package var font: SystemFont { font(at: .large) }

    /// The style's font at `category`: `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
    package func font(at category: ContentSizeCategory) -> SystemFont {
        SystemFont(
            size: sizes[ContentSizeCategory.allCases.firstIndex(of: category)!], weight: self == .headline ? .semibold : .regular)
    }

    /// The point sizes from extra small to AX5, from the tables "iOS, iPadOS Dynamic Type sizes" of
    /// Apple's Human Interface Guidelines, Typography › Specifications (the same in every copy
    /// found, 2023 to 2026); `Documentation/Reference/dynamic-type.md` puts the sizes printed by
    /// simulators beside them.
    private var sizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }
}
