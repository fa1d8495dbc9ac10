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
        var run = RunReport(
            tool: ToolIdentity.running("audit"), failOn: failOn, shard: setup.shard,
            entries: [], skipped: skipped, assumptions: setup.conditions.assumptions(on: setup.devices))
        // A run that records a baseline draws nothing.
        if writeBaseline == nil,
            let recorder = runReport.recorder(
                audit: settings.configuration, baseline: knownFindings,
                documents: documents, files: files)
        {
            var renderSettings = setup.renderSettings
            renderSettings.audit = settings.configuration
            run.entries = try await MatrixRenderer(outputDirectory: recorder.folder.url, settings: renderSettings)
                .record(jobs, with: recorder)
            let fails = try await writeReport(of: run) { writer in try writer.append(screensOf: run.entries) }
            if let imagesDirectory { try copyImages(of: run, from: recorder.folder, into: imagesDirectory) }
            try runReport.write(run, annotationsToStandardError: outputPath == nil && format != .text)
            if fails { throw ExitCode(1) }
            return
        }
        let audit = MatrixAudit(configuration: settings.configuration, conditions: setup.conditions)
        let sources = Dictionary(zip(documents.map(\.name), files), uniquingKeysWith: { first, _ in first })
        if let writeBaseline {
            var baseline = Baseline()
            await audit.audit(jobs, sources: sources) { screens in
                for screen in screens { baseline.record(RunReport.auditReport(ofScreen: screen.entries)) }
            }
            try AtomicFile.write(Array(try baseline.encoded()), to: URL(fileURLWithPath: writeBaseline))
            try StandardOutput.line("Recorded \(Wording.count(baseline.entries.count, "finding")) in \(writeBaseline).")
            return
        }
        var images = imagesDirectory.map { ImagesWithFindings(folder: $0, setup: setup) }
        let fails = try await writeReport(of: run) { writer in
            try await audit.audit(jobs, baseline: knownFindings, sources: sources, keepingAudits: images != nil) { screens in
                for screen in screens { try writer.append(screen: screen.entries) }
                try await images?.draw(screens)
            }
        }
        images?.tell()
        if fails { throw ExitCode(1) }
    }
}

extension Severity: ExpressibleByArgument {}
