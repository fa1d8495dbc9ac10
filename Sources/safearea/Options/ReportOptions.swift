import ArgumentParser
import Foundation
import LayoutEngine
import RunReporting
import SafeAreaAudit
import SafeAreaSupport
import SnapshotRunner

/// Where a run writes its report, which `safearea gallery`, `safearea merge-reports` and CI read.
struct ReportOptions: ParsableArguments {
    @Option(
        name: .customLong("report"),
        help: ArgumentHelp(
            "Write report.json, junit.xml, findings.sarif and every image into this folder.",
            discussion: """
                With GITHUB_ACTIONS=true the run also prints annotations, and with GITHUB_STEP_SUMMARY set it appends a \
                Markdown summary to that file.
                """), completion: .directory)
    var path: String?

    /// A recorder for the run's entries, or nil without `--report`.
    func recorder(
        audit: AuditConfiguration, baseline: Baseline? = nil, documents: [ScreenDocument],
        files: [String]
    ) -> RunReportRecorder? {
        path.map { path in
            RunReportRecorder(
                folder: RunReportFolder(url: URL(fileURLWithPath: path)), audit: audit, baseline: baseline,
                sources: Dictionary(zip(documents.map(\.name), files), uniquingKeysWith: { first, _ in first }))
        }
    }

    /// Writes `report` with its CI formats and tells GitHub Actions about it; annotations go to
    /// standard error when standard output carries another report.
    func write(_ report: RunReport, annotationsToStandardError: Bool = false) throws {
        guard let path else { return }
        try RunReportFolder(url: URL(fileURLWithPath: path)).write(report)
        try GitHubActions.publish(report) { line in
            if annotationsToStandardError {
                StandardError.write(line + "\n")
            } else {
                try StandardOutput.line(line)
            }
        }
        let message =
            "Report of \(Wording.count(report.entries.count, "image")) in \(path)/report.json; "
            + "review it with: safearea gallery \(path) --out SITE\n"
        StandardError.write(message)
    }
}
