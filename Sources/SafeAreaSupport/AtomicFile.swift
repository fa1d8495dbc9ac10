import Foundation

/// Writes files so that a reader never sees a half-written one: the bytes go to a temporary file
/// in the same folder, which is then renamed over the destination.
package enum AtomicFile {
    /// Writes `bytes` to `url`, creating missing folders.
    package static func write(_ bytes: [UInt8], to url: URL) throws(OutputError) {
        try createFolder(for: url)
        let temporary = temporaryURL(for: url)
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            throw OutputError(path: url.path, reason: "cannot write (\(FileErrorReason.describe(error)))")
        }
        try replace(url, with: temporary)
    }

    /// Copies the file at `source` to `url`, as ``write(_:to:)`` writes: a hard link when both are
    /// on one file system, which costs no copying, else the bytes.
    package static func copy(_ source: URL, to url: URL) throws(OutputError) {
        try createFolder(for: url)
        let temporary = temporaryURL(for: url)
        unlink(temporary.path)
        guard link(source.path, temporary.path) == 0 else {
            let bytes: Data
            do {
                bytes = try Data(contentsOf: source)
            } catch {
                throw OutputError(path: source.path, reason: "cannot read (\(FileErrorReason.describe(error)))")
            }
            try write(Array(bytes), to: url)
            return
        }
        try replace(url, with: temporary)
    }

    private static func createFolder(for url: URL) throws(OutputError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: folder.path, reason: "cannot create the folder (\(FileErrorReason.describe(error)))")
        }
    }

    private static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    }

    private static func replace(_ url: URL, with temporary: URL) throws(OutputError) {
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw OutputError(path: url.path, reason: "cannot replace the file (\(String(cString: strerror(code))))")
        }
    }
}
