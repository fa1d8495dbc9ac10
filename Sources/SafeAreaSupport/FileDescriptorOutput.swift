import Foundation

/// Writes to an open file descriptor in full, however many writes that takes.
package enum FileDescriptorOutput {
    /// Writes all of `text` in UTF-8 to `descriptor`; the `errno` of a write that failed, or nil.
    package static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { write(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes all of `bytes` to `descriptor`; the `errno` of a write that failed, or nil.
    package static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            let count = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : ENOSPC }
            written += count
        }
        return nil
    }
}
