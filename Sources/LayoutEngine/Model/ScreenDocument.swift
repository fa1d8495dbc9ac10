import DeviceGeometry

/// A screen described once, to be resolved on any device: a root view controller, how it is
/// presented, and the canvas its fixed frames were laid out for.
public struct ScreenDocument: Hashable, Sendable {
    /// How the root controller is shown.
    public enum Presentation: String, CaseIterable, Hashable, Sendable {
        /// It fills the window.
        case fullScreen
        /// A page sheet: on iPad as wide as the screen is in portrait; on iPhone a card below the
        /// status bar.
        case pageSheet
        /// A form sheet: on iPad 540 × 620 in the centre; on iPhone a card like a page sheet.
        case formSheet
    }

    /// The canvas when none is given: the iPhone 8's 375 × 667 points.
    public static let defaultCanvas = Size(width: 375, height: 667)

    /// The screen's name, used for output folders.
    public var name: String
    /// The size fixed frames were laid out for, in points.
    public var canvas: Size
    /// The root view controller.
    public var root: ViewController
    /// How the root controller is presented.
    public var presentation: Presentation
    /// What a capture of a running app recorded, for a screen read from a hierarchy dump: then the
    /// resolver keeps its frames instead of laying out `root`, and only on its placement.
    public var capture: CapturedScreen?
    /// What limits the placements the screen can be shown on: its app's Info.plist and build
    /// settings, and the team's settings for the screen. Empty when nothing does.
    public var placementLimits: [SupportedPlacements]

    /// Creates a document.
    public init(name: String, canvas: Size, root: ViewController, presentation: Presentation = .fullScreen) {
        self.name = name
        self.canvas = canvas
        self.root = root
        self.presentation = presentation
        self.capture = nil
        self.placementLimits = []
    }

    /// The root controller's view, when the root is a content controller rather than a container.
    public var rootView: ViewNode? {
        if case .view(let view) = root.content { return view }
        return nil
    }

    /// A document whose root controller's view is `rootView`.
    public init(name: String, canvas: Size, rootView: ViewNode) {
        self.init(name: name, canvas: canvas, root: ViewController(.view(rootView)))
    }
}

extension ScreenDocument {
    /// The placements of `placements` the screen can be shown on in windows made by `window`, in
    /// order, and the others, each with the first limit's reason
    /// (``SupportedPlacements/exclusion(of:window:)``).
    public func reachable(
        _ placements: [Placement], window: WindowRequest = .fullScreen
    ) -> (reachable: [Placement], skipped: [(placement: Placement, reason: String)]) {
        guard !placementLimits.isEmpty else { return (placements, []) }
        var reachable: [Placement] = []
        var skipped: [(placement: Placement, reason: String)] = []
        for placement in placements {
            if let reason = placementLimits.lazy.compactMap({ $0.exclusion(of: placement, window: window) }).first {
                skipped.append((placement, reason))
            } else {
                reachable.append(placement)
            }
        }
        return (reachable, skipped)
    }
}
