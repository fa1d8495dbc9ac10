import ArgumentParser
import Foundation
import Rasterizer
import RunReporting
import SnapshotRunner

/// `safearea snapshots`: looks after the reference store.
struct SnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots",
        abstract: "Look after the reference PNGs that snapshot tests record.",
        subcommands: [PruneCommand.self, AcceptCommand.self])
}

/// `safearea snapshots prune`: removes references that the last test run did not touch.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "Remove the references that the last test run did not check.",
        discussion: """
            Test runs list the references they check in manifests under the artifacts folder. Clear that folder \
            before the run whose references should be kept (rm -rf .build/safearea-artifacts), run the tests, then prune.
            """)

    @Option(help: "The reference store.", completion: .directory)
    var root: String = "Snapshots"

    @Option(help: "The artifacts folder the test run wrote. Default: $SAFEAREA_ARTIFACTS or .build/safearea-artifacts.",
            completion: .directory)
    var artifacts: String?

    @Flag(name: .customLong("dry-run"), help: "List the references that would be removed, and remove nothing.")
    var dryRun = false

    func run() throws {
        let store = ReferenceStore(root: URL(fileURLWithPath: root), artifacts: artifacts.map(URL.init(fileURLWithPath:)))
        let touched = RunManifest.touchedReferences(in: store.artifacts)
        guard !touched.isEmpty else {
            throw ValidationError("no run manifest under \(RunManifest.folder(in: store.artifacts).path): run the tests first")
        }
        let base = store.root.standardizedFileURL.path
        let all = (FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".png") }.sorted()
        let orphans = all.filter { !touched.contains(store.root.appendingPathComponent($0).standardizedFileURL.path) }
        for orphan in orphans {
            print("\(dryRun ? "would remove" : "removed") \(root)/\(orphan)")
            if !dryRun { try FileManager.default.removeItem(at: store.root.appendingPathComponent(orphan)) }
        }
        print("\(orphans.count) of \(all.count) references \(dryRun ? "would be" : "were") removed.")
    }
}

/// `safearea snapshots accept`: makes the images a run drew the new references.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Make the images of a run report the references, for the entries named.")

    @Argument(help: "The report.json of the run, or its folder.", completion: .file(extensions: ["json"]))
    var report: String

    @Argument(help: "Entries as screen/device-id.orientation, as the gallery shows them; none accepts every failure.")
    var entries: [String] = []

    func run() throws {
        let folder = RunReportFolder(locating: URL(fileURLWithPath: report))
        let runReport = try folder.read()
        guard let root = runReport.referenceRoot else { throw ValidationError("\(report) names no reference store") }
        let store = ReferenceStore(root: URL(fileURLWithPath: root))
        let keyed = Dictionary(runReport.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let chosen = entries.isEmpty ? runReport.entries.filter { $0.status == .failed }.map(\.key) : entries
        for key in chosen {
            guard let entry = keyed[key], let actual = entry.images.actual else {
                throw ValidationError("\(report) has no entry \(key)")
            }
            let image = try PNG.decode(Array(Data(contentsOf: folder.url.appendingPathComponent(actual))))
            _ = store.check(image, suite: entry.screen, test: "", name: entry.placement.description, mode: .all)
            print("accepted \(key)")
        }
    }
}
