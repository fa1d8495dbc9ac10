@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine

/// A view of a resolved screen as the audit sees it: where it can be seen and touched, and the
/// safe area of its view controller. Views are kept in drawing order.
struct AuditedView {
    let view: ResolvedView
    /// The part of the view that can be seen where it is drawn: the frame cut by the ancestors that
    /// clip (empty when clipped away), or for a system bar item the content a finger aims at.
    let visible: Rect
    /// For a view in scrollable content, where it is judged: once the content is scrolled as
    /// little as brings the view wholly into the visible safe area, or as close to it as the
    /// content can go.
    let scrolled: ScrolledPosition?
    /// The index of the outermost scroll view whose content holds the view and can move.
    let scrollRoot: Int?
    /// The safe area of the nearest view controller root view, itself included.
    let controllerSafeArea: Rect
    /// Whether touches that land on the view go to it: it and its ancestors take touches, and it is
    /// shown. Labels and image views take none unless tappable, as in UIKit.
    let takesTouches: Bool
    /// Whether the view waits off the screen for code to bring it in: it, or an ancestor below
    /// its controller's root view, is mostly off the screen and placed by a constraint the code
    /// holds through an outlet, like a drawer parked above the top edge.
    let isParked: Bool
    /// The index after the view's last descendant, in drawing order.
    var subtreeEnd: Int

    /// Whether the view is a display's bar column, which the layout puts last under the root.
    var isBarColumn: Bool { view.path.hasSuffix("/verticalBar[0]") }

    /// The part the rules judge: the visible part, scrolled where the view is in scrollable content.
    var judged: Rect { scrolled?.rect ?? visible }

    /// Whether the view is an item of a system bar, placed by UIKit: the bars, not the safe area,
    /// decide where it goes (on Dynamic Island phones a navigation bar starts above the safe area).
    var isSystemBarItem: Bool {
        view.attributes.kind == .barButtonItem || view.attributes.kind == .tabBarItem
    }

    /// The content of a system bar item, centred in its frame: the title (a tab item's title under
    /// its 30-pt icon, an image item's 24-pt icon) with 8 pt around it. UIKit stretches these items' frames to the bar's ends,
    /// into the display's corners and up to the sensor housing, where nobody aims; nil for other views.
    static func aimedAt(_ view: ResolvedView, scale: Double) -> Rect? {
        let kind = view.attributes.kind
        guard kind == .barButtonItem || kind == .tabBarItem else { return nil }
        let text = IntrinsicSize.textSize(view.attributes.text ?? "", font: kind.defaultFont, scale: scale)
        let isIcon = kind == .barButtonItem && view.attributes.text == nil && view.attributes.image != nil
        let content =
            kind == .tabBarItem
            ? Size(width: max(text.width, 30), height: 30 + text.height) : isIcon ? Size(width: 24, height: 24) : text
        let width = min(content.width + 16, view.frame.width), height = min(content.height + 16, view.frame.height)
        return Rect(x: view.frame.midX - width / 2, y: view.frame.midY - height / 2, width: width, height: height)
    }

    /// The views of `screen` in drawing order.
    static func flatten(_ screen: ResolvedScreen) -> [AuditedView] {
        var views: [AuditedView] = []
        let bounds = Rect(origin: .zero, size: screen.size)
        let scale = screen.layout.window.scale
        func visit(
            _ view: ResolvedView, clip: Rect?, safeArea: Rect, receives: Bool, shown: Bool, parked: Bool,
            scrolling: ScrollPath
        ) {
            let attributes = view.attributes
            let receives = receives && attributes.isUserInteractionEnabled
            let shown = shown && !attributes.isHidden && attributes.alpha >= 0.01
            let aimedAt = Self.aimedAt(view, scale: scale)
            let clipped = clip.map { view.frame.intersection($0) ?? .zero } ?? view.frame
            let visible = aimedAt.flatMap { clipped.intersection($0) } ?? clipped
            let safeArea = view.isControllerRoot ? view.frame.inset(by: view.safeAreaInsets) : safeArea
            let position = scrolling.judged(aimedAt ?? view.frame)
            let selfTakesTouches =
                !attributes.letsTouchesThrough
                && (attributes.isTappable || (attributes.kind != .label && attributes.kind != .imageView))
            let parked = parked || (!view.isControllerRoot && !view.placingOutlets.isEmpty && isMostlyOff(view.frame))
            let index = views.count
            views.append(
                AuditedView(
                    view: view, visible: visible, scrolled: scrolling.isEmpty ? nil : position,
                    scrollRoot: scrolling.root, controllerSafeArea: safeArea,
                    takesTouches: receives && shown && selfTakesTouches && !visible.isEmpty, isParked: parked,
                    subtreeEnd: index + 1))
            let ownClip = attributes.clipsToBounds ? view.frame : nil
            let childClip = ownClip.map { own in clip.map { own.intersection($0) ?? .zero } ?? own } ?? clip
            let childScrolling = scrolling.entering(view, index: index, clip: ownClip, safeArea: safeArea)
            for subview in view.subviews {
                visit(
                    subview, clip: childClip, safeArea: safeArea, receives: receives, shown: shown, parked: parked,
                    scrolling: childScrolling)
            }
            views[index].subtreeEnd = views.count
        }
        func isMostlyOff(_ frame: Rect) -> Bool {
            frame.area > 0 && (frame.intersection(bounds)?.area ?? 0) < frame.area / 2
        }
        visit(
            screen.root, clip: nil, safeArea: bounds.inset(by: screen.safeAreaInsets), receives: true, shown: true,
            parked: false, scrolling: ScrollPath())
        return views
    }
}

/// Where a view in scrollable content is judged: its visible part once scrolled, how far its
/// content moved, and how much further it could move while the view stays wholly in sight.
struct ScrolledPosition {
    /// The visible part, scrolled.
    let rect: Rect
    /// How far the content moved.
    let offset: Point
    /// The further movements, across and down, that keep the view in sight; nil when it cannot be
    /// brought wholly into sight.
    let slack: (x: ClosedRange<Double>, y: ClosedRange<Double>)?
    /// The further movements along each axis that keep the view within the scroll view's visible
    /// part, safe or not; nil on an axis where it cannot move so.
    let reach: (x: ClosedRange<Double>?, y: ClosedRange<Double>?)

    /// Places the view can be scrolled to and still be seen: the judged place moved along each
    /// axis it can move on, at most every `step` points, ends included.
    func reachablePlaces(step: Double = 4) -> [Rect] {
        func samples(_ range: ClosedRange<Double>?) -> [Double] {
            guard let range, range.upperBound > range.lowerBound else { return [] }
            let count = min(256, Int(((range.upperBound - range.lowerBound) / step).rounded(.up)))
            return (0...count).map { range.lowerBound + (range.upperBound - range.lowerBound) * Double($0) / Double(count) }
        }
        return samples(reach.x).map { rect.offsetBy(dx: $0, dy: 0) } + samples(reach.y).map { rect.offsetBy(dx: 0, dy: $0) }
    }

    /// Whether `cover`, which does not scroll with the view, covers it wherever it can be brought
    /// into sight: when it can be brought out from under `cover`, it is not hidden by it.
    func isAlwaysCovered(by cover: Rect, tolerance: Double) -> Bool {
        guard let slack else { return true }
        func blocked(
            _ movements: ClosedRange<Double>, _ low: Double, _ high: Double, _ coverLow: Double, _ coverHigh: Double
        )
            -> Bool
        {
            // Movements s for which low+s...high+s overlaps the cover by more than the tolerance.
            movements.lowerBound > coverLow - high + tolerance && movements.upperBound < coverHigh - low - tolerance
        }
        return blocked(slack.x, rect.minX, rect.maxX, cover.minX, cover.maxX)
            && blocked(slack.y, rect.minY, rect.maxY, cover.minY, cover.maxY)
    }
}

/// The scroll views whose content holds a view, outermost first, and the clips between them: what
/// decides where scrolling can bring the view.
struct ScrollPath {
    /// One scroll view whose content can move.
    struct Level {
        /// The scroll view's index in drawing order.
        let index: Int
        /// How far its content can move.
        let range: ScrollRange
        /// Where its content can be seen, in the coordinates of the content around it at rest:
        /// its frame cut by the clips since that content began, and, for the outermost, by its
        /// controller's safe area where the two meet.
        let viewport: Rect
        /// Where its content can be seen at all, safe or not.
        let visible: Rect
        /// The clip its content gets from it and the views since the content around it began.
        let clip: Rect?
    }

    private(set) var levels: [Level] = []
    /// The clip the views inside the innermost level's content add.
    private(set) var innerClip: Rect?
    /// The clip in effect where no scroll view has begun yet.
    private var outerClip: Rect?

    /// Whether no scroll view around the view can move.
    var isEmpty: Bool { levels.isEmpty }

    /// The index of the outermost scroll view that can move.
    var root: Int? { levels.first?.index }

    /// The path for the subviews of `view` (at `index`), which clips to `clip` when it clips.
    func entering(_ view: ResolvedView, index: Int, clip ownClip: Rect?, safeArea: Rect) -> ScrollPath {
        var next = self
        let current = levels.isEmpty ? outerClip : innerClip
        let clip = Self.intersect(current, ownClip)
        guard let range = view.scrollRange, !range.isEmpty else {
            if levels.isEmpty { next.outerClip = clip } else { next.innerClip = clip }
            return next
        }
        let visible = clip.map { view.frame.intersection($0) ?? .zero } ?? view.frame
        var viewport = visible
        if levels.isEmpty, let safe = viewport.intersection(safeArea), !safe.isEmpty { viewport = safe }
        next.levels.append(Level(index: index, range: range, viewport: viewport, visible: visible, clip: clip))
        next.innerClip = nil
        return next
    }

    /// Where the rules judge a view whose frame is `frame`: innermost level first, each scrolls as
    /// little as brings the view inside its viewport, or as close as its range allows, and cuts the
    /// view by its clip.
    func judged(_ frame: Rect) -> ScrolledPosition {
        var rect = innerClip.map { frame.intersection($0) ?? .zero } ?? frame
        var total = Point(x: 0, y: 0)
        var slack: (x: ClosedRange<Double>, y: ClosedRange<Double>)?
        var reach: (x: ClosedRange<Double>?, y: ClosedRange<Double>?) = (nil, nil)
        for level in levels.reversed() {
            let allowedX = -level.range.left...level.range.right, allowedY = -level.range.up...level.range.down
            let viewport = level.viewport
            let dx = Self.shift(rect.minX, rect.maxX, into: viewport.minX, viewport.maxX, allowed: allowedX)
            let dy = Self.shift(rect.minY, rect.maxY, into: viewport.minY, viewport.maxY, allowed: allowedY)
            // The outermost level's further movements that keep the view inside its viewport.
            slack = Self.slack(rect.minX + dx, rect.maxX + dx, viewport.minX, viewport.maxX, allowedX, dx).flatMap { x in
                Self.slack(rect.minY + dy, rect.maxY + dy, viewport.minY, viewport.maxY, allowedY, dy).map { (x, $0) }
            }
            let visible = level.visible
            reach = (
                Self.slack(rect.minX + dx, rect.maxX + dx, visible.minX, visible.maxX, allowedX, dx),
                Self.slack(rect.minY + dy, rect.maxY + dy, visible.minY, visible.maxY, allowedY, dy)
            )
            rect = rect.offsetBy(dx: dx, dy: dy)
            if let clip = level.clip { rect = rect.intersection(clip) ?? .zero }
            total = Point(x: total.x + dx, y: total.y + dy)
        }
        return ScrolledPosition(rect: rect, offset: total, slack: slack, reach: reach)
    }

    /// The movements from `moved` within `allowed` that keep `low...high` inside
    /// `viewLow...viewHigh`, or nil when the span is not inside it.
    private static func slack(
        _ low: Double, _ high: Double, _ viewLow: Double, _ viewHigh: Double, _ allowed: ClosedRange<Double>,
        _ moved: Double
    ) -> ClosedRange<Double>? {
        let lower = max(viewLow - low, allowed.lowerBound - moved), upper = min(viewHigh - high, allowed.upperBound - moved)
        return lower <= upper ? lower...upper : nil
    }

    /// The movement within `allowed`, nearest to none, that puts `low...high` inside
    /// `viewLow...viewHigh`, or, for a span longer than the view, over all of it; when no allowed
    /// movement does, the allowed one that comes nearest.
    static func shift(
        _ low: Double, _ high: Double, into viewLow: Double, _ viewHigh: Double, allowed: ClosedRange<Double>
    ) -> Double {
        let a = viewLow - low, b = viewHigh - high
        let wanted = min(a, b)...max(a, b)
        let lower = max(wanted.lowerBound, allowed.lowerBound), upper = min(wanted.upperBound, allowed.upperBound)
        if lower <= upper { return min(max(0, lower), upper) }
        return wanted.upperBound < allowed.lowerBound ? allowed.lowerBound : allowed.upperBound
    }

    private static func intersect(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        return a.intersection(b) ?? .zero
    }
}
