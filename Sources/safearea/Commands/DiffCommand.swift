import ArgumentParser
import Foundation
import SafeAreaSupport
import SnapshotDiff

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

    @OptionGroup var ignoreOptions: IgnoreOptions

    @Flag(help: "Print the full result as JSON.")
    var json = false

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1") }
        if let deltaE, deltaE < 0 { throw ValidationError("--delta-e must be at least 0") }
        if let maximumRatio, !(0...1).contains(maximumRatio) { throw ValidationError("--max-ratio must be between 0 and 1") }
    }

    func run() throws {
        let options = DiffOptions(
            metric: deltaE.map { .deltaE(limit: $0) } ?? .pixelmatch(threshold: threshold),
            includeAntiAliasing: includeAntiAliasing, maximumDifferentPixels: maximumPixels,
            maximumDifferentRatio: maximumRatio,
            ignoredRegions: try ignoreOptions.regions())
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
}
