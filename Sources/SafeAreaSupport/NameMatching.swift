/// Finding the name a user probably meant, for "did you mean" messages.
package enum NameMatching {
    /// The Levenshtein distance between two strings, in characters.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The candidates within a third of `name`'s length (at least 2 edits), closest first, ties
    /// in alphabetical order. A candidate is as close as the nearest of its `keys` (by default,
    /// itself); case is ignored.
    package static func closest(
        to name: String, among candidates: [String], limit: Int = 3,
        keys: (String) -> [String] = { [$0] }
    ) -> [String] {
        let length = name.count, tolerance = max(2, length / 3), lowered = name.lowercased()
        // Lengths further apart than the tolerance cannot be close: a megabyte of key costs no
        // distance computation at all.
        func nearest(_ candidate: String) -> Int {
            keys(candidate).filter { abs($0.count - length) <= tolerance }
                .map { distance(lowered, $0.lowercased()) }.min() ?? Int.max
        }
        return candidates.map { ($0, nearest($0)) }
            .filter { $0.1 <= tolerance }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(limit).map(\.0)
    }
}
