import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import SafeAreaAudit
import SnapshotTestSupport
import Testing

/// The audit's verdicts on real apps' Interface Builder files (`Tests/Fixtures/corpus/`, one
/// folder per app with its Info.plist and the `.safearea.yml` a team would keep: the app's device
/// families and what its code decides of single screens), against labels a reviewer gave every
/// finding group after reading the app's Info.plist and code (`labels.json` beside them).
///
/// A group is one control, one rule, on phones or on pads. Each is labelled real, false (with the
/// class of the mistake) or unknowable from the files alone; real defects the audit must find are
/// labelled too, so that losing one fails. Precision is real over real and false; recall is the
/// real groups found over all the real ones.
@Suite("The audit's verdicts on real apps")
struct CorpusVerdictTests {
    /// What a label names.
    struct Group: Hashable, Comparable, Codable {
        var screen: String
        var view: String
        var rule: String
        var idiom: String

        static func < (lhs: Group, rhs: Group) -> Bool {
            (lhs.screen, lhs.view, lhs.rule, lhs.idiom) < (rhs.screen, rhs.view, rhs.rule, rhs.idiom)
        }
    }

    /// A reviewer's verdict on a group: the group's fields beside `verdict`, `class` and `why`.
    struct Label: Decodable {
        var group: Group
        /// `real`, `false` or `unknowable`.
        var verdict: String
        /// For a false group, what the audit got wrong: scroll, component, orientation, size,
        /// condition, layout or presentation.
        var `class`: String?
        var why: String
        /// For a real group the audit cannot find yet, why: it counts against recall without
        /// failing, until it is found.
        var missed: String?

        enum CodingKeys: String, CodingKey { case verdict, `class`, why, missed }

        init(from decoder: any Decoder) throws {
            group = try Group(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            verdict = try container.decode(String.self, forKey: .verdict)
            `class` = try container.decodeIfPresent(String.self, forKey: .class)
            why = try container.decode(String.self, forKey: .why)
            missed = try container.decodeIfPresent(String.self, forKey: .missed)
        }
    }

    struct Labels: Decodable {
        var groups: [Label]
    }

    /// What one group of findings is: how many placements, and the first finding's detail.
    struct Reported {
        var severity: Severity
        var placements: [String]
        var detail: String?
        var frame: Rect
        var overlaps: [String] = []
    }

    /// The finding groups of the app in `folder`, laid out on every placement its app reaches.
    static func reported(in folder: URL) throws -> [Group: Reported] {
        let (documents, settings) = try CorpusApp.documents(in: folder)
        let report = MatrixAudit.run(
            documents, on: DeviceCatalog.standard.devices.placements(), configuration: settings.configuration)
        let families = Dictionary(uniqueKeysWithValues: DeviceCatalog.standard.devices.map { ($0.id, $0.family) })
        var groups: [Group: Reported] = [:]
        for finding in report.findings {
            let idiom = families[finding.placement.deviceID] == .pad ? "pad" : "phone"
            let group = Group(screen: finding.screen, view: finding.viewPath, rule: finding.rule.rawValue, idiom: idiom)
            if var reported = groups[group] {
                reported.placements.append(finding.placement.description)
                reported.overlaps.append("\(finding.region.width)x\(finding.region.height)/\(finding.area)")
                reported.severity = max(reported.severity, finding.severity)
                groups[group] = reported
            } else {
                groups[group] = Reported(
                    severity: finding.severity, placements: [finding.placement.description], detail: finding.detail,
                    frame: finding.frame)
            }
        }
        return groups
    }

    static func labels(in folder: URL) throws -> [Label] {
        let url = folder.appendingPathComponent("labels.json")
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try JSONDecoder().decode(Labels.self, from: Data(contentsOf: url)).groups
    }

    @Test func everyGroupIsLabelledAndTheVerdictsAreTrusted() throws {
        var real = 0, falseGroups = 0, unknowable = 0, found = 0, expected = 0
        var lines: [String] = []
        for folder in try CorpusApp.folders() {
            let app = folder.path.replacingOccurrences(of: CorpusApp.corpus.path + "/", with: "")
            let reported = try Self.reported(in: folder)
            let labels = try Self.labels(in: folder)
            let byGroup = Dictionary(labels.map { ($0.group, $0) }, uniquingKeysWith: { first, _ in first })
            let unlabelled = reported.keys.filter { byGroup[$0] == nil }.sorted()
            if ProcessInfo.processInfo.environment["SAFEAREA_CORPUS_DRAFT"] != nil, !unlabelled.isEmpty {
                try Self.writeDraft(unlabelled, reported: reported, in: folder)
            }
            for group in unlabelled {
                let first = reported[group]!
                let message: String =
                    "\(app): an unlabelled group: \(group.screen) \(group.view) \(group.rule) on \(group.idiom) "
                    + "(\(first.placements.count) placements, \(first.detail ?? "no detail")); label it in labels.json"
                Issue.record(Comment(rawValue: message))
            }
            var appReal = 0, appFalse = 0, appFound = 0, appExpected = 0
            for label in labels {
                let isReported = reported[label.group] != nil
                switch label.verdict {
                case "real":
                    appExpected += 1
                    let isFound = isReported || Self.isRestated(label.group, in: reported)
                    if isFound { appFound += 1 }
                    switch (isFound, label.missed) {
                    case (false, nil):
                        Issue.record(Comment(rawValue: "\(app): a real defect is no longer found: \(label.group) (\(label.why))"))
                    case (true, .some):
                        Issue.record(Comment(rawValue: "\(app): \(label.group) is found now; drop its 'missed' note"))
                    default:
                        break
                    }
                    if isReported { appReal += 1 }
                    if isReported, ProcessInfo.processInfo.environment["SAFEAREA_CORPUS_FALSE"] != nil,
                        ["display-corner", "sensor-housing"].contains(label.group.rule)
                    {
                        print("REAL \(app) \(label.group.view) \(label.group.rule) \(reported[label.group]!.overlaps.prefix(6))")
                    }
                case "false":
                    if isReported {
                        appFalse += 1
                        if ProcessInfo.processInfo.environment["SAFEAREA_CORPUS_FALSE"] != nil {
                            print(
                                "FALSE \(app) \(label.group.view) \(label.group.rule) \(zip(reported[label.group]!.placements.dropFirst(), reported[label.group]!.overlaps).map { "\($0) \($1)" })"
                            )
                        }
                    }
                case "unknowable":
                    if isReported { unknowable += 1 }
                default:
                    Issue.record(
                        Comment(
                            rawValue: "\(app): \(label.group) has the verdict '\(label.verdict)'; use real, false or unknowable"))
                }
            }
            real += appReal
            falseGroups += appFalse
            found += appFound
            expected += appExpected
            lines.append(
                "\(app): \(reported.count) groups, \(appReal) real, \(appFalse) false; found \(appFound) of \(appExpected) real")
        }
        let precision = real + falseGroups == 0 ? 1 : Double(real) / Double(real + falseGroups)
        let recall = expected == 0 ? 1 : Double(found) / Double(expected)
        let summary =
            "Corpus: \(real) real, \(falseGroups) false, \(unknowable) unknowable groups; precision "
            + "\(Int((precision * 100).rounded())) %, recall \(Int((recall * 100).rounded())) % (\(found) of \(expected))"
        print((lines + [summary]).joined(separator: "\n"))
        #expect(precision >= Self.leastPrecision, "precision fell to \(precision)")
    }

    /// Whether an outside-safe-area group is reported as what lies there: the audit gives one
    /// finding per control and place, and one naming the notch or the screen's edge takes the
    /// place of outside-safe-area.
    static func isRestated(_ group: Group, in reported: [Group: Reported]) -> Bool {
        guard group.rule == AuditRule.outsideSafeArea.rawValue else { return false }
        let specific = AuditRule.allCases.filter {
            ![.outsideSafeArea, .hitTarget, .occluded, .conflictingConstraints].contains($0)
        }
        return specific.contains { rule in
            reported[Group(screen: group.screen, view: group.view, rule: rule.rawValue, idiom: group.idiom)] != nil
        }
    }

    /// The least precision the labelled corpus keeps: what it reached when it was labelled.
    static let leastPrecision = 0.985

    /// Writes the groups no label names, with what the finding says, for a reviewer to label.
    static func writeDraft(_ groups: [Group], reported: [Group: Reported], in folder: URL) throws {
        struct Draft: Codable {
            var screen, view, rule, idiom, severity: String
            var placements: Int
            var on: [String]
            var detail: String?
            var frame: String
        }
        let drafts = groups.map { group in
            let first = reported[group]!
            return Draft(
                screen: group.screen, view: group.view, rule: group.rule, idiom: group.idiom,
                severity: first.severity.rawValue, placements: first.placements.count,
                on: Array(first.placements.prefix(12)), detail: first.detail, frame: "\(first.frame)")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(drafts).write(to: folder.appendingPathComponent("labels.draft.json"))
    }
}
