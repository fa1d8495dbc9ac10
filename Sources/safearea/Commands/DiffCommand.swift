import ArgumentParser
import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import Rasterizer
import RunReporting
import SafeAreaSupport
import SnapshotDiff
import SnapshotRunner

/// `safearea diff`: compares two PNG files, or two folders of them, as pixelmatch does.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration.subcommand(
        "diff",
        abstract: "Compare two PNG snapshots, or two folders of them, as pixelmatch does.",
        discussion: """
            The first line of the output is the number of differing pixels. Exits 0 when the images are within \
            the tolerance, 1 when they differ, 2 when a file cannot be read.
            """,
        examples: ["safearea diff before.png after.png --strip strip.png", "safearea diff Snapshots/ new-snapshots/"])

    @Argument(help: "The reference: a PNG file or a folder.", completion: .file(extensions: ["png"]))
    var reference: String

    @Argument(help: "The actual image: a PNG file or a folder.", completion: .file(extensions: ["png"]))
    var actual: String

    @Option(name: .customLong("out"), help: "Write pixelmatch's diff image here (a folder in folder mode).", completion: .file())
    var diffPath: String?

    @Option(
        name: .customLong("strip"), help: "Write a reference | diff | actual strip here (a folder in folder mode).",
        completion: .file())
    var stripPath: String?

    @Option(help: "pixelmatch's threshold, 0...1: how far apart two colours may be and still match.")
    var threshold: Double = 0.1

    @Option(name: .customLong("delta-e"), help: "Compare by CIEDE2000 instead, with this per-pixel limit (1 is just noticeable).")
    var deltaE: Double?

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.")
    var includeAntiAliasing = false

    @Option(name: .customLong("max-pixels"), help: "The most differing pixels that still pass.")
    var maximumPixels: Int?

    @Option(name: .customLong("max-ratio"), help: "The largest share of differing pixels, 0...1, that still passes.")
    var maximumRatio: Double?

    @Option(
        name: .customLong("ignore"),
        help: ArgumentHelp(
            "A rectangle to leave out, x,y,width,height in pixels, or in points with a pt suffix; repeat for several.",
            discussion: "Points are multiplied by --scale."))
    var ignored: [String] = []

    @Option(help: "Pixels per point, for --ignore rectangles given in points and for --ignore-view.")
    var scale: Double = 1

    @Option(
        name: .customLong("ignore-view"),
        help: ArgumentHelp(
            "Leave out the view with this accessibility identifier; repeat for several.",
            discussion: "Needs --screen and --device (and --orientation unless portrait) to find where the view is."))
    var ignoredViews: [String] = []

    @Option(
        name: .customLong("screen"), help: "The screen file the snapshots were rendered from, for --ignore-view.",
        completion: .file(extensions: ["json", "yaml", "yml"]))
    var screenPath: String?

    @Option(help: "The device the snapshots were rendered on, for --ignore-view.")
    var device: String?

    @Option(help: "The orientation the snapshots were rendered in, for --ignore-view.")
    var orientation: String = "portrait"

    @Flag(help: "Print the full result as JSON.")
    var json = false

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1") }
        if let deltaE, deltaE < 0 { throw ValidationError("--delta-e must be at least 0") }
        if let maximumRatio, !(0...1).contains(maximumRatio) { throw ValidationError("--max-ratio must be between 0 and 1") }
        _ = try ignoredRegions()
    }

    func run() throws {
        let options = DiffOptions(
            metric: deltaE.map { .deltaE(limit: $0) } ?? .pixelmatch(threshold: threshold),
            includeAntiAliasing: includeAntiAliasing, maximumDifferentPixels: maximumPixels,
            maximumDifferentRatio: maximumRatio,
            ignoredRegions: try ignoredRegions() + ignoredViewRegions())
        let passed: Bool
        if try Self.isFolder(reference, comparedWith: actual) {
            passed = try compareFolders(options: options)
        } else {
            passed = try compareFiles(
                URL(fileURLWithPath: reference), URL(fileURLWithPath: actual), options: options,
                diff: diffPath.map(URL.init(fileURLWithPath:)),
                strip: stripPath.map(URL.init(fileURLWithPath:)), printing: true)
        }
        if !passed { throw ExitCode(1) }
    }

    /// Whether `reference` and `actual` are both folders (true) or both files (false); a folder
    /// against a file, or a path that does not exist, is an error.
    private static func isFolder(_ reference: String, comparedWith actual: String) throws -> Bool {
        func kind(_ path: String) throws -> Bool {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ValidationError("\(path): no such file or folder")
            }
            return isFolder.boolValue
        }
        let referenceIsFolder = try kind(reference), actualIsFolder = try kind(actual)
        guard referenceIsFolder == actualIsFolder else {
            let (folder, file) = referenceIsFolder ? (reference, actual) : (actual, reference)
            throw ValidationError("\(folder) is a folder and \(file) is not: compare two files or two folders")
        }
        return referenceIsFolder
    }

    /// Compares two files, writes the pictures asked for, prints the result; returns whether it passed.
    private func compareFiles(
        _ first: URL, _ second: URL, options: DiffOptions, diff: URL?, strip: URL?,
        printing: Bool
    ) throws -> Bool {
        let comparison = try FileDiff.compare(first, second, options: options, drawsDiff: diff != nil || strip != nil)
        let result = comparison.result
        if case let (referenceImage, actualImage, diffImage?)? = comparison.images {
            try DiffImages.write(diffImage, reference: referenceImage, actual: actualImage, diffFile: diff, stripFile: strip)
        }
        if printing {
            if json {
                print(try JSONOutput.prettyText(result), terminator: "")
            } else {
                // Images of different sizes have no pixel count to give.
                if result.outcome != .differentSizes { print(result.differentPixels) }
                print(result.summary)
            }
        }
        return result.isWithinTolerance(of: options)
    }

    /// Compares two folders by relative path and prints what was added, removed and changed.
    private func compareFolders(options: DiffOptions) throws -> Bool {
        let report = try DirectoryDiff.compare(URL(fileURLWithPath: reference), URL(fileURLWithPath: actual), options: options)
        let changed = report.changed(under: options)
        for path in changed {
            guard diffPath != nil || stripPath != nil else { break }
            _ = try compareFiles(
                URL(fileURLWithPath: reference).appendingPathComponent(path),
                URL(fileURLWithPath: actual).appendingPathComponent(path), options: options,
                diff: diffPath.map { URL(fileURLWithPath: $0).appendingPathComponent(path) },
                strip: stripPath.map { URL(fileURLWithPath: $0).appendingPathComponent(path) }, printing: false)
        }
        let different = report.compared.reduce(0) { $0 + $1.comparison.result.differentPixels }
        if json {
            let entries = report.compared.map { FolderEntry(path: $0.path, result: $0.comparison.result) }
            print(
                try JSONOutput.prettyText(
                    FolderReport(
                        added: report.added, removed: report.removed, changed: changed,
                        files: entries)), terminator: "")
        } else {
            print(different)
            for path in report.added { print("added    \(path)") }
            for path in report.removed { print("removed  \(path)") }
            for entry in report.compared where changed.contains(entry.path) {
                print("changed  \(entry.path): \(entry.comparison.result.summary)")
            }
            print(
                "\(report.compared.count - changed.count) unchanged, \(changed.count) changed, "
                    + "\(report.added.count) added, \(report.removed.count) removed")
        }
        return changed.isEmpty && report.added.isEmpty && report.removed.isEmpty
    }

    /// The frames of the `--ignore-view` views in pixels, from the screen resolved on the device.
    private func ignoredViewRegions() throws -> [PixelRect] {
        guard !ignoredViews.isEmpty else { return [] }
        guard let screenPath, let device else {
            throw ValidationError("--ignore-view needs --screen FILE and --device X to find where the views are")
        }
        guard let orientation = Orientation(parsing: orientation) else {
            throw ValidationError("unknown orientation '\(orientation)'")
        }
        let document = try ScreenFile.read(contentsOf: URL(fileURLWithPath: screenPath), displayPath: screenPath)
        let found = try DeviceCatalog.standard.select(device)
        guard let model = found.first else { throw ValidationError("unknown device '\(device)'") }
        let screen = LayoutResolver.resolve(document, on: model, in: orientation)
        let (regions, unknown) = IgnoredViews.regions(for: Set(ignoredViews), in: screen, scale: scale)
        if !unknown.isEmpty {
            throw ValidationError(
                "\(screenPath): no view has the accessibility identifier \(unknown.sorted().joined(separator: ", "))")
        }
        return regions
    }

    /// The `--ignore` rectangles in pixels.
    private func ignoredRegions() throws -> [PixelRect] {
        try ignored.map { text in
            guard let region = PixelRect(parsing: text, scale: scale) else {
                throw ValidationError("--ignore '\(text)': give x,y,width,height, in pixels or with a pt suffix")
            }
            return region
        }
    }
}

/// One file of a folder comparison, as JSON.
private struct FolderEntry: Encodable {
    let path: String
    let result: DiffResult
}

/// A folder comparison, as JSON.
private struct FolderReport: Encodable {
    let added: [String]
    let removed: [String]
    let changed: [String]
    let files: [FolderEntry]
}
