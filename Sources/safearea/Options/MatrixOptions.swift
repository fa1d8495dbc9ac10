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

    @Option(
        name: .customLong("layout-direction"),
        help: ArgumentHelp(
            "The layout direction of the person's language: ltr (the default) or rtl.",
            discussion: """
                In rtl, leading and trailing constraints, directional margins, stack views, bars and controls mirror as \
                UIKit mirrors them; left and right constraints, frames and views that force left to right stay. Images \
                and report entries in rtl add it to their names: iphone-16-pro.portrait.rtl.
                """, valueName: "direction"))
    var layoutDirection: String?

    @Option(
        name: .customLong("layout-directions"),
        help: ArgumentHelp("A comma-separated list of layout directions, such as ltr,rtl.", valueName: "directions"))
    var layoutDirections: String?

    @Option(
        name: .customLong("appearance"),
        help: ArgumentHelp(
            "Light (the default) or dark.",
            discussion: """
                In dark, UIKit's system colours take their dark values and the standard controls and bars their dark \
                look; colours given as values keep them. Images and report entries in dark add it to their names: \
                iphone-16-pro.portrait.dark.
                """, valueName: "appearance"))
    var appearance: String?

    @Option(
        name: .customLong("appearances"),
        help: ArgumentHelp("A comma-separated list of appearances, such as light,dark.", valueName: "appearances"))
    var appearances: String?

    @Option(
        name: .customLong("language"),
        help: ArgumentHelp(
            "The language of the screens' texts: double-length or accented (Xcode's pseudolanguages), or a code such as de.",
            discussion: """
                double-length shows every text twice, as long as the longest translations make it; accented puts a mark \
                above or below every letter. A code looks each text up in the strings files of --strings. Images and \
                report entries in a language add it to their names: iphone-16-pro.portrait.double-length.
                """, valueName: "language"))
    var language: String?

    @Option(
        name: .customLong("languages"),
        help: ArgumentHelp("A comma-separated list of languages, such as default,double-length,de.", valueName: "languages"))
    var languages: String?

    @Option(
        name: .customLong("strings"),
        help: ArgumentHelp(
            "A strings file or a folder of them whose translations a language code shows; repeat for several.",
            discussion: """
                String Catalogs (.xcstrings) and .strings tables in <language>.lproj folders, including those Interface \
                Builder writes; each text is looked up by its Interface Builder key, then as itself. Added to the \
                settings' strings.
                """, valueName: "path"),
        completion: .file(extensions: ["strings", "xcstrings"]))
    var stringsFiles: [String] = []

    @Option(
        name: .customLong("pseudo-language"),
        help: ArgumentHelp("The same as --language, for Xcode's pseudolanguages: double-length or accented.", valueName: "name"))
    var pseudoLanguage: String?

    @Option(
        help: ArgumentHelp(
            "Whole variants instead of the axes' combinations: recommended (default, AX5, rtl and dark), or names such as default,AX5,AX5+rtl.",
            valueName: "variants"))
    var variants: String?

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
                Each part is a contiguous slice of the screens × devices × orientations × variants in order, so the parts cover the \
                matrix exactly once. Join the parts' reports with safearea merge-reports. Under Bazel, the part comes from \
                TEST_TOTAL_SHARDS and TEST_SHARD_INDEX when --shard is not given.
                """))
    var shard: String?

    @Option(
        name: .customLong("shard-timings"),
        help: ArgumentHelp(
            "A previous run's report.json (or its folder), whose times cut the parts so that they take about as long.",
            discussion: """
                Entries the report does not hold count as its median time. Without it, the parts hold equal numbers of images.
                """, valueName: "report"),
        completion: .file(extensions: ["json"]))
    var shardTimings: String?

    func validate() throws {
        if placementOptions.device != nil && devices != nil { throw ValidationError("use --device or --devices, not both") }
        if placementOptions.orientation != nil && orientations != nil {
            throw ValidationError("use --orientation or --orientations, not both")
        }
        for (one, many, option) in [
            (contentSize, contentSizes, "content-size"), (layoutDirection, layoutDirections, "layout-direction"),
            (appearance, appearances, "appearance"),
        ] where one != nil && many != nil {
            throw ValidationError("use --\(option) or --\(option)s, not both")
        }
        if [language, languages, pseudoLanguage].compactMap({ $0 }).count > 1 {
            throw ValidationError("use one of --language, --languages and --pseudo-language")
        }
        if let pseudoLanguage, Language(named: pseudoLanguage)?.isPseudolanguage != true {
            throw ValidationError("unknown pseudolanguage '\(pseudoLanguage)': use double-length or accented")
        }
        let axes = [contentSize, contentSizes, layoutDirection, layoutDirections, appearance, appearances, language, languages]
        if variants != nil && (axes + [pseudoLanguage]).contains(where: { $0 != nil }) {
            throw ValidationError(
                "--variants lists whole variants: leave out --content-size(s), --layout-direction(s), --appearance(s) and --language(s)"
            )
        }
        _ = try selectedShard()
        _ = try variantChoice()
    }

    /// The variants asked for: the text sizes and layout directions to combine, or the list of
    /// `--variants`; what none of them names is left to the settings.
    func variantChoice() throws -> VariantChoice {
        func names(_ list: String) -> [String] {
            list.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        }
        func axis<Value>(_ list: String?, _ axis: VariantChoice.Axis<Value>, what: String) throws -> [Value]? {
            try list.map { list in
                switch axis.values(named: names(list)) {
                case .success(let values): return values
                case .failure(let unreadable):
                    throw ValidationError("unknown \(what) '\(unreadable.name)': use \(axis.names)")
                }
            }
        }
        if let list = variants {
            switch VariantChoice.list(named: names(list)) {
            case .success(let choice): return choice
            case .failure(let unreadable):
                throw ValidationError("unknown variant '\(unreadable.name)': use \(VariantChoice.listNames)")
            }
        }
        return VariantChoice(
            contentSizes: try axis(contentSize ?? contentSizes, .contentSizes, what: "content size"),
            layoutDirections: try axis(layoutDirection ?? layoutDirections, .layoutDirections, what: "layout direction"),
            appearances: try axis(appearance ?? appearances, .appearances, what: "appearance"),
            languages: try axis(language ?? languages ?? pseudoLanguage, .languages, what: "language"))
    }

    /// The part of the matrix to run, or nil for all of it: `--shard`, else the part Bazel's
    /// `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX` (counted from 0) name, telling Bazel through
    /// `TEST_SHARD_STATUS_FILE` that the run shards.
    func selectedShard(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Shard? {
        if let text = shard {
            guard let shard = Shard(parsing: text) else {
                throw ValidationError("--shard '\(text)' is not i/n with 1 ≤ i ≤ n ≤ \(Shard.mostParts), such as 2/4")
            }
            return shard
        }
        guard let total = environment["TEST_TOTAL_SHARDS"], let index = environment["TEST_SHARD_INDEX"] else { return nil }
        guard let count = Int(total), let position = Int(index), position < Int.max,
            let shard = Shard(index: position + 1, count: count)
        else {
            throw ValidationError(
                "TEST_TOTAL_SHARDS=\(total) and TEST_SHARD_INDEX=\(index) name no part of the matrix: "
                    + "the index counts from 0 and is below the total, which is at most \(Shard.mostParts)")
        }
        if let status = environment["TEST_SHARD_STATUS_FILE"], !status.isEmpty {
            try AtomicFile.write([], to: URL(fileURLWithPath: status))
        }
        return shard
    }

    /// The time each entry of `--shard-timings` took, by its key (`screen/device-id.orientation`).
    func selectedShardTimings() throws -> [String: Double]? {
        try shardTimings.map { path in
            let report = try RunReportFolder(locating: URL(fileURLWithPath: path)).read()
            return Dictionary(report.entries.map { ($0.key, $0.milliseconds) }, uniquingKeysWith: max)
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
                "unknown scale '\(scale)': use device, native, or a number of pixels per point from "
                    + "\(PointFormatting.plain(ImageLimits.smallestScale)) to \(PointFormatting.plain(ImageLimits.largestScale))"
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
