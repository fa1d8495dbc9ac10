// Audits every example screen (Examples/*.json and *.yaml) on every device in every orientation it
// supports, as `safearea audit Examples/*` does, and prints the median of `--runs` runs (default 5)
// of the audit alone, files already read. The audit issue's budget is half a second.
//
//     swift run -c release audit-matrix [--runs N]
import BenchmarkSupport
import Foundation
import SafeAreaKit
import SafeAreaRendering

let runs = Stopwatch.option("--runs", default: 5)
let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
let documents = try FileManager.default.contentsOfDirectory(atPath: examples.path)
    .filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.sorted()
    .map { try ScreenFile.read(contentsOf: examples.appendingPathComponent($0)) }
let placements = DeviceCatalog.standard.devices.placements()
var report: AuditReport?
let seconds = Stopwatch.median(runs: runs) {
    report = MatrixAudit.run(documents, on: placements)
}
print("\(documents.count) screens × \(placements.count) device-orientations: \(report?.findings.count ?? 0) findings")
print(String(format: "audit, one core: %.3f s (%.2f× the 0.5 s budget); median of %d runs", seconds, seconds / 0.5, runs))
