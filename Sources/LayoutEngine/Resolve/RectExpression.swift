internal import Cassowary
import DeviceGeometry

/// A rectangle whose edges are linear expressions of solver variables.
struct RectExpression {
    var left: Expression
    var top: Expression
    var width: Expression
    var height: Expression

    init(left: Expression, top: Expression, width: Expression, height: Expression) {
        self.left = left
        self.top = top
        self.width = width
        self.height = height
    }

    var right: Expression { left + width }
    var bottom: Expression { top + height }

    /// The rectangle inset by constant insets.
    func inset(by insets: EdgeInsets) -> RectExpression {
        RectExpression(
            left: left + insets.left, top: top + insets.top,
            width: width - (insets.left + insets.right), height: height - (insets.top + insets.bottom))
    }

    /// The rectangle on an x axis that runs from right to left, as a right-to-left layout measures
    /// leading and trailing: its left edge is the negated right edge, so that `leading` and
    /// `trailing` read as `left` and `right` do in a left-to-right layout.
    var mirrored: RectExpression {
        RectExpression(left: -right, top: top, width: width, height: height)
    }

    /// The expression for an edge, centre or size; baselines are the bottom edge here.
    func expression(for attribute: LayoutAttribute) -> Expression {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: left
        case .right, .trailing, .rightMargin, .trailingMargin: right
        case .top, .topMargin: top
        case .bottom, .bottomMargin, .firstBaseline, .lastBaseline: bottom
        case .width: width
        case .height: height
        case .centerX, .centerXWithinMargins: left + 0.5 * width
        case .centerY, .centerYWithinMargins: top + 0.5 * height
        }
    }
}
