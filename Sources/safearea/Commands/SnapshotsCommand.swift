import ArgumentParser
import Foundation
import RunReporting
import SafeAreaSupport
import SnapshotRunner

/// `safearea snapshots`: looks after the reference store.
struct SnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration.subcommand(
        "snapshots",
        abstract: "Look after the reference PNGs that snapshot tests record.",
        examples: ["safearea snapshots prune --dry-run", "safearea snapshots accept review login/iphone-16.portrait"],
        subcommands: [PruneCommand.self, AcceptCommand.self])
}

/// `safearea snapshots prune`: removes references that the last test run did not touch.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration.subcommand(
        "prune",
        abstract: "Remove the references that the last test run did not check.",
        discussion: """
            Test runs list the references they check in manifests under the artifacts folder. Clear that folder \
            before the run whose references should be kept (rm -rf .build/safearea-artifacts), run the tests, then prune.
            """,
        examples: ["rm -rf .build/safearea-artifacts && swift test && safearea snapshots prune"])

    @Option(help: "The reference store.", completion: .directory)
    var root: String = "Snapshots"

    @Option(
        help: "The artifacts folder the test run wrote. Default: $SAFEAREA_ARTIFACTS or .build/safearea-artifacts.",
        completion: .directory)
    var artifacts: String?

    @Flag(name: .customLong("dry-run"), help: "List the references that would be removed, and remove nothing.")
    var dryRun = false

    func run() throws {
        let store = ReferenceStore(root: URL(fileURLWithPath: root), artifacts: artifacts.map(URL.init(fileURLWithPath:)))
        let unused = try store.unusedReferences()
        for path in unused {
            if !dryRun { try store.remove(path) }
            try StandardOutput.line("\(dryRun ? "would remove" : "removed") \(root)/\(path)")
        }
        try StandardOutput.line("\(Wording.count(unused.count, "unused reference")) \(dryRun ? "would be" : "were") removed.")
    }
}

/// `safearea snapshots accept`: makes the images a run drew the new references.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration.subcommand(
        "accept",
        abstract: "Make the images of a run report the references, for the entries named.",
        discussion: """
            The references go into the store --root names, never into the one the report names: a report may come \
            from another machine or a pull request's artifacts, and must not choose where files are written.
            """,
        examples: [
            "safearea snapshots accept review", "safearea snapshots accept review login/iphone-16.portrait --root Snapshots",
        ])

    @Argument(help: "The report.json of the run, or its folder.", completion: .file(extensions: ["json"]))
    var report: String

    @Argument(help: "Entries as screen/device-id.orientation, as the gallery shows them; none accepts every failure.")
    var entries: [String] = []

    @Option(help: "The reference store the images become references in.", completion: .directory)
    var root: String = "Snapshots"

    func run() throws {
        let folder = RunReportFolder(locating: URL(fileURLWithPath: report))
        let runReport = try folder.read()
        let store = ReferenceStore(root: URL(fileURLWithPath: root))
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError(
                "there is no reference store at \(root): name the one to accept into with --root"
                    + (runReport.referenceRoot.map { " (the run checked \($0))" } ?? ""))
        }
        if let checked = runReport.referenceRoot, checked != store.root.standardizedFileURL.path {
            StandardError.write(
                "note: the run checked the store at \(checked); the references go to \(root), as --root says\n")
        }
        let chosen = try runReport.entries(named: entries)
        var failures = 0
        for entry in chosen {
            do {
                try StandardOutput.line(
                    "accepted \(TerminalText.escaped(entry.key)): \(try store.accept(entry, from: folder).path)")
            } catch {
                failures += 1
                StandardError.write("not accepted \(TerminalText.escaped(entry.key)): \(error)\n")
            }
        }
        if failures > 0 { throw FileError(file: root, problem: "\(failures) of \(chosen.count) not accepted") }
    }
}
