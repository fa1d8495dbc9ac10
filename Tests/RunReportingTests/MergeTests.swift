import RunReporting
import Testing

/// `safearea merge-reports`: shards join into the report one run would have written.
@Suite("Merging reports")
struct MergeTests {
    static func shards(_ report: RunReport, count: Int) -> [RunReport] {
        (1...count).map { index in
            var part = report
            part.shard = Shard(index: index, count: count)
            part.entries = part.shard!.slice(of: report.entries)
            return part
        }
    }

    @Test func shardsJoinInShardOrderWhateverOrderTheyComeIn() throws {
        let parts = Self.shards(SampleReport.report, count: 2).reversed().enumerated().map { (name: "part\($0.offset)", report: $0.element) }
        #expect(try RunReport.merging(parts) == SampleReport.report)
    }

    @Test func anEntryInTwoReportsIsAnError() {
        let parts = [(name: "a/report.json", report: SampleReport.report), (name: "b/report.json", report: SampleReport.report)]
        let error = #expect(throws: RunReport.MergeError.self) { try RunReport.merging(parts) }
        #expect(error?.description == "shop|<b>/iphone-16-pro.portrait is in both a/report.json and b/report.json")
    }

    @Test func reportsOfDifferentStoresDoNotJoin() {
        var other = SampleReport.report
        other.referenceRoot = "/elsewhere"
        other.entries = []
        #expect(throws: RunReport.MergeError.self) {
            try RunReport.merging([(name: "a", report: SampleReport.report), (name: "b", report: other)])
        }
    }

    @Test func aShardTwiceOrFromAnotherSplitIsAnError() {
        let two = Self.shards(SampleReport.report, count: 2), three = Self.shards(SampleReport.report, count: 3)
        let error = #expect(throws: RunReport.MergeError.self) {
            try RunReport.merging([(name: "a", report: two[0]), (name: "b", report: two[0])])
        }
        #expect(error?.description == "a and b are both shard 1/2")
        #expect(throws: RunReport.MergeError.self) {
            try RunReport.merging([(name: "a", report: two[0]), (name: "b", report: three[1])])
        }
    }

    @Test func missingShardsAreNamed() {
        let three = Self.shards(SampleReport.report, count: 3)
        #expect(RunReport.missingShards(in: [three[0], three[2]]) == [2])
        #expect(RunReport.missingShards(in: three).isEmpty)
        #expect(RunReport.missingShards(in: [SampleReport.report]).isEmpty)
    }
}
