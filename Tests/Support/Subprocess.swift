import Dispatch
import Foundation

/// A program the tests ran to completion, with what it printed.
public struct Subprocess: Sendable {
    /// The exit status.
    public let status: Int32
    /// What it wrote to standard output.
    public let output: String
    /// What it wrote to standard error.
    public let errors: String

    /// Runs `executable` with `arguments` in `directory` with `environment` (nil: this process's),
    /// reading both streams at once, so that a program that writes much to one never stalls on a
    /// full pipe while the other is read.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String]? = nil
    ) throws -> Subprocess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorData = CollectedData()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) {
            errorData.set(errors.fileHandleForReading.readDataToEndOfFile())
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        return Subprocess(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData.get(), as: UTF8.self))
    }

    /// Data one thread reads and another takes, once the first is done.
    private final class CollectedData: @unchecked Sendable {
        private var data = Data()
        private let lock = NSLock()

        func set(_ value: Data) { lock.withLock { data = value } }
        func get() -> Data { lock.withLock { data } }
    }
}
