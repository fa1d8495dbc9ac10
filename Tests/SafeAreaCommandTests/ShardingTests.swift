import Foundation
import SnapshotTestSupport
import Testing

/// A matrix split the way Bazel splits a test, by its sharding variables, with parts cut by an
/// earlier run's times: `Examples/Bazel/four-shards.sh` runs the recipe's script as four shards and
/// joins them, and the join is the report of one run of the whole matrix.
@Suite("Shards under Bazel and by timings")
struct ShardingTests {
    static let arguments = ["--devices", "iphone-se-3,iphone-16-pro,ipad-air-13-m2", "--scale", "1"]

    @Test func fourBazelShardsCutByTimingsJoinIntoTheWholeRun() throws {
        let folder = try CommandRunner.temporaryFolder()
        let screens = folder.appendingPathComponent("Screens"), store = folder.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
        for name in ["login-form.json", "settings-list.yaml", "player.json", "profile-card.yaml"] {
            try FileManager.default.copyItem(
                at: CommandRunner.packageRoot.appendingPathComponent("Examples/\(name)"), to: screens.appendingPathComponent(name)
            )
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: screens.path).sorted().map {
            screens.appendingPathComponent($0).path
        }
        let verify = ["verify"] + files + ["--root", store.path] + Self.arguments
        _ = try CommandRunner.run(verify + ["--record", "all"])
        let whole = folder.appendingPathComponent("whole")
        #expect(try CommandRunner.run(verify + ["--record", "never", "--report", whole.path]).status == 0)
        // Timings that differ widely from entry to entry, so that cutting by count would not balance.
        let timings = folder.appendingPathComponent("timings")
        var report = try Self.json(whole.appendingPathComponent("report.json"))
        var entries = report["entries"] as! [[String: Any]]
        for index in entries.indices { entries[index]["milliseconds"] = Double((index * 37) % 11 == 0 ? 400 : 10 + index % 7) }
        report["entries"] = entries
        try FileManager.default.createDirectory(at: timings, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: report).write(to: timings.appendingPathComponent("report.json"))

        let out = folder.appendingPathComponent("out")
        let run = try Subprocess.run(
            CommandRunner.packageRoot.appendingPathComponent("Examples/Bazel/four-shards.sh").path,
            [out.path] + Self.arguments, in: folder,
            environment: ProcessInfo.processInfo.environment.merging([
                "SAFEAREA": CommandRunner.executable.path, "SAFEAREA_SCREENS": screens.path, "SAFEAREA_REFERENCES": store.path,
                "SAFEAREA_TIMINGS": timings.appendingPathComponent("report.json").path,
            ]) { _, given in given })
        #expect(run.status == 0, "\(run.output)\(run.errors)")

        func withoutTimes(_ report: [String: Any]) -> NSDictionary {
            var report = report
            report["entries"] = (report["entries"] as! [[String: Any]]).map { entry in
                entry.filter { $0.key != "milliseconds" }
            }
            return report as NSDictionary
        }
        let merged = try Self.json(out.appendingPathComponent("merged/report.json"))
        #expect(withoutTimes(merged) == withoutTimes(try Self.json(whole.appendingPathComponent("report.json"))))

        // Each shard's share of the recorded time is within a tenth of the mean.
        let costs = Dictionary(
            uniqueKeysWithValues: entries.map { (Self.key($0), $0["milliseconds"] as! Double) })
        let shares = try (0..<4).map { index in
            let shard = try Self.json(out.appendingPathComponent("shard-\(index)/report/report.json"))
            return (shard["entries"] as! [[String: Any]]).reduce(0) { $0 + costs[Self.key($1)]! }
        }
        let mean = shares.reduce(0, +) / 4
        #expect(shares.allSatisfy { abs($0 - mean) <= mean / 10 }, "\(shares)")
    }

    @Test func bazelsVariablesAreCheckedAndTimingsNeedASplit() throws {
        let screen = CommandRunner.packageRoot.appendingPathComponent("Examples/login-form.json").path
        let folder = try CommandRunner.temporaryFolder()
        let wrong = try CommandRunner.run(
            ["audit", screen], environment: ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "4"])
        #expect(wrong.status == 2)
        #expect(wrong.errors.contains("TEST_TOTAL_SHARDS=4 and TEST_SHARD_INDEX=4 name no part of the matrix"), "\(wrong.errors)")
        let status = folder.appendingPathComponent("status")
        let first = try CommandRunner.run(
            ["audit", screen, "--format", "json"],
            environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "0", "TEST_SHARD_STATUS_FILE": status.path])
        let second = try CommandRunner.run(
            ["audit", screen, "--format", "json", "--shard", "2/2"],
            environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "0"])
        #expect(first.status != 2 && second.status != 2, "\(first.errors)\(second.errors)")
        #expect(FileManager.default.fileExists(atPath: status.path))
        // --shard wins over the variables; the two halves differ.
        #expect(first.output != second.output)
        let timings = try CommandRunner.run(["audit", screen, "--shard-timings", folder.path])
        #expect(timings.status == 2)
        #expect(timings.errors.contains("--shard-timings cuts the parts of a split"), "\(timings.errors)")
    }

    static func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    static func key(_ entry: [String: Any]) -> String {
        "\(entry["screen"]!)/\(entry["device"]!).\(entry["orientation"]!)/\(entry["variant"].map { "\($0)" } ?? "")"
    }
}
