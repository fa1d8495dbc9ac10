import Foundation
import RunReporting
import SafeAreaSupport
import SnapshotRunner
import Synchronization

/// The run report that snapshot assertions keep, in `<artifacts>/report/`: every checked image
/// with its reference, diff and findings, for `safearea gallery` and `safearea merge-reports`.
///
/// Test processes of one `swift test` (XCTest and Swift Testing run in separate processes, and
/// `--parallel` adds workers) share a parent. Each assertion appends its entry to its process's
/// part, `parts/<parent>-<process>.jsonl`, and when the process exits it writes `report.json`,
/// `junit.xml` and `findings.sarif` from every part of its run, so the last process to finish
/// leaves the whole run. Parts of earlier runs are removed when a process first writes.
/// `SAFEAREA_REPORT=0` turns the report off.
enum TestRunReport {
    /// What this process has written to: each report folder with its reference store's root.
    private static let folders = Mutex<[String: (folder: RunReportFolder, referenceRoot: String)]>([:])

    /// Whether assertions keep the report: unless `SAFEAREA_REPORT` is `0`.
    static var isEnabled: Bool { ProcessInfo.processInfo.environment["SAFEAREA_REPORT"] != "0" }

    /// The prefix of this run's parts: the parent process's id.
    static let run = "\(getppid())-"

    /// The report's entry for the check of `rendered` against its reference in `<suite>/<test>`,
    /// its images written under `store`'s artifacts; nil when the report is off or cannot be
    /// written, which is said on standard error.
    static func entry(
        for rendered: RenderedScreen, check: ReferenceStore.Check, store: ReferenceStore, suite: String,
        test: String, milliseconds: Double
    ) -> RunReport.Entry? {
        guard isEnabled else { return nil }
        let recorder = RunReportRecorder(folder: folder(of: store))
        // A failure has already written the actual image: its bytes are the report's too.
        let actual = check.failureImage("actual").flatMap { try? Data(contentsOf: $0) }.map { [UInt8]($0) }
        do {
            return try recorder.entry(
                for: rendered, images: recorder.encodeImages(of: rendered, actual: actual), screen: "\(suite)/\(test)",
                check: check,
                reference: store.url(suite: suite, test: test, name: rendered.screen.placement.description),
                milliseconds: milliseconds)
        } catch {
            complain("cannot add to the run report in \(recorder.folder.url.path): \(error)")
            return nil
        }
    }

    /// Adds `entries`, in their order, to this process's part of the report under `store`'s artifacts.
    static func append(_ entries: [RunReport.Entry], store: ReferenceStore) {
        guard !entries.isEmpty else { return }
        let folder = folder(of: store)
        do {
            try folders.withLock { folders in
                if folders.updateValue((folder, store.root.standardizedFileURL.path), forKey: folder.url.path) == nil {
                    folder.removeParts(notStartingWith: run)
                    if folders.count == 1 { atexit { TestRunReport.writeReports() } }
                }
                for entry in entries {
                    try folder.append(entry, toPart: "\(run)\(ProcessInfo.processInfo.processIdentifier)")
                }
            }
        } catch {
            complain("cannot add to the run report in \(folder.url.path): \(error)")
        }
    }

    private static func folder(of store: ReferenceStore) -> RunReportFolder {
        RunReportFolder(url: store.artifacts.appendingPathComponent("report"))
    }

    private static func complain(_ message: String) {
        FileHandle.standardError.write(Data("safearea: \(message)\n".utf8))
    }

    /// Writes `report.json` and its CI formats in every folder this process added to, from all
    /// the parts of this run.
    static func writeReports() {
        for (folder, referenceRoot) in folders.withLock({ Array($0.values) }) {
            let report = RunReport(
                tool: ToolIdentity.running("assertions"), referenceRoot: referenceRoot,
                entries: folder.entriesOfParts(startingWith: run))
            do {
                try folder.write(report)
            } catch {
                complain("cannot write the run report: \(error)")
            }
        }
    }
}
