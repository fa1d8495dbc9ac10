import Foundation
import LayoutImport

/// Writes files so that a reader never sees a half-written one: the bytes go to a temporary file
/// in the same folder, which is then renamed over the destination.
public enum AtomicFile {
    /// Writes `bytes` to `url`, creating missing folders.
    public static func write(_ bytes: [UInt8], to url: URL) throws(OutputError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: folder.path, reason: "cannot create the folder (\(FileErrorReason.describe(error)))")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            throw OutputError(path: url.path, reason: "cannot write (\(FileErrorReason.describe(error)))")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw OutputError(path: url.path, reason: "cannot replace the file (\(String(cString: strerror(code))))")
        }
    }
}

/// Why an output file could not be written.
public struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or folder.
    public var path: String
    /// What went wrong.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}
