import DeviceGeometry
import LayoutEngine

/// A view of a resolved screen as the audit sees it: where it can be seen and touched, and the
/// safe area of its view controller. Views are kept in drawing order.
struct AuditedView {
    let view: ResolvedView
    /// The part of the control the rules judge: the frame cut by the ancestors that clip (empty
    /// when clipped away), or for a system bar item the content a finger aims at.
    let visible: Rect
    /// The safe area of the nearest view controller root view, itself included.
    let controllerSafeArea: Rect
    /// Whether touches that land on the view go to it: it and its ancestors take touches, and it is
    /// shown. Labels and image views take none unless tappable, as in UIKit.
    let takesTouches: Bool
    /// The index after the view's last descendant, in drawing order.
    var subtreeEnd: Int

    /// Whether the view is an item of a system bar, placed by UIKit: the bars, not the safe area,
    /// decide where it goes (on Dynamic Island phones a navigation bar starts above the safe area).
    var isSystemBarItem: Bool {
        view.attributes.kind == .barButtonItem || view.attributes.kind == .tabBarItem
    }

    /// The content of a system bar item, centred in its frame: the title (a tab item's title under
    /// its 30-pt icon) with 8 pt around it. UIKit stretches these items' frames to the bar's ends,
    /// into the display's corners and up to the sensor housing, where nobody aims; nil for other views.
    static func aimedAt(_ view: ResolvedView, scale: Double) -> Rect? {
        let kind = view.attributes.kind
        guard kind == .barButtonItem || kind == .tabBarItem else { return nil }
        let text = IntrinsicSize.textSize(view.attributes.text ?? "", font: kind.defaultFont, scale: scale)
        let content = kind == .tabBarItem ? Size(width: max(text.width, 30), height: 30 + text.height) : text
        let width = min(content.width + 16, view.frame.width), height = min(content.height + 16, view.frame.height)
        return Rect(x: view.frame.midX - width / 2, y: view.frame.midY - height / 2, width: width, height: height)
    }

    /// The views of `screen` in drawing order.
    static func flatten(_ screen: ResolvedScreen) -> [AuditedView] {
        var views: [AuditedView] = []
        let bounds = Rect(origin: .zero, size: screen.size)
        func visit(_ view: ResolvedView, clip: Rect?, safeArea: Rect, receives: Bool, shown: Bool) {
            let attributes = view.attributes
            let receives = receives && attributes.isUserInteractionEnabled
            let shown = shown && !attributes.isHidden && attributes.alpha >= 0.01
            let clipped = clip.map { view.frame.intersection($0) ?? .zero } ?? view.frame
            let visible = Self.aimedAt(view, scale: screen.layout.window.scale).flatMap { clipped.intersection($0) } ?? clipped
            let safeArea = view.isControllerRoot ? view.frame.inset(by: view.safeAreaInsets) : safeArea
            let selfTakesTouches = attributes.isTappable || (attributes.kind != .label && attributes.kind != .imageView)
            let index = views.count
            views.append(
                AuditedView(
                    view: view, visible: visible, controllerSafeArea: safeArea,
                    takesTouches: receives && shown && selfTakesTouches && !visible.isEmpty,
                    subtreeEnd: index + 1))
            let childClip = attributes.clipsToBounds ? (clip.map { view.frame.intersection($0) ?? .zero } ?? view.frame) : clip
            for subview in view.subviews {
                visit(subview, clip: childClip, safeArea: safeArea, receives: receives, shown: shown)
            }
            views[index].subtreeEnd = views.count
        }
        visit(screen.root, clip: nil, safeArea: bounds.inset(by: screen.safeAreaInsets), receives: true, shown: true)
        return views
    }
}
