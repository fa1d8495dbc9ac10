import DeviceGeometry
import SafeAreaDecoding

/// The top of `.safearea.yml`.
struct DecodedSettings: Decodable {
    var configuration = AuditConfiguration()
    var baseline: String?
    var devices: [Device] = []
    var fontFiles: [String] = []

    init(from decoder: any Decoder) throws {
        let top = try StrictContainer(decoder, allowed: ["audit", "devices", "fontFiles"])
        devices = try top.decodeIfPresent([DecodedDevice].self, "devices")?.map(\.device) ?? []
        fontFiles = try top.decodeIfPresent([String].self, "fontFiles") ?? []
        guard let audit = try top.decodeIfPresent(DecodedAudit.self, "audit") else { return }
        configuration = audit.configuration
        baseline = audit.baseline
    }
}

/// The `audit` section.
private struct DecodedAudit: Decodable {
    var configuration = AuditConfiguration()
    var baseline: String?

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer(decoder, allowed: ["tolerance", "minimumHitTarget", "rules", "suppress", "baseline"])
        configuration.tolerance = try c.decodeNumber("tolerance", minimum: 0, maximum: 44, default: configuration.tolerance)
        configuration.minimumHitTarget = try c.decodeNumber(
            "minimumHitTarget", minimum: 0, maximum: 200,
            default: configuration.minimumHitTarget)
        if let rules = try c.decodeIfPresent(DecodedRules.self, "rules") {
            configuration.severities = rules.severities
            configuration.disabledRules = rules.disabled
        }
        if let suppress = try c.decodeIfPresent(DecodedSuppressions.self, "suppress") {
            configuration.suppressedIdentifiers = Set(suppress.identifiers)
            configuration.suppressedPaths = suppress.paths
        }
        baseline = try c.decodeIfPresent(String.self, "baseline")
    }
}

/// `rules`: a rule id and `off`, `warning` or `error`.
private struct DecodedRules: Decodable {
    enum Setting: String, CaseIterable {
        case off, warning, error
    }

    var severities: [AuditRule: Severity] = [:]
    var disabled: Set<AuditRule> = []

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer(decoder, allowed: AuditRule.allCases.map(\.rawValue))
        for rule in AuditRule.allCases {
            switch try c.decodeCase(Setting.self, rule.rawValue) {
            case .off: disabled.insert(rule)
            case .warning: severities[rule] = .warning
            case .error: severities[rule] = .error
            case nil: break
            }
        }
    }
}

/// `suppress`: identifiers and paths of controls to leave alone.
private struct DecodedSuppressions: Decodable {
    var identifiers: [String] = []
    var paths: [String] = []

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer(decoder, allowed: ["accessibilityIdentifiers", "paths"])
        identifiers = try c.decodeIfPresent([String].self, "accessibilityIdentifiers") ?? []
        paths = try c.decodeIfPresent([String].self, "paths") ?? []
    }
}
