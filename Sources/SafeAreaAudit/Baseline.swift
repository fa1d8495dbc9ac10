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

    /// The file format's version.
    package var version = 1
    /// The recorded groups.
    package var entries: [Entry]

    /// A baseline that records nothing yet.
    package init() {
        entries = []
    }

    /// A baseline of every finding in `report`.
    package init(recording report: AuditReport) {
        self.init()
        record(report)
    }

    /// Records every finding in `report` too, after those recorded already.
    package mutating func record(_ report: AuditReport) {
        entries += report.groups.map { group in
            Entry(rule: group.rule, screen: group.screen, view: Self.viewKey(group.first), placements: group.placements)
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
        let view = Self.viewKey(finding)
        return entries.contains {
            $0.rule == finding.rule && $0.screen == finding.screen && $0.view == view
                && $0.placements.contains(finding.placement)
        }
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
