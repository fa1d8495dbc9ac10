/// Estimate notes that several catalog entries share.
extension Estimate {
    static let landscapeIndicator = Estimate(
        .homeIndicatorLandscape, "landscape capsule taken as the portrait size: no source measured it")

    static let inferredIndicator = Estimate(
        .homeIndicatorPortrait, "width inferred in devices.csv from a same-width model (≈0.357 × screen width)")

    static let inferredPadIndicator = Estimate(
        .homeIndicatorLandscape, "landscape width inferred in devices.csv from a model with the same landscape width")

    static let inferredPadGap = Estimate(.homeIndicatorGap, "gap inferred in devices.csv from the measured iPads")

    static let unsourcedM4Corner = Estimate(
        .displayCornerRadius, "no source: 30 pt, the mock-up default devices.md notes for the M4 iPad Pro (unverified)")
}
