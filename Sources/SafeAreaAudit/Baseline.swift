import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

/// Findings recorded as known, so that only new ones fail, as a SwiftLint baseline does.
///
/// A view is known by its accessibility identifier when it has one, else by its path, so that a
/// baseline survives layout changes that leave the controls where they are in the tree.
public struct Baseline: Hashable, Sendable, Codable {
    /// One recorded group.
    package struct Entry: Hashable, Sendable, Codable {
        /// The rule's id.
        package var rule: AuditRule
        /// The screen's name.
        package var screen: String
        /// The view's accessibility identifier, or its path.
        package var view: String
        /// The placements.
        package var placements: [Placement.ID]
    }

    /// What a finding is looked up by: its rule, screen and view.
    private struct Key: Hashable {
        let rule: AuditRule
        let screen: String
        let view: String
    }

    /// The file format's version.
    package var version = 1
    /// The recorded groups.
    package private(set) var entries: [Entry] = []
    /// The placements recorded for each rule, screen and view, so that looking a finding up does
    /// not read every entry: a large app's audit looks up every finding.
    private var placements: [Key: Set<Placement.ID>] = [:]

    private enum CodingKeys: String, CodingKey {
        case version, entries
    }

    /// A baseline that records nothing yet.
    package init() {}

    /// Reads a baseline's version and entries.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        append(try container.decode([Entry].self, forKey: .entries))
    }

    /// A baseline of every finding in `report`.
    package init(recording report: AuditReport) {
        self.init()
        record(report)
    }

    /// Records every finding in `report` too, after those recorded already.
    package mutating func record(_ report: AuditReport) {
        append(
            report.groups.map { group in
                Entry(rule: group.rule, screen: group.screen, view: Self.viewKey(group.first), placements: group.placements)
            })
    }

    private mutating func append(_ recorded: [Entry]) {
        entries += recorded
        for entry in recorded {
            placements[Key(rule: entry.rule, screen: entry.screen, view: entry.view), default: []].formUnion(entry.placements)
        }
    }

    /// `findings`, each marked as recorded by the baseline or not.
    package func marking(_ findings: [Finding]) -> [Finding] {
        findings.map { finding in
            var marked = finding
            marked.isBaselined = contains(finding)
            return marked
        }
    }

    /// Whether the baseline records `finding`.
    public func contains(_ finding: Finding) -> Bool {
        placements[Key(rule: finding.rule, screen: finding.screen, view: Self.viewKey(finding))]?.contains(finding.placement)
            ?? false
    }

    private static func viewKey(_ finding: Finding) -> String {
        finding.accessibilityIdentifier ?? finding.viewPath
    }

    /// The baseline as pretty-printed JSON with sorted keys, so that it diffs well.
    package func encoded() throws -> Data {
        try JSONOutput.pretty(self) + Data("\n".utf8)
    }

    /// Reads a baseline written by ``encoded()``.
    package init(decoding data: Data) throws {
        self = try JSONDecoder().decode(Baseline.self, from: data)
    }

    /// Reads the baseline file at `url`, named `displayPath` in errors.
    public init(contentsOf url: URL, displayPath: String? = nil) throws(FileError) {
        let file = displayPath ?? url.path
        let data = try StrictDecoder.contents(of: url, file: file)
        try ValueLimits.results.checkBeforeParsing(json: data, file: file)
        do {
            try self.init(decoding: data)
        } catch {
            throw FileError(
                file: file, problem: "not a baseline written by safearea audit --write-baseline (\(error))", kind: .malformed)
        }
    }
}
