import DeviceGeometry
import LayoutEngine

/// A view of a resolved screen as the audit sees it: where it can be seen and touched, and the
/// safe area of its view controller. Views are kept in drawing order.
struct AuditedView {
    let view: ResolvedView
    /// The frame cut by the ancestors that clip; empty when clipped away.
    let visible: Rect
    /// The safe area of the nearest view controller root view, itself included.
    let controllerSafeArea: Rect
    /// Whether touches that land on the view go to it: it and its ancestors take touches, and it is
    /// shown. Labels and image views take none unless tappable, as in UIKit.
    let takesTouches: Bool
    /// The index after the view's last descendant, in drawing order.
    var subtreeEnd: Int

    /// The views of `screen` in drawing order.
    static func flatten(_ screen: ResolvedScreen) -> [AuditedView] {
        var views: [AuditedView] = []
        let bounds = Rect(origin: .zero, size: screen.size)
        func visit(_ view: ResolvedView, clip: Rect?, safeArea: Rect, receives: Bool, shown: Bool) {
            let attributes = view.attributes
            let receives = receives && attributes.isUserInteractionEnabled
            let shown = shown && !attributes.isHidden && attributes.alpha >= 0.01
            let visible = clip.map { view.frame.intersection($0) ?? .zero } ?? view.frame
            let safeArea = view.isControllerRoot ? view.frame.inset(by: view.safeAreaInsets) : safeArea
            let selfTakesTouches = attributes.isTappable || (attributes.kind != .label && attributes.kind != .imageView)
            let index = views.count
            views.append(AuditedView(view: view, visible: visible, controllerSafeArea: safeArea,
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
