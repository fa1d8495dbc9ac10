import Foundation

/// Runs the `safearea` executable built beside the test bundle and captures what it prints.
struct CommandRunner {
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var executable: URL {
        let testBinary = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return testBinary.deletingLastPathComponent().appendingPathComponent("safearea")
    }

    static func run(_ arguments: String..., in directory: URL = packageRoot) throws -> Result {
        try run(arguments, in: directory)
    }

    /// Runs `safearea` with `arguments`; the child sees this process's environment without the
    /// GitHub Actions variables, so a run on GitHub Actions does not annotate its own job, plus `environment`.
    static func run(_ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment
            .filter { $0.key != "GITHUB_ACTIONS" && $0.key != "GITHUB_STEP_SUMMARY" }
            .merging(environment) { _, given in given }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                      errors: String(decoding: errorData, as: UTF8.self))
    }

    /// A new empty folder for one test's output.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("safearea-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
