import Foundation
import SnapshotTestSupport
import Testing

/// Every example a subcommand's help prints runs as printed, through the shell, in a folder laid
/// out as the examples assume: screens under `Screens/`, references under `Snapshots/`, a
/// storyboard and a xib, two PNGs, the shards of a run and a report to review.
@Suite("Help examples run as printed")
struct HelpExampleTests {
    /// The subcommands, in an order where each example finds what an earlier one wrote.
    static let subcommands = [
        "verify", "render", "audit", "diff", "import", "gallery", "merge-reports", "snapshots", "snapshots prune",
        "snapshots accept", "insets", "devices", "demo",
    ]

    /// Examples left out, with why: each is run by a test of its own.
    static let runElsewhere = [
        "safearea demo": "the README's first command, run by SafeAreaCommandTests on the whole catalog",
        "rm -rf .build/safearea-artifacts && swift test && safearea snapshots prune":
            "runs a package's tests; SnapshotsCommandTests prune after a run",
    ]

    @Test func everyExampleRunsAsPrinted() throws {
        let project = try Self.project()
        var ran = 0
        for subcommand in Self.subcommands {
            for example in try Self.examples(of: subcommand) where Self.runElsewhere[example] == nil {
                let run = try Self.shell(example, in: project)
                #expect(run.status == 0 || run.status == 1, "\(example): exit \(run.status)\n\(run.errors.suffix(600))")
                ran += 1
            }
        }
        #expect(ran >= 20)
    }

    /// The example lines of `subcommand`'s help.
    static func examples(of subcommand: String) throws -> [String] {
        let help = try CommandRunner.run(subcommand.split(separator: " ").map(String.init) + ["--help"])
        let block = try #require(help.output.components(separatedBy: "Examples:\n").last)
        return block.split(separator: "\n").prefix { $0.hasPrefix("  ") }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Runs `line` with `sh`, the built `safearea` first on the path.
    static func shell(_ line: String, in folder: URL) throws -> Subprocess {
        let path = CommandRunner.executable.deletingLastPathComponent().path
        let environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GITHUB_") }
            .merging(["PATH": path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]) { _, new in new }
        return try Subprocess.run("/bin/sh", ["-c", line], in: folder, environment: environment)
    }

    /// A folder laid out as the examples assume, with references recorded for a login screen that
    /// has since changed, so that `verify` fails and `snapshots accept` has a failure to accept.
    static func project() throws -> URL {
        let folder = try CommandRunner.temporaryFolder()
        let fixtures = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/interface-builder")
        let manager = FileManager.default
        for path in ["Screens", "App/Base.lproj"] {
            try manager.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        let storyboard = try String(
            contentsOf: fixtures.appendingPathComponent("Clean-Swift__CleanStore__Main.storyboard"), encoding: .utf8)
        try Data(storyboard.utf8).write(to: folder.appendingPathComponent("App/Base.lproj/Main.storyboard"))
        try Data(storyboard.replacingOccurrences(of: "CreateOrderViewController", with: "CheckoutViewController").utf8)
            .write(to: folder.appendingPathComponent("Main.storyboard"))
        try manager.copyItem(
            at: fixtures.appendingPathComponent("danielgindi__Charts__BarChartViewController.xib"),
            to: folder.appendingPathComponent("Checkout.xib"))
        try manager.copyItem(
            at: CommandRunner.packageRoot.appendingPathComponent("Examples/login-form.json"),
            to: folder.appendingPathComponent("Screens/checkout.json"))
        let login = folder.appendingPathComponent("Screens/login.yaml")
        func writeLogin(_ title: String) throws {
            try CommandRunner.writeButtonScreen(
                to: login, name: "login", title: title, top: "{first: go.bottom, second: root.safeArea.bottom, constant: -16}")
        }
        try writeLogin("Sign In")
        let devices = ["--devices", "iphone-16,iphone-se-3", "--root", "Snapshots", "-q"]
        let record = try CommandRunner.run(["verify", login.path, "--record", "missing"] + devices, in: folder)
        #expect(record.status == 1, "recording fails, as it says: \(record.errors.suffix(300))")
        try writeLogin("Continue")
        // The shards of a CI run after the change, for merge-reports to join into the review.
        for shard in 1...4 {
            let run = try CommandRunner.run(
                ["verify", login.path, "--record", "never", "--shard", "\(shard)/4", "--report", "shard-\(shard)"] + devices,
                in: folder)
            #expect(run.status == 1, "\(run.errors.suffix(300))")
        }
        let references = folder.appendingPathComponent("Snapshots/login")
        try manager.copyItem(
            at: references.appendingPathComponent("iphone-16.portrait.png"), to: folder.appendingPathComponent("before.png"))
        try manager.copyItem(
            at: references.appendingPathComponent("iphone-se-3.portrait.png"), to: folder.appendingPathComponent("after.png"))
        try manager.copyItem(at: folder.appendingPathComponent("Snapshots"), to: folder.appendingPathComponent("new-snapshots"))
        return folder
    }
}
