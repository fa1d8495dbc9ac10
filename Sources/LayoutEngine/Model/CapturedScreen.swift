import DeviceGeometry

/// A screen as a running app showed it: the views a capture recorded, with the frames UIKit gave
/// them on one device in one orientation. The frames are the runtime truth, so the resolver keeps
/// them instead of solving, and a captured screen is laid out only where it was captured.
package struct CapturedScreen: Hashable, Sendable {
    /// The device and orientation the capture was made on.
    package var placement: Placement
    /// The captured views, with frames in screen points; the root fills the screen.
    package var root: ResolvedView
    /// Whether the status bar was shown; nil when the capture does not say, for the system's
    /// default on the device in the orientation.
    package var isStatusBarVisible: Bool?
    /// Whether siblings are in drawing order (UIKit's own dumps), rather than in the reading order
    /// accessibility captures use.
    package var isInDrawingOrder: Bool

    /// Creates a captured screen.
    package init(placement: Placement, root: ResolvedView, isStatusBarVisible: Bool? = nil, isInDrawingOrder: Bool) {
        self.placement = placement
        self.root = root
        self.isStatusBarVisible = isStatusBarVisible
        self.isInDrawingOrder = isInDrawingOrder
    }
}

extension ScreenDocument {
    /// A document for a captured screen: laid out as captured, on the placement it was captured on.
    package init(name: String, capture: CapturedScreen) {
        let size = capture.placement.device.screenSize(in: capture.placement.orientation)
        self.init(name: name, canvas: size, rootView: ViewNode(attributes: ViewAttributes(kind: .view)))
        self.capture = capture
    }
}
