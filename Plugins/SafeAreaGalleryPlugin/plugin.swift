import Foundation
import PackagePlugin

/// `swift package safearea-gallery`: builds the one-page review site from the last report of
/// `swift package safearea-audit` (or `--report DIR`, any run report) into the plugin's work
/// folder, or into `--output DIR` when the run may write there.
@main
struct SafeAreaGalleryPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        // The audit plugin's work folder is this one's, under the audit plugin's name
        // (.build/plugins/<plugin>/outputs).
        let lastAudit = context.pluginWorkDirectoryURL.pathComponents
            .map { $0 == "SafeAreaGalleryPlugin" ? "SafeAreaAuditPlugin" : $0 }
            .reduce(URL(fileURLWithPath: "/")) { $0.appendingPathComponent($1) }
            .appendingPathComponent("report")
        let report = extractor.extractOption(named: "report").last.map { URL(fileURLWithPath: $0) } ?? lastAudit
        let output =
            extractor.extractOption(named: "output").last.map { URL(fileURLWithPath: $0) }
            ?? context.pluginWorkDirectoryURL.appendingPathComponent("site")
        guard FileManager.default.fileExists(atPath: report.appendingPathComponent("report.json").path) else {
            Diagnostics.error("no report in \(report.path): run swift package safearea-audit first, or name one with --report")
            throw GalleryFailure.noReport
        }
        let process = Process()
        process.executableURL = try context.tool(named: "safearea").url
        process.arguments = ["gallery", report.path, "--out", output.path] + extractor.remainingArguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw GalleryFailure.exit(process.terminationStatus) }
        print("Open \(output.appendingPathComponent("index.html").path)")
    }
}

/// Why the plugin failed.
enum GalleryFailure: Error, CustomStringConvertible {
    case noReport
    case exit(Int32)

    var description: String {
        switch self {
        case .noReport: "no report to show"
        case .exit(let status): "safearea gallery exited with \(status)"
        }
    }
}
