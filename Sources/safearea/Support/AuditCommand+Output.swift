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

    /// Writes `run`'s report in `--format`, to standard output as `body` gives it its screens, or
    /// whole to `--output` once `body` is done; whether an entry fails the run.
    func writeReport(of run: RunReport, _ body: (inout AuditReportWriter) async throws -> Void) async throws -> Bool {
        let colored = format == .text && outputPath == nil && matrix.output.colorsStandardOutput
        let file = try outputPath.map { path throws(FileError) in try AtomicFile.Stream(to: URL(fileURLWithPath: path)) }
        let writerFormat: AuditReportWriter.Format =
            switch format {
            case .text: .text(colored: colored)
            case .json: .json
            case .sarif: .sarif
            case .junit: .junit
            }
        var writer = try AuditReportWriter(writerFormat, of: run) { text in
            if let file { try file.write(text) } else { try StandardOutput.write(text, isColored: colored) }
        }
        try await body(&writer)
        try writer.finish()
        try file?.commit()
        return writer.fails
    }

    /// Copies the images of `run`'s entries with findings, from its report folder into `directory`.
    func copyImages(of run: RunReport, from reportFolder: RunReportFolder, into directory: String) throws {
        let folder = URL(fileURLWithPath: directory)
        var count = 0
        for entry in run.entries where !entry.findings.isEmpty {
            guard let actual = entry.images.actual else { continue }
            try AtomicFile.copy(
                ContainedPath.resolve(actual, under: reportFolder.url, namedIn: reportFolder.reportFile.path),
                to: folder.appendingPathComponent("\(entry.screen)/\(entry.placement).png"), within: folder)
            count += 1
        }
        ImagesWithFindings.tell(count, directory)
    }
}

/// The screens and placements that have findings, drawn with their findings into `--images` as
/// each window of screens is audited, neither laid out nor audited again.
struct ImagesWithFindings {
    private let folder: String
    private let renderer: MatrixRenderer
    private var count = 0

    /// Images drawn into `folder` with the settings of `setup`.
    init(folder: String, setup: MatrixSetup) {
        var settings = setup.renderSettings
        settings.audit = setup.auditSettings.configuration
        self.folder = folder
        renderer = MatrixRenderer(outputDirectory: URL(fileURLWithPath: folder), settings: settings)
    }

    /// Draws the jobs of `screens` that have findings.
    mutating func draw(_ screens: [MatrixAudit.AuditedScreen]) async throws {
        let flagged = screens.flatMap { screen in zip(screen.jobs, screen.audits).filter { !$0.1.findings.isEmpty } }
        guard !flagged.isEmpty else { return }
        count += try await renderer.run(flagged.map(\.0), audited: flagged.map(\.1)).images.count
    }

    /// Says how many images were drawn.
    func tell() {
        Self.tell(count, folder)
    }

    /// Says that `count` images were drawn into `folder`.
    static func tell(_ count: Int, _ folder: String) {
        StandardError.write("Drew \(count) images with findings into \(folder)/\n")
    }
}
