import Foundation

/// A peer measured by a Python script beside the benchmark, in the same run.
public struct PythonPeer: Sendable {
    /// The script, in the `Benchmarks` folder.
    public let script: URL
    /// What to install when the script cannot run, such as `pip install kiwisolver`.
    public let installation: String

    /// A peer whose script is `name` in the `Benchmarks` folder.
    public init(script name: String, installation: String) {
        script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(name)
        self.installation = installation
    }

    /// The median seconds the script prints when run with `arguments`.
    public func seconds(_ arguments: [String]) throws -> Double {
        try seconds(arguments, limit: nil)!
    }

    /// The median seconds the script prints when run with `arguments`, or nil when it runs
    /// longer than `limit` seconds and is stopped.
    public func seconds(_ arguments: [String], limit: Int?) throws -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = (limit.map { ["timeout", String($0)] } ?? []) + ["python3", script.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if limit != nil, process.terminationStatus == 124 { return nil }
        guard process.terminationStatus == 0, let seconds = Double(printed.trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            throw CocoaError(
                .executableLoad,
                userInfo: [NSLocalizedDescriptionKey: "\(script.lastPathComponent) failed; \(installation)"])
        }
        return seconds
    }
}
