import DeviceGeometry

/// What a controller gives the view tree it lays out.
struct TreeContext {
    var environment: LayoutEnvironment
    /// The canvas the document's fixed frames were laid out for.
    var canvas: Size
    /// The root view's frame in window coordinates.
    var rootFrame: Rect
    /// The root view's safe-area insets, additional insets included.
    var rootSafeAreaInsets: EdgeInsets
    /// The controller whose root view this is.
    var controller: ViewController
    /// Whether a navigation or tab bar controller shows the controller (for `.automatic` insets).
    var isInNavigationOrTabController: Bool
    /// The legacy `topLayoutGuide.length` (R1.13).
    var legacyTopLength: Double
    /// The legacy `bottomLayoutGuide.length` (R1.13).
    var legacyBottomLength: Double
}
