import ArgumentParser
import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaSupport

/// `safearea insets`: a content controller's safe area, margins and bars on one device, instead of
/// hand-written status-bar-height macros.
struct InsetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration.subcommand(
        "insets",
        abstract: "Print a view controller's safe-area insets, layout margins and bar frames on a device.",
        discussion: "Insets print as {top, left, bottom, right}, frames as (x, y, width, height), in points.",
        examples: [
            "safearea insets --device iPhone17,1 --navigation-bar --tab-bar",
            "safearea insets --device iphone-duo-outer --large-title --json",
            "safearea insets --device iphone-17-pro --search automatic",
        ])

    @OptionGroup var placementOptions: PlacementOptions

    @Flag(help: "Show the controller in a navigation controller.")
    var navigationBar = false

    @Flag(help: "Give the navigation bar a large title (implies --navigation-bar).")
    var largeTitle = false

    @Flag(help: "Show the controller in a tab bar controller.")
    var tabBar = false

    @Flag(help: "Show a navigation controller's toolbar.")
    var toolbar = false

    @Flag(help: "Give the tab bar controller an iOS 26 bottom accessory (implies --tab-bar).")
    var tabAccessory = false

    @Flag(help: "Put the tab bar controller in .tabSidebar mode with its sidebar shown (iPad, iPadOS 18 on; implies --tab-bar).")
    var sidebar = false

    @Flag(help: "Print the height of a toolbar above the keyboard (48 from iOS 26, 44 before).")
    var keyboardToolbar = false

    @Option(
        help: ArgumentHelp(
            "Give the navigation item a search controller whose field goes: automatic, stacked or integrated (implies --navigation-bar).",
            valueName: "placement"))
    var search: NavigationItem.SearchBarPlacement?

    @Flag(help: "The controller prefers the status bar hidden.")
    var statusBarHidden = false

    @Option(help: ArgumentHelp("additionalSafeAreaInsets as T,L,B,R.", valueName: "T,L,B,R"))
    var additional: String?

    @Flag(help: "The controller turns vertical bars off (preferredVerticalBarBehavior = .disabled).")
    var verticalBarsDisabled = false

    @OptionGroup var conditionsOptions: ConditionsOptions

    @Flag(help: "Print JSON with the keys safeAreaInsets, layoutMargins and bars.")
    var json = false

    @OptionGroup var settingsOptions: SettingsOptions

    func run() throws {
        let settings = try settingsOptions.settings()
        let placement = try placementOptions.placement(in: settingsOptions.catalog(with: settings))
        let query = InsetsQuery(
            navigationBar: navigationBar, largeTitle: largeTitle, toolbar: toolbar, tabBar: tabBar,
            tabBottomAccessory: tabAccessory, sidebar: sidebar, keyboardToolbar: keyboardToolbar,
            prefersStatusBarHidden: statusBarHidden,
            additionalSafeAreaInsets: try additional.map(Self.insets(parsing:)) ?? .zero,
            verticalBarBehavior: verticalBarsDisabled ? .disabled : .automatic,
            searchBarPlacement: search)
        let answer = query.answer(
            on: placement, conditions: try conditionsOptions.conditions().defaultingSystemVersion(to: settings.systemVersion))
        try StandardOutput.write(json ? try JSONOutput.prettyText(answer) : answer.description)
    }

    static func insets(parsing text: String) throws -> EdgeInsets {
        let values = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard values.count == 4, let top = values[0], let left = values[1], let bottom = values[2], let right = values[3],
            [top, left, bottom, right].allSatisfy({ $0.isFinite && $0.magnitude <= 10_000 })
        else {
            throw ValidationError("--additional needs four numbers T,L,B,R between -10000 and 10000 points, got '\(text)'")
        }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}
