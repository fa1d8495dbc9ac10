import Foundation

/// Reads whole files no larger than a limit, learning a file's kind and size before reading it:
/// a file of gigabytes is refused rather than read into memory, and a named pipe, a device or a
/// folder where a file belongs is refused with its kind rather than read, so that no read blocks.
package enum BoundedFile {
    /// The most bytes of a file read as input: a screen, settings, device or capture file. XML
    /// files are held to a lower limit, their parser's own.
    package static let inputLimit = 64 << 20

    /// A file larger than its limit.
    package struct TooLarge: Error, CustomStringConvertible {
        /// The file's size in bytes.
        package var size: Int
        /// The most bytes that are read.
        package var limit: Int

        /// `the file has 70000000 bytes; at most 67108864 are read`.
        package var description: String { "the file has \(size) bytes; at most \(limit) are read" }
    }

    /// A path that names something other than a regular file.
    package struct NotARegularFile: LocalizedError, CustomStringConvertible {
        /// What the path names: `a named pipe (FIFO)`, `a folder`.
        package var kind: String

        /// `it is a named pipe (FIFO), not a file`.
        package var description: String { "it is \(kind), not a file" }
        /// The description, for Foundation's messages.
        package var errorDescription: String? { description }
    }

    /// The bytes of the file at `url`, or ``TooLarge`` when its size is past `limit`,
    /// ``NotARegularFile`` when it is not a regular file, and a POSIX error (`NSPOSIXErrorDomain`)
    /// when it cannot be opened or read.
    package static func read(_ url: URL, atMost limit: Int) throws -> Data {
        let descriptor = try openRegularFile(url.path)
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw posixError() }
        let size = Int(status.st_size)
        guard size <= limit else { throw TooLarge(size: size, limit: limit) }
        var bytes = [UInt8](repeating: 0, count: size)
        var count = 0
        while count < size {
            let read = bytes[count...].withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { throw posixError() }
            if read == 0 { break }
            count += read
        }
        return Data(bytes[..<count])
    }

    /// The UTF-8 text of the file at `url`, read as ``read(_:atMost:)`` reads, or nil when it
    /// cannot be read or is not UTF-8: for files a reader skips when they are not there, such as
    /// a package's manifest beside the sources.
    package static func text(of url: URL, atMost limit: Int = inputLimit) -> String? {
        (try? read(url, atMost: limit)).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// Checks that `path` names a regular file that can be opened for reading, without reading
    /// it and without blocking: for readers, such as FreeType, that open files themselves.
    package static func checkRegularFile(_ path: String) throws {
        close(try openRegularFile(path))
    }

    /// A descriptor of the regular file at `path`, opened without blocking (a named pipe with no
    /// writer would block an ordinary open) and then checked for its kind.
    private static func openRegularFile(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw posixError() }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let error = posixError()
            close(descriptor)
            throw error
        }
        let kind: String? =
            switch status.st_mode & S_IFMT {
            case S_IFREG: nil
            case S_IFDIR: "a folder"
            case S_IFIFO: "a named pipe (FIFO)"
            case S_IFCHR: "a character device"
            case S_IFBLK: "a block device"
            case S_IFSOCK: "a socket"
            default: "not a regular file"
            }
        if let kind {
            close(descriptor)
            throw NotARegularFile(kind: kind)
        }
        // Reads of a regular file never block; the flag is cleared so that none reports it would.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    private static func posixError() -> NSError {
        NSError(domain: NSPOSIXErrorDomain, code: Int(errno))
    }
}
