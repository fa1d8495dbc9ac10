import ArgumentParser
import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import RunReporting
import SafeAreaAudit
import SafeAreaSupport
import SnapshotRunner

/// The parts of `safearea audit` around the audit: reading the baseline, writing the report in the
/// format asked for, and drawing the screens with findings.
extension AuditCommand {
    /// The baseline that `--baseline` names, else the one the settings name, read.
    func readBaseline(named settings: ProjectSettings) throws -> Baseline? {
        guard let baseline else { return try settings.loadBaseline() }
        return try Baseline(contentsOf: URL(fileURLWithPath: baseline), displayPath: baseline)
    }

    /// Prints the report in `--format`, or writes it to `--output`.
    func emit(_ report: RunReport) throws {
        let colored = format == .text && outputPath == nil && matrix.output.colorsStandardOutput
        let text: String =
            switch format {
            case .text: report.auditReport.text(colored: colored)
            case .json: try report.auditReport.json()
            case .sarif: try report.auditReport.sarif()
            case .junit: report.junit()
            }
        if let outputPath {
            try AtomicFile.write(Array(text.utf8), to: URL(fileURLWithPath: outputPath))
        } else {
            try StandardOutput.write(text, isColored: colored)
        }
    }

    /// The screens and placements that have findings, with the findings drawn, into `directory`:
    /// copied from the run report where one drew them, else drawn from their audits, neither laid
    /// out nor audited again.
    func drawImages(
        _ flagged: (report: RunReportFolder?, jobs: [RenderJob], audits: [ScreenAudit]), of report: RunReport,
        setup: MatrixSetup, into directory: String
    ) async throws {
        let folder = URL(fileURLWithPath: directory)
        var count = 0
        if let reportFolder = flagged.report {
            for entry in report.entries where !entry.findings.isEmpty {
                guard let actual = entry.images.actual else { continue }
                let path = "\(entry.screen)/\(entry.placement).png"
                try AtomicFile.copy(
                    ContainedPath.resolve(actual, under: reportFolder.url, namedIn: reportFolder.reportFile.path),
                    to: folder.appendingPathComponent(path), within: folder)
                count += 1
            }
        } else {
            var settings = setup.renderSettings
            settings.audit = setup.auditSettings.configuration
            count = try await MatrixRenderer(outputDirectory: folder, settings: settings)
                .run(flagged.jobs, audited: flagged.audits).images.count
        }
        StandardError.write("Drew \(count) images with findings into \(directory)/\n")
    }
}
