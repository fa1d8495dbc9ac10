/// How a `UIStackView` arranges its subviews.
public struct StackOptions: Hashable, Sendable {
    /// The direction views are arranged in.
    public enum Axis: String, CaseIterable, Hashable, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// `UIStackView.Distribution`: how views share the length of the axis.
    public enum Distribution: String, CaseIterable, Hashable, Sendable {
        /// Views fill the axis; the one that hugs least stretches, the one that resists least
        /// shrinks, and among equals the last one does.
        case fill
        /// Views all get the same length.
        case fillEqually
        /// Views get lengths in proportion to their intrinsic lengths.
        case fillProportionally
        /// Views keep their intrinsic lengths and the gaps between them are equal.
        case equalSpacing
        /// Views keep their intrinsic lengths and their centres are equally far apart.
        case equalCentering
    }

    /// `UIStackView.Alignment`: where views sit across the axis.
    public enum Alignment: String, CaseIterable, Hashable, Sendable {
        /// Views span the stack's whole breadth.
        case fill
        /// Views sit at the leading edge (the top, in a horizontal stack).
        case leading
        /// Views sit at the top edge.
        case top
        /// Views sit at the trailing edge (the bottom, in a horizontal stack).
        case trailing
        /// Views sit at the bottom edge.
        case bottom
        /// Views are centred.
        case center
        /// Horizontal stacks: the first baselines line up.
        case firstBaseline
        /// Horizontal stacks: the last baselines line up.
        case lastBaseline
    }

    /// The axis.
    package var axis: Axis
    /// The distribution along the axis.
    package var distribution: Distribution
    /// The alignment across the axis.
    package var alignment: Alignment
    /// The space between neighbours, the least space for the spacing distributions.
    package var spacing: Double
    /// `isLayoutMarginsRelativeArrangement`: arrange within the stack's layout margins.
    package var isLayoutMarginsRelativeArrangement: Bool

    /// Creates stack options with UIKit's defaults: fill, fill, no spacing.
    package init(
        axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
        spacing: Double = 0, isLayoutMarginsRelativeArrangement: Bool = false
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    }
}
