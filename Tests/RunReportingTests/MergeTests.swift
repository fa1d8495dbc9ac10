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
        let parts = Self.shards(SampleReport.report, count: 2).reversed().enumerated().map {
            RunReport.Part(name: "part\($0.offset)", report: $0.element)
        }
        #expect(try RunReport.merging(parts) == SampleReport.report)
    }

    @Test func anEntryInTwoReportsIsAnError() {
        let parts = [
            RunReport.Part(name: "a/report.json", report: SampleReport.report),
            RunReport.Part(name: "b/report.json", report: SampleReport.report),
        ]
        let error = #expect(throws: RunReport.MergeError.self) { try RunReport.merging(parts) }
        #expect(error?.description == "shop|<b>/iphone-16-pro.portrait is in both a/report.json and b/report.json")
    }

    @Test func reportsOfDifferentStoresDoNotJoin() {
        var other = SampleReport.report
        other.referenceRoot = "/elsewhere"
        other.entries = []
        #expect(throws: RunReport.MergeError.self) {
            try RunReport.merging([
                RunReport.Part(name: "a", report: SampleReport.report), RunReport.Part(name: "b", report: other),
            ])
        }
    }

    @Test func aShardTwiceOrFromAnotherSplitIsAnError() {
        let two = Self.shards(SampleReport.report, count: 2), three = Self.shards(SampleReport.report, count: 3)
        let error = #expect(throws: RunReport.MergeError.self) {
            try RunReport.merging([RunReport.Part(name: "a", report: two[0]), RunReport.Part(name: "b", report: two[0])])
        }
        #expect(error?.description == "a and b are both shard 1/2")
        #expect(throws: RunReport.MergeError.self) {
            try RunReport.merging([RunReport.Part(name: "a", report: two[0]), RunReport.Part(name: "b", report: three[1])])
        }
    }

    @Test func missingShardsAreNamedUnlessAllowed() throws {
        let three = Self.shards(SampleReport.report, count: 3)
        let parts = [three[0], three[2]].enumerated().map { RunReport.Part(name: "part\($0.offset)", report: $0.element) }
        let error = #expect(throws: RunReport.MergeError.self) { try RunReport.merging(parts) }
        #expect(error?.description.hasPrefix("shard 2 of 3 missing") == true)
        #expect(try RunReport.merging(parts, allowingMissingShards: true).entries == three[0].entries + three[2].entries)
        #expect(
            try RunReport.merging(three.map { RunReport.Part(name: "all", report: $0) }).entries == SampleReport.report.entries)
    }
}
