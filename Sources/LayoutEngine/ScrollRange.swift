import DeviceGeometry

/// How far a scroll view's content can move from where it is drawn, in points, in each direction:
/// what a person can bring into view by scrolling.
///
/// A laid-out scroll view is drawn at rest, its content offset at minus its adjusted content inset
/// (R4.2), so its content can only move up and to the left: `up` is `contentSize.height` plus the
/// adjusted top and bottom insets less the bounds' height, when that is positive and scrolling is
/// enabled. A captured scroll view is drawn where the capture found it, so its content can move
/// both ways.
public struct ScrollRange: Hashable, Sendable {
    /// How far the content can move up, the content offset growing.
    public var up: Double
    /// How far the content can move down.
    public var down: Double
    /// How far the content can move to the left.
    public var left: Double
    /// How far the content can move to the right.
    public var right: Double

    /// A range of these distances; negative ones count as 0.
    package init(up: Double = 0, down: Double = 0, left: Double = 0, right: Double = 0) {
        self.up = max(0, up)
        self.down = max(0, down)
        self.left = max(0, left)
        self.right = max(0, right)
    }

    /// A range in which the content cannot move.
    package static let none = ScrollRange()

    /// Whether the content can move at all.
    public var isEmpty: Bool { up == 0 && down == 0 && left == 0 && right == 0 }

    /// The range of a scroll view at rest (R4.2): its content, `contentSize` with `adjusted`
    /// around it, can scroll until its far edges meet the bounds' on the axes where it is larger.
    package init(atRestWith contentSize: Size, adjusted: EdgeInsets, bounds: Size, isScrollEnabled: Bool) {
        guard isScrollEnabled else {
            self = .none
            return
        }
        self.init(
            up: contentSize.height + adjusted.top + adjusted.bottom - bounds.height,
            left: contentSize.width + adjusted.left + adjusted.right - bounds.width)
    }

    /// The range of a scroll view captured mid-scroll, whose content reaches `content` (window
    /// coordinates) while its frame is `frame`: any part of the content can be brought inside.
    package init(capturedContent content: Rect, frame: Rect) {
        self.init(
            up: content.maxY - frame.maxY, down: frame.minY - content.minY,
            left: content.maxX - frame.maxX, right: frame.minX - content.minX)
    }
}
