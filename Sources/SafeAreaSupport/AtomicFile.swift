import Foundation
import Synchronization

/// Writes files so that a reader never sees a half-written one: the bytes go to a temporary file
/// in the same folder, which is then renamed over the destination. Given the folder the user asked
/// for (`within`), a write whose folder leads out of it through a symbolic link is refused.
package enum AtomicFile {
    /// Writes `bytes` to `url`, creating missing folders.
    package static func write(_ bytes: [UInt8], to url: URL, within root: URL? = nil) throws(FileError) {
        let stream = try Stream(to: url, within: root)
        try stream.write(bytes)
        try stream.commit()
    }

    /// Copies the file at `source` to `url`, as ``write(_:to:)`` writes: a hard link when both are
    /// on one file system, which costs no copying, else the bytes. Nothing is done when `url` is
    /// already the same file, a link made by an earlier copy.
    package static func copy(_ source: URL, to url: URL, within root: URL? = nil) throws(FileError) {
        guard !isSameFile(source, url) else { return }
        try createFolder(for: url, within: root)
        let temporary = temporaryURL(for: url)
        unlink(temporary.path)
        guard link(source.path, temporary.path) == 0 else {
            let bytes: Data
            do {
                bytes = try BoundedFile.read(source, atMost: .max)
            } catch {
                throw FileError(file: source.path, problem: "cannot read (\(FileErrorReason.describe(error)))", kind: .unreadable)
            }
            try write(Array(bytes), to: url, within: root)
            return
        }
        try replace(url, with: temporary)
    }

    /// Makes `url` a symbolic link to `name`, a file in the same folder, replacing whatever is at
    /// `url` (a link that was there is replaced, never followed).
    package static func symbolicLink(_ url: URL, toFileNamed name: String, within root: URL? = nil) throws(FileError) {
        try createFolder(for: url, within: root)
        let temporary = temporaryURL(for: url)
        unlink(temporary.path)
        guard symlink(name, temporary.path) == 0 else {
            throw FileError(
                file: url.path, problem: "cannot make a link to \(name) (\(String(cString: strerror(errno))))", kind: .unwritable)
        }
        try replace(url, with: temporary)
    }

    /// Whether both paths name one file (one device and inode); renaming one link over another of
    /// the same file does nothing and would leave the temporary link behind.
    private static func isSameFile(_ first: URL, _ second: URL) -> Bool {
        var a = stat(), b = stat()
        guard stat(first.path, &a) == 0, stat(second.path, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    static func createFolder(for url: URL, within root: URL?) throws(FileError) {
        if let root { try ContainedPath.checkFolder(of: url, within: root) }
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw FileError(
                file: folder.path, problem: "cannot create the folder (\(FileErrorReason.describe(error)))", kind: .unwritable)
        }
    }

    /// How many temporary files the process has named, so that no two writes share one.
    private static let temporaryCount = Atomic<Int>(0)

    /// A temporary file's name beside `url`, unique to this write: two threads writing the same
    /// file each rename their own whole file, and neither removes the other's.
    static func temporaryURL(for url: URL) -> URL {
        let number = temporaryCount.add(1, ordering: .relaxed).newValue
        return url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(number).tmp")
    }

    static func replace(_ url: URL, with temporary: URL) throws(FileError) {
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw FileError(
                file: url.path, problem: "cannot replace the file (\(String(cString: strerror(code))))", kind: .unwritable)
        }
    }
}
