import Foundation
import SafeAreaSupport

/// Writes the command's output, each write checked: a full disk or a closed pipe fails the
/// command with the cause, rather than letting it exit 0 having written nothing. Control
/// characters other than line feeds and tabs are escaped, so that a name read from a file cannot
/// act on the terminal; text the toolkit colours itself, its names escaped by its format, is
/// written as it is.
enum StandardOutput {
    /// Writes `text`, escaped unless `isColored`.
    static func write(_ text: String, isColored: Bool = false) throws(FileError) {
        if let code = FileDescriptorOutput.write(
            isColored ? text : TerminalText.escaped(text, keepingLines: true), to: STDOUT_FILENO)
        {
            throw FileError(
                file: "standard output", problem: "cannot write (\(String(cString: strerror(code))))", kind: .unwritable)
        }
    }

    /// Writes `line` and a line feed.
    static func line(_ line: String) throws(FileError) {
        try write(line + "\n")
    }
}
