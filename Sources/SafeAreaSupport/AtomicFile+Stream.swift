import Foundation

extension AtomicFile {
    /// A file written in pieces that appears whole or not at all: the pieces go to a temporary
    /// file in the destination's folder, which ``commit()`` renames over the destination. A stream
    /// let go without being committed removes its temporary file and leaves the destination as it was.
    package final class Stream {
        private let url: URL
        private let temporary: URL
        private var descriptor: Int32

        /// A stream that will write `url`, creating missing folders; given the folder the user
        /// asked for (`within`), one that leads out of it through a symbolic link is refused.
        package init(to url: URL, within root: URL? = nil) throws(FileError) {
            try AtomicFile.createFolder(for: url, within: root)
            self.url = url
            temporary = AtomicFile.temporaryURL(for: url)
            unlink(temporary.path)
            descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw Self.unwritable(url, errno) }
        }

        /// Appends `text` in UTF-8.
        package func write(_ text: String) throws(FileError) {
            if let code = FileDescriptorOutput.write(text, to: descriptor) { throw Self.unwritable(url, code) }
        }

        /// Appends `bytes`.
        package func write(_ bytes: [UInt8]) throws(FileError) {
            if let code = bytes.withUnsafeBytes({ FileDescriptorOutput.write($0, to: descriptor) }) {
                throw Self.unwritable(url, code)
            }
        }

        /// Closes the temporary file and renames it over the destination.
        package func commit() throws(FileError) {
            let closed = close(descriptor)
            descriptor = -1
            guard closed == 0 else { throw Self.unwritable(url, errno) }
            try AtomicFile.replace(url, with: temporary)
        }

        deinit {
            guard descriptor >= 0 else { return }
            close(descriptor)
            unlink(temporary.path)
        }

        private static func unwritable(_ url: URL, _ code: Int32) -> FileError {
            FileError(file: url.path, problem: "cannot write (\(String(cString: strerror(code))))", kind: .unwritable)
        }
    }
}
