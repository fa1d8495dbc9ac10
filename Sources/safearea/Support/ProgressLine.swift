import Foundation
import Synchronization

/// A single self-rewriting progress line on standard error, shown only on a terminal and
/// cleared before anything else is printed.
final class ProgressLine: Sendable {
    private let total: Int
    private let isTerminal: Bool
    private let lastShown = Mutex(-1)

    /// A line for `total` steps; `isShown` false keeps it silent.
    init(total: Int, isShown: Bool = true) {
        self.total = total
        isTerminal = isShown && isatty(STDERR_FILENO) == 1
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
        StandardError.writeRaw("\rRendering \(done)/\(total) (\(percent)%)")
    }

    /// Clears the line.
    func finish() {
        guard isTerminal else { return }
        StandardError.writeRaw("\r\u{1B}[K")
    }
}
