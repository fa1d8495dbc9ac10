import Foundation
import SafeAreaAudit
import SafeAreaSupport

/// What a run found for each screen on each device and orientation: `report.json`, which the
/// gallery, `merge-reports` and the CI formats read. The format is versioned and described field
/// by field by `Schemas/run-report.schema.json`.
package struct RunReport: Codable, Hashable, Sendable {
    /// The format's version. Version 1 lacked diff figures, layers, sources and shards; before
    /// version 3 a finding took its screen and placement from its entry. Both still read.
    package static let currentVersion = 3

    /// The format's version of this report.
    package var version = RunReport.currentVersion
    /// The tool and command that wrote it.
    package var tool: String
    /// The reference store the run checked, where accepted images go.
    package var referenceRoot: String?
    /// The least severity of a new finding that fails its entry, for runs that fail on findings.
    package var failOn: Severity?
    /// The part of the matrix this run covered, when it was split.
    package var shard: Shard?
    /// Every screen on every device and orientation.
    package var entries: [Entry]
    /// The placements left out of screens because their app cannot show them there, and why.
    package var skipped: [SkippedPlacements]
    /// What the run assumed without being told: the SDK and iOS version, where devices depend on them.
    package var assumptions: [String]

    /// A report of `entries` written by `tool`, checked against the store at `referenceRoot`.
    package init(
        tool: String, referenceRoot: String? = nil, failOn: Severity? = nil, shard: Shard? = nil, entries: [Entry],
        skipped: [SkippedPlacements] = [], assumptions: [String] = []
    ) {
        self.tool = tool
        self.referenceRoot = referenceRoot
        self.failOn = failOn
        self.shard = shard
        self.entries = entries
        self.skipped = skipped
        self.assumptions = assumptions
    }

    private enum CodingKeys: String, CodingKey {
        case version, tool, referenceRoot, failOn, shard, entries, skipped, assumptions
    }

    /// Reads a report; a report without skipped placements or assumptions had none.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(Int.self, forKey: .version)
        tool = try c.decode(String.self, forKey: .tool)
        referenceRoot = try c.decodeIfPresent(String.self, forKey: .referenceRoot)
        failOn = try c.decodeIfPresent(Severity.self, forKey: .failOn)
        shard = try c.decodeIfPresent(Shard.self, forKey: .shard)
        entries = try c.decode([Entry].self, forKey: .entries).map { entry in
            var placed = entry
            for index in placed.findings.indices {
                placed.findings[index].screen = entry.screen
                placed.findings[index].placement = entry.placement
            }
            return placed
        }
        skipped = try c.decodeIfPresent([SkippedPlacements].self, forKey: .skipped) ?? []
        assumptions = try c.decodeIfPresent([String].self, forKey: .assumptions) ?? []
    }

    /// Writes the report; skipped placements and assumptions only when there are some.
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encode(tool, forKey: .tool)
        try c.encodeIfPresent(referenceRoot, forKey: .referenceRoot)
        try c.encodeIfPresent(failOn, forKey: .failOn)
        try c.encodeIfPresent(shard, forKey: .shard)
        try c.encode(entries, forKey: .entries)
        if !skipped.isEmpty { try c.encode(skipped, forKey: .skipped) }
        if !assumptions.isEmpty { try c.encode(assumptions, forKey: .assumptions) }
    }

    /// The report as JSON with sorted keys.
    package func encoded() throws -> Data {
        try JSONOutput.pretty(self)
    }

    /// Reads a report, refusing versions it does not know.
    package init(decoding data: Data) throws {
        self = try JSONDecoder().decode(RunReport.self, from: data)
        guard (1...Self.currentVersion).contains(version) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: [],
                    debugDescription:
                        "report version \(version) is newer than this safearea reads (\(Self.currentVersion))"))
        }
        version = Self.currentVersion
    }

    /// Whether `entry` fails this run: its image failed or wrote its reference (``Entry/Status``),
    /// or it has a new finding at least `failOn`.
    package func fails(_ entry: Entry) -> Bool {
        entry.status.fails || !failingFindings(of: entry).isEmpty
    }

    /// The findings of `entry` that fail it: new, and at least `failOn`.
    package func failingFindings(of entry: Entry) -> [Finding] {
        guard let failOn else { return [] }
        return entry.findings.filter { !$0.isBaselined && $0.severity >= failOn }
    }
}

extension RunReport {
    /// The entries with these keys (`screen/device-id.orientation`), in the order given, or those
    /// that failed when `keys` is empty; an unknown key is an error that names it.
    package func entries(named keys: [String]) throws -> [Entry] {
        guard !keys.isEmpty else { return entries.filter { $0.status == .failed } }
        let byKey = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        return try keys.map { key throws(FileError) in
            guard let entry = byKey[key] else {
                let hint =
                    NameMatching.closest(to: key, among: Array(byKey.keys), limit: 1).first.map { "; did you mean \($0)?" } ?? ""
                throw FileError(file: key, problem: "the report has no such entry\(hint)")
            }
            return entry
        }
    }
}
