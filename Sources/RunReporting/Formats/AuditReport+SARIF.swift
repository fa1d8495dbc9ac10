import Foundation
import SafeAreaAudit
import SafeAreaSupport

extension AuditReport {
    /// The report as SARIF 2.1.0, which GitHub code scanning shows on pull requests: one result per
    /// group, located at the view's file and line when the screen came from a file, with a
    /// fingerprint of rule, screen and view so that alerts stay the same from run to run.
    package func sarif() throws -> String {
        var (results, head) = try StreamedJSONArray.opening(Self.sarifSkeleton(of: skipped, assumptions))
        return try head + results.text(of: sarifResults()) + results.closing(Self.sarifSkeleton(of: skipped, assumptions))
    }

    /// The SARIF log without its results.
    static func sarifSkeleton(of skipped: [SkippedPlacements], _ assumptions: [String]) -> some Encodable {
        let rules = AuditRule.allCases.map { rule in
            SARIF.Rule(
                id: rule.rawValue, shortDescription: .init(text: "A control \(rule.summary)."),
                defaultConfiguration: .init(level: rule.defaultSeverity.rawValue))
        }
        return SARIF(runs: [
            .init(
                tool: .init(driver: .init(name: ToolIdentity.name, version: ToolIdentity.version, rules: rules)),
                results: [StreamedJSONArray.placeholder],
                invocations: [
                    .init(
                        executionSuccessful: true,
                        toolExecutionNotifications: (SkippedPlacements.summary(of: skipped) + assumptions).map {
                            .init(level: "note", message: .init(text: $0))
                        })
                ])
        ])
    }

    /// The SARIF result of each group.
    func sarifResults() -> [some Encodable] {
        groups.map { group in
            let first = group.first
            let message = group.message + "."
            // GitHub places results by line: a screen file's view is placed at the line it starts on
            // (the first line when the reader could not tell), and its JSON path goes along as a
            // logical location.
            let locations = first.source.map { source in
                [
                    SARIF.Location(
                        physicalLocation: .init(
                            artifactLocation: .init(uri: source.file),
                            region: .init(startLine: source.line ?? 1)),
                        logicalLocations: source.position.hasPrefix("$")
                            ? [.init(fullyQualifiedName: source.position)] : nil)
                ]
            }
            let identity = "\(group.rule.rawValue):\(group.screen):\(first.accessibilityIdentifier ?? group.viewPath)"
            return SARIF.Result(
                ruleId: group.rule.rawValue, level: group.severity.rawValue, message: .init(text: message),
                locations: locations, partialFingerprints: ["safeAreaFinding/v1": identity],
                baselineState: group.isBaselined ? "unchanged" : "new",
                properties: .init(
                    screen: group.screen, viewPath: group.viewPath,
                    accessibilityIdentifier: first.accessibilityIdentifier,
                    placements: group.placements.map(\.description)))
        }
    }
}

/// The parts of SARIF 2.1.0 the report uses.
private struct SARIF: Encodable {
    struct Text: Encodable { let text: String }
    struct Level: Encodable { let level: String }
    struct Rule: Encodable {
        let id: String
        let shortDescription: Text
        let defaultConfiguration: Level
    }
    struct Driver: Encodable {
        let name: String
        let version: String
        let rules: [Rule]
    }
    struct Tool: Encodable { let driver: Driver }
    struct ArtifactLocation: Encodable { let uri: String }
    struct Region: Encodable { let startLine: Int }
    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }
    struct LogicalLocation: Encodable { let fullyQualifiedName: String }
    struct Location: Encodable {
        let physicalLocation: PhysicalLocation
        let logicalLocations: [LogicalLocation]?
    }
    struct Properties: Encodable {
        let screen: String
        let viewPath: String
        let accessibilityIdentifier: String?
        let placements: [String]
    }
    struct Result: Encodable {
        let ruleId: String
        let level: String
        let message: Text
        let locations: [Location]?
        let partialFingerprints: [String: String]
        let baselineState: String
        let properties: Properties
    }
    struct Notification: Encodable {
        let level: String
        let message: Text
    }
    struct Invocation: Encodable {
        let executionSuccessful: Bool
        /// What the run left out, and why.
        let toolExecutionNotifications: [Notification]
    }
    struct Run: Encodable {
        let tool: Tool
        /// Only the placeholder: the results are written apart (``StreamedJSONArray``).
        let results: [String]
        let invocations: [Invocation]
    }

    let version = "2.1.0"
    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case version
        case schema = "$schema"
        case runs
    }
}
