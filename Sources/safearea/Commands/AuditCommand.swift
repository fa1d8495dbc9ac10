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
    static let configuration = CommandConfiguration.subcommand(
        "audit",
        abstract: "Flag the controls that the hardware hides or that leave the safe area, on every device and orientation.",
        discussion: """
            Rules: \(AuditRule.allCases.map { "\($0.rawValue) (\($0.defaultSeverity.rawValue)): \($0.summary)" }.joined(separator: "; ")).
            Exits 1 when a finding not in the baseline is at least --fail-on, else 0.
            """,
        examples: [
            "safearea audit Screens/*.yaml --devices phones",
            "safearea audit Main.storyboard --format sarif --output findings.sarif",
            "safearea audit Screens/*.json --write-baseline .safearea-baseline.json",
        ])

    /// The report formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, junit
    }

    @OptionGroup var inputs: ScreenInputs

    @OptionGroup var matrix: MatrixOptions

    @OptionGroup var runReport: ReportOptions

    @Option(help: "The report's format: text, json, sarif or junit.")
    var format: Format = .text

    @Option(name: .customLong("fail-on"), help: "The least severity that fails: warning or error.")
    var failOn: Severity = .error

    @Option(
        help: "Findings recorded in this baseline file do not fail. Default: the settings file's baseline.",
        completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"), help: "Record every current finding in this baseline file, and exit 0.",
        completion: .file(extensions: ["json"]))
    var writeBaseline: String?

    @Option(
        name: .customLong("images"), help: "Draw each screen that has findings, with them marked, into this folder.",
        completion: .directory)
    var imagesDirectory: String?

    @Option(name: .customLong("output"), help: "Write the report to this file instead of standard output.", completion: .file())
    var outputPath: String?

    func run() async throws {
        let setup = try matrix.setup()
        try await setup.withFontFiles { try await audit(with: setup) }
    }

    /// Audits the inputs across the matrix, and prints, writes and draws what was asked for.
    private func audit(with setup: MatrixSetup) async throws {
        let (documents, files) = try inputs.load(placingCapturesBy: setup)
        let settings = setup.auditSettings
        let (jobs, skipped) = try setup.jobs(for: documents)
        guard !jobs.isEmpty || !skipped.isEmpty else { throw ValidationError("no device supports the orientations asked for") }
        let knownFindings = try writeBaseline == nil ? readBaseline(named: settings) : nil
        let sources = Dictionary(zip(documents.map(\.name), files), uniquingKeysWith: { first, _ in first })
        let entries: [RunReport.Entry]
        // Screens with findings, to draw into --images: the report's images, or the audits themselves.
        var flagged: (report: RunReportFolder?, jobs: [RenderJob], audits: [ScreenAudit]) = (nil, [], [])
        // A run that records a baseline draws nothing.
        if writeBaseline == nil,
            let recorder = runReport.recorder(
                audit: settings.configuration, baseline: knownFindings,
                documents: documents, files: files)
        {
            var renderSettings = setup.renderSettings
            renderSettings.audit = settings.configuration
            entries = try await MatrixRenderer(outputDirectory: recorder.folder.url, settings: renderSettings)
                .record(jobs, with: recorder)
            flagged.report = recorder.folder
        } else {
            let audit = MatrixAudit(configuration: settings.configuration, conditions: setup.conditions)
            // The audits are kept only to draw the flagged ones into --images.
            let keep: ((RenderJob, ScreenAudit) -> Void)? =
                imagesDirectory == nil
                ? nil
                : { job, audit in
                    guard !audit.findings.isEmpty else { return }
                    flagged.jobs.append(job)
                    flagged.audits.append(audit)
                }
            entries = audit.entries(for: jobs, baseline: knownFindings, sources: sources, each: keep)
        }
        let report = RunReport(
            tool: ToolIdentity.running("audit"), failOn: failOn, shard: setup.shard,
            entries: entries, skipped: skipped, assumptions: setup.conditions.assumptions(on: setup.devices))
        if let writeBaseline {
            let findings = report.auditReport
            try AtomicFile.write(Array(try Baseline(recording: findings).encoded()), to: URL(fileURLWithPath: writeBaseline))
            try StandardOutput.line("Recorded \(Wording.count(findings.groups.count, "finding")) in \(writeBaseline).")
            return
        }
        try emit(report)
        if let imagesDirectory { try await drawImages(flagged, of: report, setup: setup, into: imagesDirectory) }
        try runReport.write(report, annotationsToStandardError: outputPath == nil && format != .text)
        if report.entries.contains(where: report.fails) { throw ExitCode(1) }
    }
}

extension Severity: ExpressibleByArgument {}
