import ArgumentParser
import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import RunReporting
import SafeAreaAudit
import SafeAreaSupport
import SnapshotRunner

/// `safearea audit`: flags every interactive control that the hardware hides or that leaves the
/// safe area, on every device and orientation.
struct AuditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Flag the controls that the hardware hides or that leave the safe area, on every device and orientation.",
        discussion: """
            Rules: \(AuditRule.allCases.map { "\($0.rawValue) (\($0.defaultSeverity.rawValue)): \($0.summary)" }.joined(separator: "; ")).
            Exits 1 when a finding not in the baseline is at least --fail-on, else 0.
            """)

    /// The report formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, junit
    }

    @Argument(help: "Screen files, resolved screens or specs, in JSON or YAML.", completion: .file(extensions: ["json", "yaml", "yml"]))
    var files: [String]

    @OptionGroup var matrix: MatrixOptions

    @OptionGroup var runReport: ReportOptions

    @Option(help: "The report's format: text, json, sarif or junit.")
    var format: Format = .text

    @Option(name: .customLong("fail-on"), help: "The least severity that fails: warning or error.")
    var failOn: Severity = .error

    @Option(help: "Findings recorded in this baseline file do not fail. Default: the settings file's baseline.",
            completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record every current finding in this baseline file, and exit 0.",
            completion: .file(extensions: ["json"]))
    var writeBaseline: String?

    @Option(name: .customLong("images"), help: "Draw each screen that has findings, with them marked, into this folder.",
            completion: .directory)
    var imagesDirectory: String?

    @Option(name: .customLong("output"), help: "Write the report to this file instead of standard output.", completion: .file())
    var outputPath: String?

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one screen file") }
    }

    func run() async throws {
        let documents = try files.map { path in
            try ScreenFile.read(contentsOf: URL(fileURLWithPath: path), displayPath: path)
        }
        let settings = try matrix.auditSettings()
        let jobs = try matrix.jobs(for: documents)
        guard !jobs.isEmpty else { throw ValidationError("no device supports the orientations asked for") }
        let baselineURL = baseline.map { URL(fileURLWithPath: $0) } ?? settings.baseline
        let knownFindings = try writeBaseline == nil ? baselineURL.map { url throws(ImportError) in
            try Baseline(contentsOf: url, displayPath: baseline)
        } : nil
        let report = audit(jobs, documents: documents, configuration: settings.configuration, baseline: knownFindings)
        if let writeBaseline {
            try AtomicFile.write(Array(try Baseline(recording: report).encoded()), to: URL(fileURLWithPath: writeBaseline))
            print("Recorded \(report.groups.count) finding\(report.groups.count == 1 ? "" : "s") in \(writeBaseline).")
            return
        }
        try emit(report)
        if let imagesDirectory { try await drawImages(of: report, jobs: jobs, into: imagesDirectory) }
        if let recorder = runReport.recorder(audit: settings.configuration, baseline: knownFindings, documents: documents,
                                             files: files) {
            var renderSettings = try matrix.settings()
            renderSettings.audit = settings.configuration
            let entries = try await MatrixRenderer(outputDirectory: recorder.folder.url, settings: renderSettings)
                .record(jobs, with: recorder)
            try runReport.write(RunReport(tool: "safearea \(SafeArea.configuration.version) audit", failOn: failOn,
                                          shard: try matrix.selectedShard(), entries: entries),
                                annotationsToStandardError: outputPath == nil && format != .text)
        }
        if report.fails(at: failOn) { throw ExitCode(1) }
    }

    /// Audits each screen on the placements its jobs cover, which is every placement unless the
    /// matrix is sharded.
    private func audit(_ jobs: [RenderJob], documents: [ScreenDocument], configuration: AuditConfiguration,
                       baseline: Baseline?) -> AuditReport {
        var placements: [Placement.ID] = [], seen: Set<Placement.ID> = []
        let findings = documents.flatMap { document in
            let mine = jobs.filter { $0.document.name == document.name }.map(\.placement)
            for placement in mine where seen.insert(placement.id).inserted {
                placements.append(placement.id)
            }
            return mine.isEmpty ? [] : MatrixAudit.run([document], on: mine, systemVersion: matrix.systemVersion,
                                                       configuration: configuration).findings
        }
        let screens = documents.filter { document in jobs.contains { $0.document.name == document.name } }.map(\.name)
        return AuditReport(findings: findings, screens: screens, placements: placements, baseline: baseline)
    }

    private func emit(_ report: AuditReport) throws {
        let text: String = switch format {
        case .text: report.text(colored: outputPath == nil && isatty(STDOUT_FILENO) != 0)
        case .json: try report.json()
        case .sarif: try report.sarif(toolVersion: SafeArea.configuration.version)
        case .junit: report.junit(failOn: failOn)
        }
        if let outputPath {
            try AtomicFile.write(Array(text.utf8), to: URL(fileURLWithPath: outputPath))
        } else {
            print(text, terminator: "")
        }
    }

    /// Renders the screens and placements that have findings, with the findings drawn.
    private func drawImages(of report: AuditReport, jobs: [RenderJob], into directory: String) async throws {
        let flagged = Set(report.findings.map { "\($0.screen)/\($0.placement)" })
        let jobs = jobs.filter { flagged.contains("\($0.document.name)/\($0.placement)") }
        var settings = try matrix.settings()
        settings.audit = try matrix.auditSettings().configuration
        let result = try await MatrixRenderer(outputDirectory: URL(fileURLWithPath: directory), settings: settings).run(jobs)
        FileHandle.standardError.write(Data("Drew \(result.images.count) images with findings into \(directory)/\n".utf8))
    }
}

extension Severity: ExpressibleByArgument {}
