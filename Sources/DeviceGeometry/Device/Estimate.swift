/// A catalog value that no source measured directly: the reference data marks it as inferred or
/// uncertain, or leaves it empty and SafeAreaKit fills in the best documented estimate.
package struct Estimate: Hashable, Sendable, Codable {
    /// The device field the estimate is for.
    package var field: Field
    /// What was estimated, and from what.
    package var note: String

    /// Creates an estimate record.
    package init(_ field: Field, _ note: String) {
        self.field = field
        self.note = note
    }

    /// The fields that can hold an estimate.
    package enum Field: String, Hashable, Sendable, Codable, CaseIterable {
        /// `Display.cornerRadius`.
        case displayCornerRadius
        /// The sensor housing's shape (notch corner radii).
        case sensorHousing
        /// `HomeIndicator.portraitSize`.
        case homeIndicatorPortrait
        /// `HomeIndicator.landscapeSize`.
        case homeIndicatorLandscape
        /// `HomeIndicator.bottomGap`.
        case homeIndicatorGap
        /// The portrait status-bar height.
        case statusBarHeight
        /// The landscape safe-area insets.
        case landscapeSafeArea
        /// The portrait safe-area insets.
        case portraitSafeArea
        /// The vertical bar column's bar regions.
        case verticalBars
        /// The reserved regions.
        case reservedRegions
        /// The compatibility window.
        case compatibilityWindow
        /// The corner adaptation of the layout regions.
        case cornerInsetTable
    }
}
