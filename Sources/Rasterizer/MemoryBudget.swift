import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pixel memory decoded images may hold at once across the process, so that many large files
/// read together cannot exhaust the machine even when each is within `ImageLimits`.
///
/// Decoding a PNG reserves its pixels' bytes before allocating them; the reservation travels with
/// the ``Bitmap`` and is given back when the last copy of it is gone. A decoding that would go past
/// the budget fails with ``Exceeded`` instead of waiting, so that it cannot deadlock.
package final class MemoryBudget: Sendable {
    /// The budget the toolkit's decoders use: `SAFEAREA_MEMORY_BUDGET` (bytes, or a number with
    /// K, M or G for binary kilo-, mega- or gigabytes) when it is set, ``defaultLimit`` otherwise.
    package static let process = MemoryBudget(limit: environmentLimit ?? defaultLimit)

    /// 2 GiB: eight of the largest images `ImageLimits.standard` allows.
    package static let defaultLimit = 2 << 30

    private struct State {
        var limit: Int
        var held = 0
    }

    private let state: Mutex<State>

    /// Creates a budget of `limit` bytes.
    package init(limit: Int) {
        state = Mutex(State(limit: limit))
    }

    /// The most bytes that may be held at once. Raising or lowering it affects later reservations.
    package var limit: Int {
        get { state.withLock { $0.limit } }
        set { state.withLock { $0.limit = newValue } }
    }

    /// The bytes held now.
    package var held: Int { state.withLock { $0.held } }

    /// Reserves `bytes` for `purpose` (such as "decoding a 1320×2868 image"), or fails when that
    /// would take the held bytes past the limit.
    package func reserve(_ bytes: Int, for purpose: String) throws(Exceeded) -> Reservation {
        let refused: Exceeded? = state.withLock { state in
            guard bytes <= state.limit - state.held else {
                return Exceeded(purpose: purpose, bytes: bytes, held: state.held, limit: state.limit)
            }
            state.held += bytes
            return nil
        }
        if let refused { throw refused }
        return Reservation(budget: self, bytes: bytes)
    }

    fileprivate func release(_ bytes: Int) {
        state.withLock { $0.held -= bytes }
    }

    /// Bytes taken from a budget, given back when the reservation is released.
    package final class Reservation: Sendable {
        private let budget: MemoryBudget
        /// The bytes reserved.
        package let bytes: Int

        fileprivate init(budget: MemoryBudget, bytes: Int) {
            self.budget = budget
            self.bytes = bytes
        }

        deinit { budget.release(bytes) }
    }

    /// A reservation the budget could not grant.
    package struct Exceeded: Error, Hashable, Sendable, CustomStringConvertible {
        /// What the bytes were for.
        package var purpose: String
        /// The bytes asked for.
        package var bytes: Int
        /// The bytes already held.
        package var held: Int
        /// The budget.
        package var limit: Int

        /// The reason, and how to raise the budget.
        package var description: String {
            "\(purpose) needs \(MemoryBudget.megabytes(bytes)) while \(MemoryBudget.megabytes(held)) of the "
                + "\(MemoryBudget.megabytes(limit)) memory budget are in use; raise it with SAFEAREA_MEMORY_BUDGET (for example 8G)"
        }
    }

    /// `bytes` in whole mebibytes, rounded up: "257 MiB".
    static func megabytes(_ bytes: Int) -> String { "\((bytes + (1 << 20) - 1) >> 20) MiB" }

    /// The budget `SAFEAREA_MEMORY_BUDGET` asks for, or nil when it is unset or unreadable.
    static var environmentLimit: Int? {
        guard let value = getenv("SAFEAREA_MEMORY_BUDGET") else { return nil }
        return parseLimit(String(cString: value))
    }

    /// `text` as bytes: a whole number, optionally followed by K, M or G (powers of 1,024).
    static func parseLimit(_ text: String) -> Int? {
        let shifts: [Character: Int] = ["K": 10, "M": 20, "G": 30]
        var digits = Substring(text.uppercased())
        var shift = 0
        if let last = digits.last, let found = shifts[last] {
            shift = found
            digits = digits.dropLast()
        }
        guard let number = Int(digits), number > 0, number <= Int.max >> shift else { return nil }
        return number << shift
    }
}
