import ArgumentParser
import Foundation
import LayoutImport
import RunReporting
import SafeAreaAudit
import SafeAreaSupport
import SnapshotDiff
import SnapshotRunner

/// `safearea verify`: checks screen files against recorded references, as the assertions do.
struct VerifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration.subcommand(
        "verify",
        abstract: "Check screen files on devices against the references recorded under a folder.",
        discussion: """
            References are ROOT/<screen>/<device-id>.<orientation>.png. Exits 0 when every image matches its reference, \
            1 when one differs, is missing, or was recorded (run again to check what was written), 2 on bad input.
            """,
        examples: [
            "safearea verify Screens/*.yaml --root Snapshots", "safearea verify Screens/*.yaml --record missing --report review",
        ])

    @OptionGroup var inputs: ScreenInputs

    @OptionGroup var matrix: MatrixOptions

    @Option(name: .customLong("root"), help: "The reference folder.", completion: .directory)
    var root: String = "Snapshots"

    @Option(
        help: "The record mode: all, missing, failed or never. Default: $SAFEAREA_RECORD, else never on CI and missing elsewhere."
    )
    var record: RecordMode?

    @Option(help: "pixelmatch's threshold, 0...1.")
    var threshold: Double = 0.1

    @OptionGroup var report: ReportOptions

    func run() async throws {
        let setup = try matrix.setup()
        try await setup.withFontFiles { try await verify(with: setup, mode: record) }
    }

    /// Checks the inputs across the matrix against the references, recording as `mode` says.
    private func verify(with setup: MatrixSetup, mode: RecordMode?) async throws {
        let (documents, files) = try inputs.load(placingCapturesBy: setup)
        let store = ReferenceStore(root: URL(fileURLWithPath: root))
        var settings = setup.renderSettings
        settings.audit = nil
        let renderer = MatrixRenderer(outputDirectory: store.artifacts, settings: settings)
        let (jobs, skipped) = try setup.jobs(for: documents)
        let resolved = RecordMode.resolved(argument: mode)
        let recorder = report.recorder(audit: setup.auditSettings.configuration, documents: documents, files: files)
        let progress = setup.output.progress(total: jobs.count)
        var failures = 0, recorded = 0, rewritten = 0
        // What to print once the progress line is done: the checks that did not match, in job order.
        var lines: [String] = []
        var entries: [RunReport.Entry] = []
        try await renderer.verify(
            jobs, against: store, mode: resolved,
            options: DiffOptions(metric: .pixelmatch(threshold: threshold)),
            recorder: recorder, progress: { progress.update($0) }
        ) { window in
            for result in window {
                switch result.check {
                case .matched:
                    break
                case .recorded:
                    recorded += 1
                    lines.append(
                        "recorded \(store.url(suite: result.job.document.name, test: "", name: result.job.placement.description).path)"
                    )
                case .rewritten(let message, _, _):
                    rewritten += 1
                    lines.append("rewrote: \(message)")
                case .failed(let message, _, _):
                    failures += 1
                    lines.append(message)
                }
            }
            entries += window.compactMap(\.entry)
        }
        progress.finish()
        for line in lines { try StandardOutput.line(line) }
        try report.write(
            RunReport(
                tool: ToolIdentity.running("verify"),
                referenceRoot: store.root.standardizedFileURL.path, shard: setup.shard,
                entries: entries, skipped: skipped, assumptions: setup.conditions.assumptions(on: setup.devices)))
        try setup.output.summary(
            "\(Wording.count(jobs.count, "image")): \(jobs.count - failures - recorded - rewritten) matched, "
                + "\(recorded) recorded, \(rewritten) rewritten, \(failures) failed."
                + (recorded + rewritten > 0 ? " Run again to check the references written." : ""))
        for line in SkippedPlacements.summary(of: skipped) + setup.conditions.assumptions(on: setup.devices) {
            try setup.output.summary(line)
        }
        if failures + recorded + rewritten > 0 { throw ExitCode(1) }
    }
}
