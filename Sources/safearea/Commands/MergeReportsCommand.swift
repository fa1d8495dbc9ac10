import ArgumentParser
import Foundation
import RunReporting
import SafeAreaSupport

/// `safearea merge-reports`: joins the reports of a sharded run into one report and one gallery.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration.subcommand(
        "merge-reports",
        abstract: "Join run reports, such as the shards of a CI matrix, into one report, its CI formats and one gallery.",
        discussion: """
            Writes OUT/report.json, OUT/junit.xml, OUT/findings.sarif, the images and OUT/index.html. Shards are joined \
            in shard order, so the result equals the report of one run over the whole matrix. With GITHUB_STEP_SUMMARY \
            set it appends the joined run's summary (the shards' runs printed the annotations). Exits 1 when the joined \
            run has a failure, as the run would have.
            """,
        examples: ["safearea merge-reports shard-1 shard-2 shard-3 shard-4 --out review"])

    @Argument(help: "Report folders, or their report.json files.", completion: .file())
    var reports: [String]

    @Option(name: .customLong("out"), help: "The folder of the joined report and gallery.", completion: .directory)
    var output: String

    @Flag(name: .customLong("allow-missing-shards"), help: "Join the shards given even when some of the split are missing.")
    var allowsMissingShards = false

    func validate() throws {
        if reports.isEmpty { throw ValidationError("give at least one report") }
    }

    func run() throws {
        let sources = reports.map { RunReportFolder(locating: URL(fileURLWithPath: $0)) }
        let merged = try RunReportFolder(url: URL(fileURLWithPath: output))
            .join(sources, allowingMissingShards: allowsMissingShards)
        // The shards' runs annotated their own entries; the joined run adds the summary only.
        try GitHubActions.publish(merged, annotates: false)
        let failures = merged.entries.filter(merged.fails).count
        try StandardOutput.line(
            "Joined \(Wording.count(sources.count, "report")) of \(Wording.count(merged.entries.count, "image")), "
                + "\(failures) failing: \(output)/report.json, \(output)/index.html")
        if failures > 0 { throw ExitCode(1) }
    }
}
