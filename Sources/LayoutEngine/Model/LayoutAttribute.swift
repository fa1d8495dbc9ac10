/// An attribute of a layout item that a constraint relates: UIKit's `NSLayoutConstraint.Attribute`,
/// with Interface Builder's names.
///
/// `leading` is `left` and `trailing` is `right` in a left-to-right layout, and the other way
/// round in a right-to-left one.
package enum LayoutAttribute: String, CaseIterable, Hashable, Sendable, Codable {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: the left, in a left-to-right layout.
    case leading
    /// The trailing edge: the right, in a left-to-right layout.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the first line of text; the bottom edge for views without text.
    case firstBaseline
    /// The baseline of the last line of text; the bottom edge for views without text.
    case lastBaseline
    /// The left edge of the layout-margins guide.
    case leftMargin
    /// The right edge of the layout-margins guide.
    case rightMargin
    /// The top edge of the layout-margins guide.
    case topMargin
    /// The bottom edge of the layout-margins guide.
    case bottomMargin
    /// The leading edge of the layout-margins guide.
    case leadingMargin
    /// The trailing edge of the layout-margins guide.
    case trailingMargin
    /// The horizontal centre of the layout-margins guide.
    case centerXWithinMargins
    /// The vertical centre of the layout-margins guide.
    case centerYWithinMargins

    /// Which way the attribute runs, and whether it is a size or a position.
    package enum Dimension: Hashable, Sendable {
        /// An x coordinate.
        case horizontalPosition
        /// A y coordinate.
        case verticalPosition
        /// A width or a height.
        case size
    }

    /// Whether the attribute is a horizontal position, a vertical position or a size; constraints
    /// may relate only attributes of one dimension (uikit-semantics.md R5.4).
    package var dimension: Dimension {
        switch self {
        case .width, .height: .size
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontalPosition
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .verticalPosition
        }
    }

    /// The attribute on the layout-margins guide that a `…Margin` attribute stands for.
    var marginFree: LayoutAttribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    /// Whether the attribute follows the layout direction: leading and trailing, of the view or of
    /// its margins.
    var followsLayoutDirection: Bool {
        switch marginFree ?? self {
        case .leading, .trailing: true
        default: false
        }
    }

    /// Whether the attribute needs text: the two baselines.
    package var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Whether, on a scroll view, the attribute attaches a view inside it to the content area
    /// rather than the frame: edges and margins do; sizes and centres do not.
    package var attachesToScrollContent: Bool {
        switch marginFree ?? self {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }

    /// Whether only views have the attribute: baselines and the `…Margin` attributes; layout
    /// guides have neither (R5.3).
    package var isViewOnly: Bool { isBaseline || marginFree != nil }
}
