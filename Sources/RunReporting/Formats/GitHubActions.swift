import Foundation
import SafeAreaSupport

/// Tells GitHub Actions about a run, when the run is on GitHub Actions: annotations on standard
/// output when `GITHUB_ACTIONS` is `true`, and the Markdown summary appended to the file that
/// `GITHUB_STEP_SUMMARY` names.
package enum GitHubActions {
    /// Publishes `report` as `environment` asks, printing annotations with `print` unless
    /// `annotates` is false (a joined report, whose shards annotated already).
    package static func publish(
        _ report: RunReport, annotates: Bool = true,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        print: (String) throws -> Void = { Swift.print($0) }
    ) throws {
        if annotates, environment["GITHUB_ACTIONS"] == "true" {
            for line in report.annotations() { try print(line) }
        }
        guard let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        let summary = Data(report.markdownSummary().utf8)
        do {
            if let handle = FileHandle(forWritingAtPath: path) {
                defer { try? handle.close() }
                _ = try handle.seekToEnd()
                try handle.write(contentsOf: summary)
            } else {
                try summary.write(to: URL(fileURLWithPath: path))
            }
        } catch {
            throw FileError(
                file: path, problem: "cannot append the step summary (\(FileErrorReason.describe(error)))", kind: .unwritable)
        }
    }
}
