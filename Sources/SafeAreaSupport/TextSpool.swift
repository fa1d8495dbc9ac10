import Foundation

/// Text set aside in a temporary file and read back in order: what a format writes after a figure
/// it only knows at the end, such as JUnit's count of failures, without holding the text in
/// memory. The file is removed from its folder as soon as it is made, so nothing is left behind.
package final class TextSpool {
    private let descriptor: Int32

    /// An empty spool, in the system's temporary folder (`TMPDIR`).
    package init() throws(FileError) {
        let folder = FileManager.default.temporaryDirectory.path
        var template = Array("\(folder)/safearea-spool-XXXXXX".utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Self.error("cannot create a temporary file in \(folder)", errno) }
        unlink(template)
    }

    deinit { close(descriptor) }

    /// Adds `text` at the end.
    package func append(_ text: String) throws(FileError) {
        if let code = FileDescriptorOutput.write(text, to: descriptor) { throw Self.error("cannot write", code) }
    }

    /// Gives `body` the text from the beginning, in pieces that end at line feeds.
    package func readBack(_ body: (String) throws -> Void) throws {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw Self.error("cannot read back", errno) }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var carried: [UInt8] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw Self.error("cannot read back", errno) }
            guard count > 0 else { break }
            carried += buffer[..<count]
            // A piece ends at a line feed, so that no character is cut in two.
            guard let end = carried.lastIndex(of: UInt8(ascii: "\n")) else { continue }
            try body(String(decoding: carried[...end], as: UTF8.self))
            carried.removeSubrange(...end)
        }
        if !carried.isEmpty { try body(String(decoding: carried, as: UTF8.self)) }
    }

    private static func error(_ problem: String, _ code: Int32) -> FileError {
        FileError(file: "a temporary file", problem: "\(problem) (\(String(cString: strerror(code))))", kind: .unwritable)
    }
}
