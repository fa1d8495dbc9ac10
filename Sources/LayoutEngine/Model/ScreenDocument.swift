import DeviceGeometry
import SafeAreaSupport

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
        /// A form sheet: on iPad 540 × 620 in the centre (or the preferred content size); on iPhone
        /// a card like a page sheet.
        case formSheet
        /// A popover: in a regular-width window, a panel of the preferred content size (320 × 480
        /// when none is given) that UIKit keeps inside the safe area beside its anchor; in a
        /// compact-width one, adapted to a page sheet, as UIKit adapts it.
        case popover
        /// Not a screen: a view that code shows inside another (a xib's top-level view or cell),
        /// laid out once at the canvas's size with no safe area, and judged only by the rules that
        /// do not depend on where it sits on a screen.
        case component
    }

    /// The canvas when none is given: the iPhone 8's 375 × 667 points.
    public static let defaultCanvas = Size(width: 375, height: 667)

    /// The screen's name, used for output folders.
    public var name: String
    /// The size fixed frames were laid out for, in points.
    package var canvas: Size
    /// The root view controller.
    package var root: ViewController
    /// How the root controller is presented.
    public var presentation: Presentation
    /// What a capture of a running app recorded, for a screen read from a hierarchy dump: then the
    /// resolver keeps its frames instead of laying out `root`, and only on its placement.
    package var capture: CapturedScreen?
    /// The size a popover or form sheet asks for (`preferredContentSize`); nil for UIKit's.
    package var preferredContentSize: Size?
    /// How tall a sheet on an iPhone in portrait stands (`UISheetPresentationController`'s or
    /// SwiftUI's selected detent); nil for the large one.
    package var sheetDetent: SheetDetent?
    /// The SwiftUI view the screen is, where a spec gave one (`swiftui:`): `root` is its
    /// `hostingController()`, and a spec writer writes the view back as it was written.
    package var swiftUIView: SwiftUIView?
    /// What limits the placements the screen can be shown on: its app's Info.plist and build
    /// settings, and the team's settings for the screen. Empty when nothing does.
    package var placementLimits: [SupportedPlacements]
    /// The team's translations, which a placement in one of their languages shows the texts in;
    /// nil when the run names no strings files.
    package var strings: LocalizedStrings?

    /// Creates a document.
    package init(name: String, canvas: Size, root: ViewController, presentation: Presentation = .fullScreen) {
        self.name = name
        self.canvas = canvas
        self.root = root
        self.presentation = presentation
        self.capture = nil
        self.placementLimits = []
        self.preferredContentSize = nil
        self.sheetDetent = nil
        self.swiftUIView = nil
    }

    /// The root controller's view, when the root is a content controller rather than a container.
    package var rootView: ViewNode? {
        if case .view(let view) = root.content { return view }
        return nil
    }

    /// A document whose root controller's view is `rootView`.
    package init(name: String, canvas: Size, rootView: ViewNode) {
        self.init(name: name, canvas: canvas, root: ViewController(.view(rootView)))
    }
}

extension ScreenDocument {
    /// The placements of `placements` the screen can be shown on in windows made by `window`, in
    /// order, and the others, each with the first limit's reason
    /// (`SupportedPlacements.exclusion(of:window:)`). A component is laid out on the first only:
    /// its layout does not depend on the device. Limits a team gives the screen itself say what
    /// its controller supports, in place of the app's default for view controllers.
    package func reachable(
        _ placements: [Placement], window: WindowRequest = .fullScreen
    ) -> (reachable: [Placement], skipped: [(placement: Placement, reason: String)]) {
        var reachable: [Placement] = []
        var skipped: [(placement: Placement, reason: String)] = []
        var limits = placementLimits
        if limits.contains(where: { $0.scope == .screen }) {
            for index in limits.indices where limits[index].scope == .app { limits[index].controllerOrientations = [:] }
        }
        for placement in placements {
            if let reason = limits.lazy.compactMap({ $0.exclusion(of: placement, window: window) }).first {
                skipped.append((placement, reason))
            } else if presentation == .component, !reachable.isEmpty {
                skipped.append((placement, componentReason))
            } else {
                reachable.append(placement)
            }
        }
        return (reachable, skipped)
    }

    /// Why a component is laid out on one placement only.
    private var componentReason: String {
        let size = preferredContentSize ?? canvas
        return "a component (a view code shows inside another) is laid out once, at its size of "
            + "\(PointFormatting.string(size.width)) × \(PointFormatting.string(size.height)) pt"
    }
}
