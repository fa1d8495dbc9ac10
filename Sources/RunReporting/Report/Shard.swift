/// One part of a matrix split across several runs: `index` of `count`, counted from 1, as in
/// `--shard 2/3`. Each part is a contiguous run of the matrix's jobs, so devices that share their
/// geometry stay together and are drawn once.
package struct Shard: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The part, 1...count.
    package var index: Int
    /// How many parts there are.
    package var count: Int

    /// Part `index` of `count`, or nil unless 1 ≤ index ≤ count.
    package init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `i/n`.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// This part of `items`: the `index`-th of `count` contiguous slices, which differ in size by at most one.
    package func slice<Element>(of items: [Element]) -> [Element] {
        Array(items[items.count * (index - 1) / count..<items.count * index / count])
    }

    /// `i/n`.
    package var description: String { "\(index)/\(count)" }
}
