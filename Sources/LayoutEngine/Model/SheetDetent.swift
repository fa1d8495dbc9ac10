/// How tall a sheet stands on a phone in portrait: `UISheetPresentationController.Detent`, and
/// SwiftUI's `PresentationDetent`. Each is a height above the bottom safe area, which the sheet,
/// attached to the bottom edge, adds (printed-values.md §3).
package enum SheetDetent: Hashable, Sendable {
    /// `.medium`: 0.56 of the large detent's height, as printed (402.08 of 718 on an iPhone 13 mini).
    case medium
    /// `.large`: 10 pt below the top of the safe area (20 with a Home button).
    case large
    /// `.height(_:)`: this many points, no more than the large detent.
    case height(Double)
    /// `.fraction(_:)`: this part of the large detent's height.
    case fraction(Double)

    /// The part of the large detent's height a medium one takes.
    static let mediumFraction = 0.56

    /// The detent's height when the large one is `large` tall.
    func height(largest large: Double) -> Double {
        switch self {
        case .medium: large * Self.mediumFraction
        case .large: large
        case .height(let height): min(height, large)
        case .fraction(let fraction): large * min(1, fraction)
        }
    }
}
