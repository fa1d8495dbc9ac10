import Foundation
import SnapshotTestSupport

/// Runs the `safearea` executable built beside the test bundle and captures what it prints.
struct CommandRunner {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var executable: URL {
        let testBinary = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return testBinary.deletingLastPathComponent().appendingPathComponent("safearea")
    }

    static func run(_ arguments: String..., in directory: URL = packageRoot) throws -> Subprocess {
        try run(arguments, in: directory)
    }

    /// Runs `safearea` with `arguments`; the child sees this process's environment without the
    /// GitHub Actions variables, so a run on GitHub Actions does not annotate its own job, without
    /// `CI`, so a run on a CI machine records missing references as one on a laptop does, and
    /// without Bazel's sharding variables, so a run under Bazel is not split, plus `environment`.
    static func run(
        _ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:]
    ) throws -> Subprocess {
        try Subprocess.run(
            executable.path, arguments, in: directory,
            environment: ProcessInfo.processInfo.environment
                .filter { !Self.hostVariables.contains($0.key) }
                .merging(environment) { _, given in given })
    }

    /// The variables of the machine running the tests that would change what a command does.
    private static let hostVariables: Set = [
        "CI", "GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY", "TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX",
    ]

    /// Writes to `url` a spec screen named `name` of one button titled `title`, centred across and
    /// placed by `top` (a constraint on `go.top` or `go.bottom`), with `background` when given:
    /// the screen the command tests change between runs to make a check fail.
    static func writeButtonScreen(
        to url: URL, name: String, title: String, background: String? = "systemBlue",
        top: String = "{first: go.top, second: root.top, constant: 2}"
    ) throws {
        let color = background.map { " backgroundColor: \($0)," } ?? ""
        try Data(
            """
            name: \(name)
            controller:
              view:
                kind: view
                id: root
                subviews: [{kind: button, id: go, text: \(title),\(color) accessibilityIdentifier: go}]
                constraints:
                  - {first: go.centerX, second: root.centerX}
                  - \(top)
            """.utf8
        ).write(to: url)
    }

    /// A new empty folder for one test's output.
    static func temporaryFolder() throws -> URL {
        let folder = try ScratchFolder.make("safearea-tests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
