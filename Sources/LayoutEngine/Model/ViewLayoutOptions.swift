import DeviceGeometry

/// A priority for each axis, as content hugging and compression resistance are given.
package struct AxisPriorities: Hashable, Sendable {
    /// The priority along x.
    package var horizontal: LayoutPriority
    /// The priority along y.
    package var vertical: LayoutPriority

    /// Creates priorities for the two axes.
    package init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The same priority on both axes.
    package init(_ both: LayoutPriority) {
        self.init(horizontal: both, vertical: both)
    }
}

/// The parts of a view that Auto Layout and the margin rules read.
package struct ViewLayoutOptions: Hashable, Sendable {
    /// `directionalLayoutMargins` as {top, leading, bottom, trailing}; nil keeps UIKit's default
    /// (8 on every edge; for a controller's root view, the system minimum).
    package var directionalLayoutMargins: EdgeInsets?
    /// Whether the margins were given as `layoutMargins`, {top, left, bottom, right}, which stay
    /// on their sides in a right-to-left language, where directional ones mirror.
    package var layoutMarginsArePhysical = false
    /// `insetsLayoutMarginsFromSafeArea`: margins are measured from the safe area.
    package var insetsLayoutMarginsFromSafeArea: Bool
    /// `preservesSuperviewLayoutMargins`. Readers and the DSL start table cells with true, as
    /// UIKit does (`ViewKind.preservesSuperviewLayoutMarginsByDefault`).
    package var preservesSuperviewLayoutMargins: Bool
    /// The intrinsic content size; nil estimates it from the kind and text (see `IntrinsicSize`).
    /// A negative width or height means `noIntrinsicMetric` on that axis.
    package var intrinsicContentSize: Size?
    /// `contentHuggingPriority(for:)`.
    package var contentHugging: AxisPriorities
    /// `contentCompressionResistancePriority(for:)`.
    package var compressionResistance: AxisPriorities
    /// `semanticContentAttribute`: whether the view mirrors in a right-to-left language.
    package var semanticContentAttribute: SemanticContentAttribute

    /// Creates options with UIKit's defaults for views made in code.
    package init(
        directionalLayoutMargins: EdgeInsets? = nil, insetsLayoutMarginsFromSafeArea: Bool = true,
        preservesSuperviewLayoutMargins: Bool = false, intrinsicContentSize: Size? = nil,
        contentHugging: AxisPriorities = AxisPriorities(.defaultLow),
        compressionResistance: AxisPriorities = AxisPriorities(.defaultHigh),
        semanticContentAttribute: SemanticContentAttribute = .unspecified
    ) {
        self.directionalLayoutMargins = directionalLayoutMargins
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.intrinsicContentSize = intrinsicContentSize
        self.contentHugging = contentHugging
        self.compressionResistance = compressionResistance
        self.semanticContentAttribute = semanticContentAttribute
    }
}
