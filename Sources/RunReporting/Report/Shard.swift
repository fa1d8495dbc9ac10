/// One part of a matrix split across several runs: `index` of `count`, counted from 1, as in
/// `--shard 2/3`. Each part is a contiguous run of the matrix's jobs, so devices that share their
/// geometry stay together and are drawn once.
package struct Shard: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The part, 1...count.
    package var index: Int
    /// How many parts there are.
    package var count: Int

    /// The most parts a matrix is split into: far more than any CI runs at once, and few enough
    /// that a report naming its split cannot make a merge count billions of parts.
    package static let mostParts = 10_000

    /// Part `index` of `count`, or nil unless 1 ≤ index ≤ count ≤ ``mostParts``.
    package init?(index: Int, count: Int) {
        guard (1...Self.mostParts).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads a report's shard, held to the same bounds as `--shard`.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let index = try container.decode(Int.self, forKey: .index), count = try container.decode(Int.self, forKey: .count)
        guard let shard = Shard(index: index, count: count) else {
            throw DecodingError.dataCorruptedError(
                forKey: .count, in: container,
                debugDescription: "shard \(index)/\(count) is not a part of a split into 1 to \(Self.mostParts) parts")
        }
        self = shard
    }

    private enum CodingKeys: String, CodingKey {
        case index, count
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

    /// This part of `items` when each takes the time `costs` gives it: the `index`-th of `count`
    /// contiguous slices, cut where the running total is nearest each `count`-th of the whole, so
    /// that the parts take about as long as each other; each differs from the mean by at most the
    /// cost of one item.
    package func slice<Element>(of items: [Element], costs: [Double]) -> [Element] {
        precondition(costs.count == items.count, "one cost for each item")
        let total = costs.reduce(0, +)
        guard total > 0 else { return slice(of: items) }
        func cut(_ part: Int) -> Int {
            let target = total * Double(part) / Double(count)
            var running = 0.0
            for (position, cost) in costs.enumerated() {
                // The cut falls before the item that crosses the target when that is nearer.
                if running + cost > target { return target - running <= running + cost - target ? position : position + 1 }
                running += cost
            }
            return costs.count
        }
        return Array(items[cut(index - 1)..<max(cut(index - 1), cut(index))])
    }

    /// `i/n`.
    package var description: String { "\(index)/\(count)" }
}
