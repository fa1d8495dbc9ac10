import Foundation
import SafeAreaAudit

/// Reads `.safearea.yml`, the project's audit settings, found from the working folder upward:
///
/// ```yaml
/// audit:
///   tolerance: 0.5              # points; overlaps this shallow are grazes
///   minimumHitTarget: 44        # points
///   rules:                      # a rule id: off, warning or error
///     hit-target: off
///     outside-safe-area: error
///   suppress:
///     accessibilityIdentifiers: [legacy-close]
///     paths: ["view/view[2]/*"]  # a path, or a subtree ending in /*
///   baseline: safearea-baseline.json   # relative to this file
/// ```
public enum AuditConfigurationFile {
    /// The file's name.
    public static let fileName = ".safearea.yml"

    /// What the file sets.
    public struct Settings: Hashable, Sendable {
        /// The audit's configuration.
        public var configuration: AuditConfiguration
        /// The baseline file, if the settings name one, resolved against the settings file's folder.
        public var baseline: URL?

        /// Creates settings.
        public init(configuration: AuditConfiguration, baseline: URL? = nil) {
            self.configuration = configuration
            self.baseline = baseline
        }
    }

    /// The nearest `.safearea.yml` in `directory` or a folder above it.
    public static func find(from directory: URL) -> URL? {
        var folder = directory.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Reads the settings at `url`.
    public static func read(contentsOf url: URL, displayPath: String? = nil) throws(ImportError) -> Settings {
        let file = displayPath ?? url.path
        let data = try ScreenFile.readData(at: url, file: file)
        let decoded = try ScreenFile.strictlyDecode(DecodedSettings.self, from: data, format: .yaml, file: file)
        return Settings(configuration: decoded.configuration,
                        baseline: decoded.baseline.map { url.deletingLastPathComponent().appendingPathComponent($0) })
    }
}

/// The top of `.safearea.yml`.
private struct DecodedSettings: Decodable {
    var configuration = AuditConfiguration()
    var baseline: String?

    init(from decoder: any Decoder) throws {
        let top = try StrictContainer(decoder, allowed: ["audit"])
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
        configuration.minimumHitTarget = try c.decodeNumber("minimumHitTarget", minimum: 0, maximum: 200,
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
