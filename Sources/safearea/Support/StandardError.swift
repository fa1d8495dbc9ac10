import Foundation
import SafeAreaSupport

/// Writes to standard error after flushing standard output, so that a message never lands inside
/// a line of output when both streams go to one log (`2>&1`).
enum StandardError {
    /// Writes `text`, its control characters other than line feeds and tabs escaped, so that a name
    /// read from a file cannot act on the terminal.
    static func write(_ text: String) {
        writeRaw(TerminalText.escaped(text, keepingLines: true))
    }

    /// Writes `text` as it is: the progress line's own control sequences.
    static func writeRaw(_ text: String) {
        fflush(nil)
        _ = FileDescriptorOutput.write(text, to: STDERR_FILENO)
    }
}
