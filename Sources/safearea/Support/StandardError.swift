import Foundation

/// Writes to standard error after flushing standard output, so that a message never lands inside
/// a line of output when both streams go to one log (`2>&1`).
enum StandardError {
    /// Writes `text` as it is.
    static func write(_ text: String) {
        fflush(nil)
        FileHandle.standardError.write(Data(text.utf8))
    }
}
