import Foundation
import SnapshotTestSupport
import Testing

/// Output as it reads in logs and terminals: whole lines when both streams go to one log, colour
/// only on a terminal that wants it, and as much as `--quiet` or `--verbose` asks for.
@Suite("Output in logs and terminals")
struct OutputTests {
    /// Runs `command` in a shell, with `NO_COLOR` as given.
    func shell(_ command: String, environment: [String: String] = [:]) throws -> Subprocess {
        try Subprocess.run(
            "/bin/sh", ["-c", command], in: CommandRunner.packageRoot,
            environment: ProcessInfo.processInfo.environment.filter { $0.key != "NO_COLOR" }.merging(environment) { $1 })
    }

    var safearea: String { "'\(CommandRunner.executable.path)'" }

    /// 195 failures on standard output, more than a buffer holds, then the report's line on
    /// standard error: every line stays whole in the one log.
    @Test func bothStreamsInOneLogKeepTheirLines() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try shell(
            "\(safearea) verify Examples/login-form.json --root '\(folder.path)/refs' --record never "
                + "--report '\(folder.path)/report' 2>&1")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 199, "195 failures, the report, the count and the two assumptions")
        for line in lines {
            let whole =
                (line.hasPrefix("no reference at ") && line.hasSuffix("record it with SAFEAREA_RECORD=missing and commit it"))
                || line.hasPrefix("Report of 195 images in ")
                || line == "195 images: 0 matched, 0 recorded, 0 rewritten, 195 failed."
                || (line.hasPrefix("Assumed ") && line.hasSuffix("are warnings."))
            #expect(whole, "a line split by another: \(line)")
        }
    }

    /// Colour only on a terminal, and never with `NO_COLOR` or `--no-color` (no-color.org).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1), for a terminal"))
    func colourOnlyWhereItIsWanted() throws {
        let audit = "\(safearea) audit Examples/login-form.json --device iphone-16"
        func underTerminal(_ command: String, _ environment: [String: String] = [:]) throws -> String {
            try shell("/usr/bin/script -qec \"\(command)\" /dev/null", environment: environment).output
        }
        #expect(try underTerminal(audit).contains("\u{1B}["))
        #expect(!(try underTerminal(audit, ["NO_COLOR": "1"])).contains("\u{1B}["))
        #expect(!(try underTerminal(audit + " --no-color")).contains("\u{1B}["))
        #expect(!(try shell(audit).output.contains("\u{1B}[")), "not on a pipe")
    }

    @Test func quietAndVerboseSayLessAndMore() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["render", "Examples/login-form.json", "--device", "iphone-16", "--orientation", "portrait"]
        let normal = try CommandRunner.run(arguments + ["--out", folder.appendingPathComponent("a").path])
        #expect(normal.output.hasPrefix("Rendered 1 image (1 screen × 1 device-orientation) in "), "\(normal.output)")
        let quiet = try CommandRunner.run(arguments + ["--out", folder.appendingPathComponent("b").path, "--quiet"])
        #expect(quiet.status == 0 && quiet.output.isEmpty && quiet.errors.isEmpty)
        let verbose = try CommandRunner.run(arguments + ["--out", folder.appendingPathComponent("c").path, "--verbose"])
        #expect(verbose.output.contains("wrote \(folder.appendingPathComponent("c").path)/login-form/iphone-16.portrait.png"))
        let both = try CommandRunner.run(arguments + ["--out", folder.path, "--quiet", "--verbose"])
        #expect(both.status == 2 && both.errors.contains("use --quiet or --verbose, not both"))
    }
}
