import ArgumentParser
import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import Rasterizer
import SnapshotDiff
import SnapshotRunner

/// The parts of an image `safearea diff` leaves out: rectangles, and views found by resolving the
/// screen the images were drawn from.
struct IgnoreOptions: ParsableArguments {
    @Option(
        name: .customLong("ignore"),
        help: ArgumentHelp(
            "A rectangle to leave out, x,y,width,height in pixels, or in points with a pt suffix; repeat for several.",
            discussion: "Points are multiplied by --scale."))
    var rectangles: [String] = []

    @Option(help: "Pixels per point, for --ignore rectangles given in points and for --ignore-view.")
    var scale: Double = 1

    @Option(
        name: .customLong("ignore-view"),
        help: ArgumentHelp(
            "Leave out the view with this accessibility identifier; repeat for several.",
            discussion: "Needs --screen and --device (and --orientation unless portrait) to find where the view is."))
    var views: [String] = []

    @Option(
        name: .customLong("screen"), help: "The screen file the snapshots were rendered from, for --ignore-view.",
        completion: .file(extensions: ["json", "yaml", "yml"]))
    var screenPath: String?

    @OptionGroup(title: "The placement the snapshots were rendered on, for --ignore-view")
    var placementOptions: PlacementOptions

    @OptionGroup var settingsOptions: SettingsOptions

    func validate() throws {
        _ = try rectangleRegions()
    }

    /// Every region to leave out, in pixels.
    func regions() throws -> [PixelRect] {
        try rectangleRegions() + viewRegions()
    }

    /// The `--ignore` rectangles in pixels.
    private func rectangleRegions() throws -> [PixelRect] {
        try rectangles.map { text in
            guard let region = PixelRect(parsing: text, scale: scale) else {
                throw ValidationError("--ignore '\(text)': give x,y,width,height, in pixels or with a pt suffix")
            }
            return region
        }
    }

    /// The frames of the `--ignore-view` views in pixels, from the screen resolved on the device.
    private func viewRegions() throws -> [PixelRect] {
        guard !views.isEmpty else { return [] }
        guard let screenPath else {
            throw ValidationError("--ignore-view needs --screen FILE and --device X to find where the views are")
        }
        let settings = try settingsOptions.settings()
        let placement = try placementOptions.placement(
            in: settingsOptions.catalog(with: settings), for: "with --ignore-view, to find where the views are")
        let document = try ScreenFile.read(contentsOf: URL(fileURLWithPath: screenPath), displayPath: screenPath)
        let screen = LayoutResolver.resolve(
            document, on: placement.device, in: placement.orientation,
            conditions: SystemConditions().defaultingSystemVersion(to: settings.systemVersion))
        let (regions, unknown) = IgnoredViews.regions(for: Set(views), in: screen, scale: scale)
        if !unknown.isEmpty {
            throw ValidationError(
                "\(screenPath): no view has the accessibility identifier \(unknown.sorted().joined(separator: ", "))")
        }
        return regions
    }
}
