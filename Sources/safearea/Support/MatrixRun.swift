import ArgumentParser
import DeviceGeometry
import Dispatch
import Foundation
import LayoutEngine
import RunReporting
import SafeAreaAudit
import SafeAreaSupport
import SnapshotRunner

/// Renders screens across a matrix with a progress line, then prints what was written and, with
/// `--report`, writes the run's report.
struct MatrixRun {
    let documents: [ScreenDocument]
    let files: [String]
    let setup: MatrixSetup
    let report: ReportOptions
    let outputDirectory: URL

    func run() async throws {
        let (jobs, skippedPlacements) = try setup.jobs(for: documents)
        let recorder = report.recorder(audit: setup.auditSettings.configuration, documents: documents, files: files)
        let renderer = MatrixRenderer(outputDirectory: outputDirectory, settings: setup.renderSettings)
        let output = setup.output
        let progress = output.progress(total: jobs.count)
        let start = DispatchTime.now()
        let result = try await renderer.run(jobs, recorder: recorder) { progress.update($0) }
        let images = result.images
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        progress.finish()
        let bytes = images.reduce(0) { $0 + $1.byteCount }
        let screens = Set(jobs.map(\.document.name))
        let shape =
            setup.shard.map {
                "shard \($0) of the matrix, \(screens.count) screen\(screens.count == 1 ? "" : "s")"
            }
            ?? "\(Wording.count(screens.count, "screen")) × "
            + Placement.ID.matrixDescription(
                placements: images.count / max(1, screens.count), variants: Set(jobs.map(\.placement.variant)).count)
        for image in images { try output.wrote(image.file.path) }
        try output.summary(
            "Rendered \(Wording.count(images.count, "image")) (\(shape)) in "
                + "\(String(format: "%.2f", seconds)) s, \(String(format: "%.1f", Double(images.count) / seconds)) images/s, "
                + "\(bytes / 1_000_000) MB; \(result.distinctDrawings) distinct drawings, as devices with equal geometry share one."
        )
        let skipped = setup.unsupportedPairs
        if skipped > 0 {
            try output.summary(
                "Skipped \(Wording.count(skipped, "unsupported device-orientation pair")) (Face ID iPhones do not rotate upside down)."
            )
        }
        let assumptions = setup.conditions.assumptions(on: setup.devices)
        for line in SkippedPlacements.summary(of: skippedPlacements) + assumptions { try output.summary(line) }
        for document in documents where screens.contains(document.name) {
            try output.summary("  \(outputDirectory.appendingPathComponent(document.name).path)/")
        }
        try report.write(
            RunReport(
                tool: ToolIdentity.running("render"), shard: setup.shard,
                entries: result.entries, skipped: skippedPlacements, assumptions: assumptions))
    }
}
