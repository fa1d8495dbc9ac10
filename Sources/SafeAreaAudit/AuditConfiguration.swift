/// What the audit checks and how strictly: the rules on, their severities, the tolerance, and the
/// controls it leaves alone.
public struct AuditConfiguration: Hashable, Sendable {
    /// Severities that differ from the rules' defaults.
    public var severities: [AuditRule: Severity]
    /// The rules turned off.
    public var disabledRules: Set<AuditRule>
    /// Overlaps no deeper than this, in points, are grazes at antialiasing level and not flagged.
    public var tolerance: Double
    /// The smallest width and height of a control, in points.
    public var minimumHitTarget: Double
    /// Controls left alone, by `accessibilityIdentifier`.
    public var suppressedIdentifiers: Set<String>
    /// Controls left alone, by view path; a path ending in `/*` covers the subtree under it.
    public var suppressedPaths: [String]

    /// Creates a configuration; the defaults check every rule at its default severity.
    public init(
        severities: [AuditRule: Severity] = [:], disabledRules: Set<AuditRule> = [], tolerance: Double = 0.5,
        minimumHitTarget: Double = 44, suppressedIdentifiers: Set<String> = [], suppressedPaths: [String] = []
    ) {
        self.severities = severities
        self.disabledRules = disabledRules
        self.tolerance = tolerance
        self.minimumHitTarget = minimumHitTarget
        self.suppressedIdentifiers = suppressedIdentifiers
        self.suppressedPaths = suppressedPaths
    }

    /// The severity findings of `rule` get, or nil when the rule is off.
    package func severity(of rule: AuditRule) -> Severity? {
        disabledRules.contains(rule) ? nil : severities[rule] ?? rule.defaultSeverity
    }

    /// Whether the control with this identifier and path is left alone.
    package func suppresses(identifier: String?, path: String) -> Bool {
        if let identifier, suppressedIdentifiers.contains(identifier) { return true }
        return suppressedPaths.contains { pattern in
            pattern.hasSuffix("/*")
                ? path.hasPrefix(String(pattern.dropLast())) || path == String(pattern.dropLast(2))
                : path == pattern
        }
    }
}
