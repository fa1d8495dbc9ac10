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
    /// GitHub Actions variables, so a run on GitHub Actions does not annotate its own job, plus `environment`.
    static func run(
        _ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:]
    ) throws -> Subprocess {
        try Subprocess.run(
            executable.path, arguments, in: directory,
            environment: ProcessInfo.processInfo.environment
                .filter { $0.key != "GITHUB_ACTIONS" && $0.key != "GITHUB_STEP_SUMMARY" }
                .merging(environment) { _, given in given })
    }

    /// A new empty folder for one test's output.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("safearea-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
