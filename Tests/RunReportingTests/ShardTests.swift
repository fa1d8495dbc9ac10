import RunReporting
import Testing

/// `--shard i/n`: every job lands in exactly one shard, in order, and the shards are even.
@Suite("Shards")
struct ShardTests {
    @Test func readsOnlyPartsOfASplit() {
        #expect(Shard(parsing: "2/3") == Shard(index: 2, count: 3))
        for text in ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "/2", "-1/2"] {
            #expect(Shard(parsing: text) == nil, "\(text)")
        }
    }

    @Test func theShardsPartitionTheMatrixEvenly() {
        for total in 0...23 {
            let items = Array(0..<total)
            for count in 1...7 {
                let slices = (1...count).map { Shard(index: $0, count: count)!.slice(of: items) }
                #expect(slices.flatMap { $0 } == items, "\(total) items in \(count) shards")
                let sizes = slices.map(\.count)
                #expect(sizes.max()! - sizes.min()! <= 1, "\(total) items in \(count) shards: \(sizes)")
            }
        }
    }
}
