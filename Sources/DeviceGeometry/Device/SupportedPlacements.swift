/// The placements an app can be shown on, as its own files say: the device families it is built
/// for (`TARGETED_DEVICE_FAMILY`), the interface orientations it supports on each
/// (`UISupportedInterfaceOrientations`, with its `~iphone` and `~ipad` variants) and whether it
/// needs the whole screen (`UIRequiresFullScreen`); or the orientations a team's settings give one
/// screen of it.
///
/// A finding on a placement the app can never be shown on is noise, so a run leaves such
/// placements out and says why (``exclusion(of:window:)``).
package struct SupportedPlacements: Hashable, Sendable {
    /// The device families the app runs on natively.
    package var families: Set<Device.Family>
    /// The orientations the app supports on each family; a family missing here supports every
    /// orientation its devices do.
    package var orientations: [Device.Family: Set<Orientation>]
    /// Whether the app needs the whole screen on iPad (`UIRequiresFullScreen`), so it never runs
    /// in a smaller window.
    package var requiresFullScreen: Bool
    /// Whether the app names a launch storyboard or launch screen. Without one, iOS lays the app
    /// out in the window of the 4-inch iPhones (``legacyScreenSize``) and shows that window scaled
    /// on every larger screen, so the app is audited on the devices of that size only.
    package var namesLaunchScreen: Bool
    /// The orientations the app's view controllers return from `supportedInterfaceOrientations`
    /// on each family; a family missing here allows every orientation. UIKit's default leaves
    /// out upside-down portrait on iPhone (``uikitControllerOrientations``).
    package var controllerOrientations: [Device.Family: Set<Orientation>]
    /// Where these limits were read, for messages: `App/Info.plist, target App of App.xcodeproj`.
    package var source: String
    /// Whether the limits are the app's or one screen's.
    package var scope: Scope

    /// What a set of limits applies to.
    package enum Scope: String, Hashable, Sendable {
        /// Every screen of the app: its Info.plist and build settings.
        case app
        /// One screen, as a team's settings describe what its code decides.
        case screen
    }

    /// Limits read from `source`; with the defaults, the app runs everywhere in every orientation.
    package init(
        families: Set<Device.Family> = [.phone, .pad], orientations: [Device.Family: Set<Orientation>] = [:],
        requiresFullScreen: Bool = false, namesLaunchScreen: Bool = true,
        controllerOrientations: [Device.Family: Set<Orientation>] = uikitControllerOrientations, source: String,
        scope: Scope = .app
    ) {
        self.controllerOrientations = controllerOrientations
        self.families = families
        self.orientations = orientations
        self.requiresFullScreen = requiresFullScreen
        self.namesLaunchScreen = namesLaunchScreen
        self.source = source
        self.scope = scope
    }

    /// The screen, in points, of the 4-inch iPhones: the window iOS gives an app that names no
    /// launch screen but carries the 4-inch launch image (`Default-568h@2x.png`), as the apps of
    /// 2012–2014 do, and shows scaled on every larger iPhone.
    package static let legacyScreenSize = Size(width: 320, height: 568)

    /// What a view controller returns from `supportedInterfaceOrientations` unless its code says
    /// otherwise: every orientation but upside-down portrait on iPhone, every one on iPad.
    package static let uikitControllerOrientations: [Device.Family: Set<Orientation>] = [
        .phone: [.portrait, .landscapeLeft, .landscapeRight]
    ]

    /// Why the app can never be shown on `placement` in a window made by `window`, or nil when it
    /// can. An iPhone-only app reaches an iPad only in the window iPadOS gives iPhone apps
    /// (``WindowRequest/phoneAppOnPad``), and there with its iPhone orientations.
    package func exclusion(of placement: Placement, window: WindowRequest = .fullScreen) -> String? {
        if !namesLaunchScreen, placement.device.display.screenSize != Self.legacyScreenSize {
            return "the app names no launch screen (UILaunchStoryboardName or UILaunchScreen, \(source)), so iOS lays it out "
                + "in a 320 × 568 window and shows that scaled here: it is audited on the 320 × 568 devices"
        }
        var family = placement.device.family
        if !families.contains(family) {
            guard family == .pad, window == .phoneAppOnPad, families.contains(.phone) else {
                return
                    "the app runs on \(Self.list(families.sorted { $0.rawValue > $1.rawValue }.map(Self.name))) only (\(source))"
            }
            family = .phone
        }
        if let supported = orientations[family], !supported.contains(placement.orientation) {
            let names = Orientation.allCases.filter(supported.contains).map(Self.name)
            let missing = Orientation.allCases.filter { !supported.contains($0) }.map(Self.name)
            let device = Self.name(family)
            if scope == .app, missing.count < names.count {
                return "the app does not support \(Self.list(missing)) on \(device) (\(source))"
            }
            let subject = scope == .app ? "the app supports" : "the screen is shown in"
            return names.isEmpty
                ? "\(subject) no orientation on \(device) (\(source))"
                : "\(subject) \(Self.list(names)) only on \(device) (\(source))"
        }
        if scope == .app, let allowed = controllerOrientations[family], !allowed.contains(placement.orientation) {
            let missing = Orientation.allCases.filter { !allowed.contains($0) }.map(Self.name)
            return "the app's view controllers leave out \(Self.list(missing)) on \(Self.name(family)), UIKit's default "
                + "for supportedInterfaceOrientations (when its code returns more, list them as orientations under app in .safearea.yml)"
        }
        if requiresFullScreen, placement.device.family == .pad, !Self.fillsTheScreen(window) {
            return "the app requires the full screen on iPad (UIRequiresFullScreen, \(source))"
        }
        return nil
    }

    private static func fillsTheScreen(_ window: WindowRequest) -> Bool {
        switch window {
        case .fullScreen, .phoneAppOnPad: true
        case .frame, .split: false
        }
    }

    private static func name(_ family: Device.Family) -> String {
        family == .phone ? "iPhone" : "iPad"
    }

    private static func name(_ orientation: Orientation) -> String {
        switch orientation {
        case .portrait: "portrait"
        case .portraitUpsideDown: "upside-down portrait"
        case .landscapeLeft: "landscape left"
        case .landscapeRight: "landscape right"
        }
    }

    private static func list(_ names: [String]) -> String {
        names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
