import ArgumentParser
import Dispatch
import Foundation
import RunReporting

/// `safearea gallery`: a static review site for a run report.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration.subcommand(
        "gallery",
        abstract: "Build a static review site (one page, no server) from a run report.",
        examples: ["safearea gallery review --out site"])

    @Argument(help: "A report.json written with --report, or its folder.", completion: .file())
    var report: String

    @Option(name: .customLong("out"), help: "The site's folder.", completion: .directory)
    var output: String

    func run() throws {
        let start = DispatchTime.now().uptimeNanoseconds
        let count = try Gallery.build(
            from: RunReportFolder(locating: URL(fileURLWithPath: report)), into: URL(fileURLWithPath: output))
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        try StandardOutput.line("Gallery of \(count) images in \(String(format: "%.2f", seconds)) s: \(output)/index.html")
    }
}
