import Foundation
import RunReporting
import SnapshotRunner
import Synchronization

/// The run report that snapshot assertions keep as they go, in `<artifacts>/report/`: every
/// checked image with its reference, diff and findings, for `safearea gallery` and
/// `safearea merge-reports`.
///
/// Test processes of one `swift test` (XCTest and Swift Testing run in separate processes, and
/// `--parallel` adds workers) share a parent. Each process keeps its entries in
/// `parts/<parent>-<process>.json`, and rewrites `report.json` from the parts of its run after each
/// assertion; parts of earlier runs are removed when a process first writes. `SAFEAREA_REPORT=0`
/// turns the report off.
enum TestRunReport {
    /// The entries this process recorded, by key, in order.
    private static let entries = Mutex<(order: [String], byKey: [String: RunReport.Entry], cleaned: Set<String>)>(([], [:], []))

    /// Whether assertions keep the report: unless `SAFEAREA_REPORT` is `0`.
    static var isEnabled: Bool { ProcessInfo.processInfo.environment["SAFEAREA_REPORT"] != "0" }

    /// Records the check of `rendered` as `<suite>/<test>` in the report under `store`'s artifacts.
    static func record(_ rendered: RenderedScreen, check: ReferenceStore.Check, store: ReferenceStore, location: AssertionLocation,
                       milliseconds: Double) {
        guard isEnabled else { return }
        let folder = RunReportFolder(url: store.artifacts.appendingPathComponent("report"))
        let recorder = RunReportRecorder(folder: folder)
        let name = "\(rendered.device.id).\(rendered.orientation.rawValue)"
        do {
            let entry = try recorder.entry(
                for: rendered, images: recorder.encodeImages(of: rendered), screen: "\(location.suite)/\(location.test)",
                check: check, reference: store.url(suite: location.suite, test: location.test, name: name),
                milliseconds: milliseconds)
            try entries.withLock { state in
                let run = "\(getppid())-", parts = folder.url.appendingPathComponent("parts")
                if state.cleaned.insert(folder.url.path).inserted { removeParts(in: parts, except: run) }
                if state.byKey.updateValue(entry, forKey: entry.key) == nil { state.order.append(entry.key) }
                let mine = RunReport(tool: "safearea assertions", referenceRoot: store.root.standardizedFileURL.path,
                                     entries: state.order.compactMap { state.byKey[$0] })
                try AtomicFile.write(Array(mine.encoded()),
                                     to: parts.appendingPathComponent("\(run)\(ProcessInfo.processInfo.processIdentifier).json"))
                try folder.write(joined(parts: parts, run: run, fallback: mine), toolVersion: "assertions")
            }
        } catch {
            FileHandle.standardError.write(Data("safearea: cannot update the run report in \(folder.url.path): \(error)\n".utf8))
        }
    }

    /// The parts of this run joined, later entries replacing earlier ones of the same key.
    private static func joined(parts: URL, run: String, fallback: RunReport) -> RunReport {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: parts.path)) ?? [])
            .filter { $0.hasPrefix(run) && $0.hasSuffix(".json") }.sorted()
        var order: [String] = [], byKey: [String: RunReport.Entry] = [:]
        for name in names {
            guard let data = try? Data(contentsOf: parts.appendingPathComponent(name)),
                  let part = try? RunReport(decoding: data) else { continue }
            for entry in part.entries where byKey.updateValue(entry, forKey: entry.key) == nil { order.append(entry.key) }
        }
        var report = fallback
        report.entries = order.compactMap { byKey[$0] }
        return report
    }

    private static func removeParts(in parts: URL, except run: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parts.path)) ?? [] where !name.hasPrefix(run) {
            try? FileManager.default.removeItem(at: parts.appendingPathComponent(name))
        }
    }
}
