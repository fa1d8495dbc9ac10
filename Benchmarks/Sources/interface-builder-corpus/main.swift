// Imports every Interface Builder file of the shared corpus (../shared/corpus/A-interface-builder,
// beside the repository) and resolves and audits every scene on every device in every orientation
// it supports, printing the per-phase split (parse, resolve, audit) as medians of `--runs` runs
// (default 3) and a table per file: scenes, views, the most constraints broken on one
// device, and the notes on what was skipped. The issue's budget for the whole is 5 s. `--slowest`
// also prints the eight scenes that take longest to resolve.
//
//     swift run -c release interface-builder-corpus [--runs N] [--corpus PATH] [--slowest]
import BenchmarkSupport
import Foundation
@_spi(Internals) import SafeAreaKit
import SafeAreaRendering

let runs = Stopwatch.option("--runs", default: 3)
let corpus = SharedCorpus.folder("A-interface-builder")
let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
    .filter { ScreenFile.Format(fileName: $0) == .interfaceBuilder }.sorted()
let placements = DeviceCatalog.standard.devices.placements()

var imported: [(file: String, screens: ScreenFileContents)] = []
var resolved: [[ResolvedScreen]] = []
var audits: [[ScreenAudit]] = []
var parse: [Double] = [], resolve: [Double] = [], audit: [Double] = []
for _ in 0..<runs {
    parse.append(
        try Stopwatch.seconds {
            imported = try files.map {
                (
                    $0,
                    try ScreenFile.decodeScreens(
                        Data(contentsOf: corpus.appendingPathComponent($0)), fileName: $0, file: $0, format: .interfaceBuilder)
                )
            }
        })
    let documents = imported.flatMap(\.screens.documents)
    var perScene: [(String, Double)] = []
    resolve.append(
        Stopwatch.seconds {
            resolved = documents.map { document in
                var screens: [ResolvedScreen] = []
                perScene.append(
                    (document.name, Stopwatch.seconds { screens = LayoutResolver.resolve(document, onEach: placements) }))
                return screens
            }
        })
    if CommandLine.arguments.contains("--slowest") {
        for (name, seconds) in perScene.sorted(by: { $0.1 > $1.1 }).prefix(8) {
            print(String(format: "%.3f s  %@", seconds, name))
        }
    }
    audit.append(
        Stopwatch.seconds {
            let matrix = MatrixAudit()
            audits = resolved.map { matrix.audits(of: $0) }
        })
}

print("file | scenes | views | most broken on one device | findings | notes")
print("---|---|---|---|---|---")
var index = 0
for (file, screens) in imported {
    let count = screens.documents.count
    let layouts = resolved[index..<(index + count)]
    let views = layouts.map { $0.first?.layout.allViews.count ?? 0 }.reduce(0, +)
    let broken = layouts.map { $0.map(\.layout.brokenConstraints.count).max() ?? 0 }.reduce(0, +)
    let findings: Int = audits[index..<(index + count)].joined().map { $0.findings.count }.reduce(0, +)
    let notes = Dictionary(grouping: screens.notes, by: \.message).map { "\($0.value.count)× \($0.key)" }.sorted()
    print(
        "\(file) | \(count) | \(views) | \(broken) | \(findings) | \(notes.isEmpty ? "—" : notes.joined(separator: "; "))"
    )
    index += count
}
let total = Stopwatch.median(parse) + Stopwatch.median(resolve) + Stopwatch.median(audit)
print(
    "\n\(files.count) files, \(resolved.count) scenes × \(placements.count) device-orientations, one core, medians of \(runs) runs:"
)
print(
    String(
        format: "parse %.3f s, resolve %.3f s, audit %.3f s: %.2f s in all (%.2f× the 5 s budget)",
        Stopwatch.median(parse), Stopwatch.median(resolve), Stopwatch.median(audit), total, total / 5))
