import ArgumentParser
import DeviceGeometry
import LayoutEngine
import LayoutImport
import RunReporting
import SafeAreaAudit
import SnapshotRunner
import Typography

/// What the matrix options name, worked out once per run: the settings file and the devices file
/// are each read once, so every part of a command sees the same devices and settings.
struct MatrixSetup {
    /// The audit settings, from `--config` or the nearest `.safearea.yml`.
    let auditSettings: ProjectSettings
    /// The catalog with the settings' devices and `--devices-file` added.
    let catalog: DeviceCatalog
    /// The devices asked for, in catalog order.
    let devices: [Device]
    /// The orientations asked for, or nil for each device's supported ones.
    let orientations: [Orientation]?
    /// The variants asked for (text sizes, layout directions, appearances or a list), each axis the settings'
    /// where the options leave it, else the standard one.
    let variants: [Variant]
    /// The part of the matrix to run, or nil for all of it.
    let shard: Shard?
    /// The time each entry took in an earlier run, by its key, that cuts the parts; nil to cut
    /// them by count.
    let shardTimings: [String: Double]?
    /// The render settings, findings drawn with the settings' rules unless `--no-findings`.
    let renderSettings: RenderSettings
    /// How much to print, and whether in colour.
    let output: OutputOptions
    /// `--font-file`, then the settings' font files, opened.
    let fontFiles: FontFiles
    /// The translations of the settings' `strings` and `--strings`, or nil when neither names any.
    let strings: LocalizedStrings?
    /// Which app the screens belong to.
    let app: AppOptions
    /// `--device` and `--orientation` as one device and orientation, for placing captures.
    let captureDevice: Device?
    let captureOrientation: Orientation?

    init(options: MatrixOptions) throws {
        output = options.output
        app = options.appOptions
        let settings = try options.settingsOptions.settings()
        let catalog = try options.settingsOptions.catalog(with: settings)
        auditSettings = settings
        self.catalog = catalog
        captureDevice = try options.placementOptions.selectedDevice(in: catalog)
        devices = try captureDevice.map { [$0] } ?? catalog.select(options.devices ?? DeviceGroup.all.rawValue)
        orientations = try options.selectedOrientations()
        variants = try options.variantChoice().over(settings.variants).variants
        shard = try options.selectedShard()
        if options.shardTimings != nil, shard == nil {
            throw ValidationError("--shard-timings cuts the parts of a split: give --shard i/n, or run under Bazel's sharding")
        }
        shardTimings = try options.selectedShardTimings()
        renderSettings = try options.settings(audit: settings)
        captureOrientation = options.placementOptions.orientation
        fontFiles = FontFiles(try FontFiles(paths: options.fontFiles).files + settings.loadFontFiles().files)
        let paths = settings.stringsFiles.map(\.path) + options.stringsFiles
        strings = paths.isEmpty ? nil : try StringsFiles.read(paths)
        if let code = StringsFiles.untranslatedLanguage(in: variants, by: strings) {
            let known = strings.map { "the strings files translate into \($0.languages.joined(separator: ", "))" }
            throw ValidationError(
                "no strings file translates into '\(code)': " + (known ?? "name them with --strings or the settings' strings"))
        }
    }

    /// Runs `work` with the run's font files current, then warns once about the characters that
    /// no face covered and were drawn as boxes.
    func withFontFiles<Result>(_ work: () async throws -> Result) async throws -> Result {
        defer {
            let missing = MissingGlyphs.shared.takeUnreported()
            if !missing.isEmpty { StandardError.write("warning: \(MissingGlyphs.warning(for: missing))\n") }
        }
        return try await FontFiles.$current.withValue(fontFiles) { try await work() }
    }

    /// The run's iOS version, SDK, posture and window.
    var conditions: SystemConditions { renderSettings.conditions }

    /// `documents`, read from `files`, each limited to the placements its app can reach and shaped
    /// by the settings' `screens`.
    func limitedToTheirApps(_ documents: [ScreenDocument], files: [String]) throws -> [ScreenDocument] {
        try app.limit(documents, files: files, settings: auditSettings) { StandardError.write("note: \($0)\n") }.map {
            var document = $0
            document.strings = strings ?? document.strings
            return document
        }
    }

    /// The jobs of `documents` on the devices and orientations asked for that each screen's app
    /// can reach, in the shard asked for, and the placements left out because the app cannot.
    func jobs(for documents: [ScreenDocument]) throws -> (jobs: [RenderJob], skipped: [SkippedPlacements]) {
        let matrix = RenderMatrix(
            documents: documents, devices: devices, orientations: orientations, variants: variants, window: conditions.window)
        if matrix.jobs.isEmpty, matrix.skipped.isEmpty, let first = matrix.unsupported.first {
            throw ValidationError("\(first.device.name) does not support \(first.orientation.rawValue)")
        }
        guard let shard else { return (matrix.jobs, matrix.skipped) }
        guard let shardTimings, !shardTimings.isEmpty else { return (shard.slice(of: matrix.jobs), matrix.skipped) }
        let known = shardTimings.values.sorted()
        let median = known[known.count / 2]
        let costs = matrix.jobs.map {
            shardTimings[RunReport.Entry.key(screen: $0.document.name, placement: $0.placement.id)] ?? median
        }
        return (shard.slice(of: matrix.jobs, costs: costs), matrix.skipped)
    }

    /// The device-orientation pairs the matrix skips because the device does not support them.
    var unsupportedPairs: Int {
        RenderMatrix(documents: [], devices: devices, orientations: orientations).unsupported.count
    }

    /// How captures among the inputs are placed: on `--device` and `--orientation`.
    func captureOptions(controls: [String], ignoredElements: [String]) -> CaptureOptions {
        CaptureOptions(
            device: captureDevice, orientation: captureOrientation,
            controls: Set(controls), ignoredElements: Set(ignoredElements), catalog: catalog)
    }
}
