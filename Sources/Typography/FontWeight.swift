/// The weights of the system font that SafeAreaKit draws, the ones UIKit's text styles use.
public enum FontWeight: String, CaseIterable, Codable, Hashable, Sendable {
    /// `UIFont.Weight.regular`.
    case regular
    /// `UIFont.Weight.medium`.
    case medium
    /// `UIFont.Weight.semibold`, the headline's weight.
    case semibold
    /// `UIFont.Weight.bold`, `boldSystemFont(ofSize:)`.
    case bold

    /// The bundled face drawn for this weight.
    var table: GlyphTable {
        switch self {
        case .regular: .interRegular
        case .medium: .interMedium
        case .semibold: .interSemiBold
        case .bold: .interBold
        }
    }
}
