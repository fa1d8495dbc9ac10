import DeviceGeometry

/// A screen laid out in one environment, for no device in particular: every view's frame in window
/// coordinates with its safe area and margins, the system bars, and the constraints that had to be
/// broken. Devices that share an environment share one layout (`LayoutResolver.resolve(_:in:)`);
/// `placed(on:)` names the device.
public struct ResolvedLayout: Hashable, Sendable {
    /// The screen's name.
    public var name: String
    /// Where the system put the window: its frame, insets, status bar, bar column and reserved
    /// regions.
    package var window: WindowGeometry
    /// Whether the visible controller asks for the home indicator to fade.
    package var isHomeIndicatorAutoHidden: Bool
    /// The root view. Bars placed by containers appear in the tree as views of their kinds.
    public var root: ResolvedView
    /// The navigation bars, toolbars and tab bars, in the order they were placed.
    public var bars: [ResolvedBar]
    /// Required constraints that could not hold, each left out of the layout as UIKit does.
    public var brokenConstraints: [BrokenConstraint]
    /// Whether subviews are in the order they are drawn, back to front, so that a later sibling
    /// covers an earlier one. Laid-out screens and UIKit's own dumps are; accessibility captures
    /// list elements in reading order instead, and the audit does not judge what covers what.
    package var isInDrawingOrder: Bool
    /// Whether the screen is a view shown inside something its file does not describe (a xib's
    /// top-level view or cell, a popover beside an unknown anchor): laid out at its own size with
    /// no safe area, and judged only by the rules that do not depend on where it sits.
    package var isComponent: Bool

    /// Creates a layout.
    package init(
        name: String, window: WindowGeometry, isHomeIndicatorAutoHidden: Bool = false, root: ResolvedView,
        bars: [ResolvedBar] = [], brokenConstraints: [BrokenConstraint] = [], isInDrawingOrder: Bool = true,
        isComponent: Bool = false
    ) {
        self.name = name
        self.window = window
        self.isHomeIndicatorAutoHidden = isHomeIndicatorAutoHidden
        self.root = root
        self.bars = bars
        self.brokenConstraints = brokenConstraints
        self.isInDrawingOrder = isInDrawingOrder
        self.isComponent = isComponent
    }

    /// The screen's size in points.
    public var size: Size { window.screenSize }
    /// The window's safe-area insets.
    public var safeAreaInsets: EdgeInsets { window.safeAreaInsets }
    /// The status bar's frame, or nil when it is hidden or not a band across the top.
    package var statusBarFrame: Rect? { window.statusBarFrame }

    /// The regions the system reserves on this screen, as `reservedRegions(kind:options:)` reports
    /// them: the active ones of `kind`, or all of them with `includeInactive`.
    package func reservedRegions(kind: ReservedRegion.Kind, includeInactive: Bool = false) -> [PlacedRegion] {
        window.reservedRegions.of(kind, includeInactive: includeInactive)
    }

    /// Every view, parents before their subviews, back to front.
    public var allViews: [ResolvedView] {
        var views: [ResolvedView] = []
        func visit(_ view: ResolvedView) {
            views.append(view)
            view.subviews.forEach(visit)
        }
        visit(root)
        return views
    }

    /// The first view, in tree order, with the document id `id`.
    public func view(id: String) -> ResolvedView? {
        allViews.first { $0.id == id }
    }

    /// This layout as the screen of `placement`, one of the placements whose environment it was
    /// laid out in.
    package func placed(on placement: Placement) -> ResolvedScreen {
        ResolvedScreen(layout: self, placement: placement)
    }
}
