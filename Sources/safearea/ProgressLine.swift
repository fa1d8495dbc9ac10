import Foundation
import Synchronization

/// A single self-rewriting progress line on standard error, shown only on a terminal.
final class ProgressLine: Sendable {
    private let total: Int
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private let lastShown = Mutex(-1)

    init(total: Int) {
        self.total = total
    }

    /// Shows `done` of the total, at most once per percent.
    func update(_ done: Int) {
        guard isTerminal else { return }
        let percent = done * 100 / max(1, total)
        let changed = lastShown.withLock { last in
            defer { last = max(last, percent) }
            return percent > last
        }
        guard changed else { return }
        FileHandle.standardError.write(Data("\rRendering \(done)/\(total) (\(percent)%)".utf8))
    }

    /// Clears the line.
    func finish() {
        guard isTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
