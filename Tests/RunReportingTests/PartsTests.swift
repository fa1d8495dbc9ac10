import Foundation
import RunReporting
import SnapshotTestSupport
import Testing

/// The parts test processes append their entries to, joined into one report.
@Suite("Report parts")
struct PartsTests {
    static func folder() throws -> RunReportFolder {
        let url = try ScratchFolder.make("safearea-parts")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return RunReportFolder(url: url)
    }

    @Test func partsJoinInOrderAndALaterCheckReplacesAnEarlierOne() throws {
        let folder = try Self.folder()
        let first = SampleReport.report.entries[0], second = SampleReport.report.entries[1]
        var again = first
        again.status = .matched
        try folder.append(first, toPart: "7-100")
        try folder.append(second, toPart: "7-100")
        try folder.append(again, toPart: "7-200")
        try folder.append(second, toPart: "8-300")
        #expect(folder.entriesOfParts(startingWith: "7-") == [again, second])
        #expect(folder.entriesOfParts(startingWith: "8-") == [second])
    }

    @Test func aLineCutShortIsSkippedAndEarlierRunsAreRemoved() throws {
        let folder = try Self.folder()
        let entry = SampleReport.report.entries[0]
        try folder.append(entry, toPart: "7-100")
        let handle = try FileHandle(forWritingTo: folder.partsFolder.appendingPathComponent("7-100.jsonl"))
        _ = try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"screen": "cut"#.utf8))
        try handle.close()
        #expect(folder.entriesOfParts(startingWith: "7-") == [entry])
        try folder.append(entry, toPart: "6-100")
        folder.removeParts(notStartingWith: "7-")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.partsFolder.path) == ["7-100.jsonl"])
    }
}
