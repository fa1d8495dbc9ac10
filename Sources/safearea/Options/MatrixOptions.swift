import ArgumentParser
import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import RunReporting
import SafeAreaAudit
import SafeAreaSupport
import ScreenRenderer
import SnapshotRunner

/// Which devices and orientations to render, and how.
struct MatrixOptions: ParsableArguments {
    @OptionGroup var placementOptions: PlacementOptions

    @OptionGroup var settingsOptions: SettingsOptions

    @OptionGroup var output: OutputOptions

    @Option(
        help: ArgumentHelp(
            "A group or a comma-separated list of devices and groups.",
            discussion: "Groups: \(DeviceGroup.allCases.map(\.rawValue).joined(separator: ", ")). Default: all."))
    var devices: String?

    @Option(help: "A comma-separated list of orientations. Default: each device's supported orientations.")
    var orientations: String?

    @Option(
        name: .customLong("content-size"),
        help: ArgumentHelp(
            "The text size chosen in Settings: \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")) (L, the default).",
            discussion: """
                Text-style fonts and table cells' text take their size at it, as an app launched with that setting makes \
                them (Apple's Dynamic Type tables); fonts in points and the bars' titles keep theirs. Images and report \
                entries of any size but L add it to their names: iphone-16-pro.portrait.AX5.
                """, valueName: "size"))
    var contentSize: String?

    @Option(
        name: .customLong("content-sizes"),
        help: ArgumentHelp(
            "A comma-separated list of text sizes to lay each screen out at, such as default,AX1,AX5.", valueName: "sizes"))
    var contentSizes: String?

    @Option(help: "Pixels per point: device (UIScreen.scale, the default), native (the panel), or 1, 2, 3.")
    var scale: String = "device"

    @OptionGroup var conditionsOptions: ConditionsOptions

    @OptionGroup var appOptions: AppOptions

    @Option(name: .customLong("hide"), help: "A mask layer not to draw; repeat for several.")
    var hiddenOverlays: [MaskOverlay] = []

    @Flag(inversion: .prefixedNo, help: "Draw the audit's findings on the images.")
    var findings = true

    @Option(
        name: .customLong("font-file"),
        help: ArgumentHelp(
            "A font file for the scripts the bundled faces lack (TrueType, OpenType or a collection); repeat for several.",
            discussion: """
                Text falls back to these files, in order, then to the fontFiles of the settings file. Characters a file \
                covers are drawn with its own outlines, so references recorded with it depend on that file.
                """),
        completion: .file(extensions: ["ttf", "otf", "ttc"]))
    var fontFiles: [String] = []

    @Option(
        help: ArgumentHelp(
            "Run part i of n of the matrix, as i/n (for example 2/4), to spread it over a CI matrix of runners.",
            discussion: """
                Each part is a contiguous slice of the screens × devices × orientations × text sizes in order, so the parts cover the \
                matrix exactly once. Join the parts' reports with safearea merge-reports.
                """))
    var shard: String?

    func validate() throws {
        if placementOptions.device != nil && devices != nil { throw ValidationError("use --device or --devices, not both") }
        if placementOptions.orientation != nil && orientations != nil {
            throw ValidationError("use --orientation or --orientations, not both")
        }
        if contentSize != nil && contentSizes != nil { throw ValidationError("use --content-size or --content-sizes, not both") }
        _ = try selectedShard()
        _ = try selectedVariants()
    }

    /// The variants asked for: the text sizes of `--content-size` or `--content-sizes`, or nil
    /// when neither is given.
    func selectedVariants() throws -> [Variant]? {
        guard let list = contentSize ?? contentSizes else { return nil }
        return try list.split(separator: ",").map { name in
            guard let variant = Variant(parsing: String(name).trimmingCharacters(in: .whitespaces)) else {
                throw ValidationError(
                    "unknown content size '\(name)': use default or \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            return variant
        }
    }

    /// The part of the matrix to run, or nil for all of it.
    func selectedShard() throws -> Shard? {
        try shard.map { text in
            guard let shard = Shard(parsing: text) else {
                throw ValidationError("--shard '\(text)' is not i/n with 1 ≤ i ≤ n, such as 2/4")
            }
            return shard
        }
    }

    /// The orientations asked for, or nil for each device's supported ones.
    func selectedOrientations() throws -> [Orientation]? {
        if let orientation = placementOptions.orientation { return [orientation] }
        guard let list = orientations else { return nil }
        return try list.split(separator: ",").map { name in
            guard let orientation = Orientation(parsing: String(name)) else {
                throw ValidationError(
                    "unknown orientation '\(name)': use \(Orientation.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return orientation
        }
    }

    /// The render settings asked for, drawing findings by `audit`'s rules unless `--no-findings`.
    func settings(audit: ProjectSettings) throws -> RenderSettings {
        guard let renderScale = RenderScale(parsing: scale) else {
            throw ValidationError(
                "unknown scale '\(scale)': use device, native, or a number of pixels per point up to \(PointFormatting.plain(ImageLimits.largestScale))"
            )
        }
        let overlays = Set(MaskOverlay.allCases).subtracting(hiddenOverlays)
        return RenderSettings(
            scale: renderScale, overlays: overlays,
            conditions: try conditionsOptions.conditions().defaultingSystemVersion(to: audit.systemVersion),
            audit: findings ? audit.configuration : nil)
    }

    /// What the options name, each file read once.
    func setup() throws -> MatrixSetup { try MatrixSetup(options: self) }

}
