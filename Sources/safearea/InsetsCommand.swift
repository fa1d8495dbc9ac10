import ArgumentParser
import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaSupport

/// `safearea insets`: a content controller's safe area, margins and bars on one device, instead of
/// hand-written status-bar-height macros.
struct InsetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "insets",
        abstract: "Print a view controller's safe-area insets, layout margins and bar frames on a device.",
        discussion: "Insets print as {top, left, bottom, right}, frames as (x, y, width, height), in points.")

    @Option(help: "The device: an id, name or model identifier, such as iphone-16-pro.")
    var device: String

    @Option(help: "portrait, portraitUpsideDown, landscapeLeft or landscapeRight.")
    var orientation: String = "portrait"

    @Flag(help: "Show the controller in a navigation controller.")
    var navigationBar = false

    @Flag(help: "Give the navigation bar a large title (implies --navigation-bar).")
    var largeTitle = false

    @Flag(help: "Show the controller in a tab bar controller.")
    var tabBar = false

    @Flag(help: "Show a navigation controller's toolbar.")
    var toolbar = false

    @Flag(help: "The controller prefers the status bar hidden.")
    var statusBarHidden = false

    @Option(help: ArgumentHelp("additionalSafeAreaInsets as T,L,B,R.", valueName: "T,L,B,R"))
    var additional: String?

    @Option(help: "The iOS version whose safe-area table applies, where they differ.")
    var ios: Int?

    @Flag(help: "Print JSON with the keys safeAreaInsets, layoutMargins and bars.")
    var json = false

    func run() throws {
        let devices = try DeviceCatalog.standard.select(device)
        guard devices.count == 1, let device = devices.first else {
            throw ValidationError("--device names \(devices.count) devices; name one, such as \(devices.first?.id ?? "iphone-16")")
        }
        guard let orientation = Orientation(parsing: orientation) else {
            throw ValidationError("unknown orientation '\(self.orientation)': use \(Orientation.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let document = ScreenDocument(name: "insets", canvas: device.screenSize(in: .portrait), root: try controller())
        let screen = LayoutResolver.resolve(document, on: device, in: orientation, systemVersion: ios)
        guard let content = screen.view(id: "content") else { throw ValidationError("the content view was not laid out") }
        let report = InsetsReport(device: device, orientation: orientation, screen: screen, content: content)
        print(json ? try report.json() : report.text, terminator: "")
    }

    /// The content controller in the containers asked for.
    private func controller() throws -> ViewController {
        var content = ViewController(.view(ViewNode(id: "content", attributes: ViewAttributes(kind: .view))))
        content.prefersStatusBarHidden = statusBarHidden ? true : nil
        if let additional { content.additionalSafeAreaInsets = try Self.insets(parsing: additional) }
        var root = content
        if navigationBar || largeTitle || toolbar {
            root = NavigationController(isNavigationBarHidden: !(navigationBar || largeTitle), prefersLargeTitles: largeTitle,
                                        isToolbarHidden: !toolbar) { content }.viewController
        }
        if tabBar { root = TabBarController { root }.viewController }
        return root
    }

    static func insets(parsing text: String) throws -> EdgeInsets {
        let values = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard values.count == 4, let top = values[0], let left = values[1], let bottom = values[2], let right = values[3] else {
            throw ValidationError("--additional needs four numbers T,L,B,R, got '\(text)'")
        }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}

/// What `safearea insets` prints.
struct InsetsReport: Encodable {
    struct Bars: Encodable {
        var statusBar: Rect?
        var navigationBar: Rect?
        var toolbar: Rect?
        var tabBar: Rect?

        private enum CodingKeys: String, CodingKey { case statusBar, navigationBar, toolbar, tabBar }

        /// Absent bars are written as null, so every key is always there.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(statusBar, forKey: .statusBar)
            try container.encode(navigationBar, forKey: .navigationBar)
            try container.encode(toolbar, forKey: .toolbar)
            try container.encode(tabBar, forKey: .tabBar)
        }
    }

    var device: String
    var orientation: String
    var safeAreaInsets: EdgeInsets
    var layoutMargins: EdgeInsets
    var bars: Bars

    init(device: Device, orientation: Orientation, screen: ResolvedScreen, content: ResolvedView) {
        self.device = device.id
        self.orientation = orientation.rawValue
        safeAreaInsets = content.safeAreaInsets
        layoutMargins = content.layoutMargins
        func bar(_ kind: ResolvedBar.Kind) -> Rect? { screen.bars.first { $0.kind == kind }?.frame }
        bars = Bars(statusBar: screen.statusBarFrame, navigationBar: bar(.navigationBar), toolbar: bar(.toolbar),
                    tabBar: bar(.tabBar))
    }

    var text: String {
        var lines = ["\(device) \(orientation)",
                     "safe area insets  \(safeAreaInsets)",
                     "layout margins    \(layoutMargins)"]
        let named: [(String, Rect?)] = [("status bar", bars.statusBar), ("navigation bar", bars.navigationBar),
                                        ("toolbar", bars.toolbar), ("tab bar", bars.tabBar)]
        for (name, frame) in named {
            lines.append(name.padding(toLength: 18, withPad: " ", startingAt: 0) + (frame?.description ?? "none"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func json() throws -> String {
        try JSONOutput.prettyText(self)
    }
}
