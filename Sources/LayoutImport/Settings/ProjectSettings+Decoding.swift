import DeviceGeometry
import LayoutEngine
import SafeAreaAudit
import SafeAreaDecoding

/// The top of `.safearea.yml`.
struct DecodedSettings: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case audit, devices, fontFiles, app, screens, ios, contentSizes, layoutDirections, appearances, languages, variants,
            strings
    }

    var configuration = AuditConfiguration()
    var baseline: String?
    var devices: [Device] = []
    var fontFiles: [String] = []
    var strings: [String] = []
    var app: DecodedApp?
    var screens: [ScreenSettings] = []
    var systemVersion: Int?
    var variants = VariantChoice()

    init(from decoder: any Decoder) throws {
        let top = try StrictContainer<Key>(decoder)
        systemVersion = try top.decodeSystemVersionIfPresent(.ios)
        variants = try Self.variantChoice(in: top)
        devices = try top.decodeIfPresent([DecodedDevice].self, .devices)?.map(\.device) ?? []
        fontFiles = try top.decodeIfPresent([String].self, .fontFiles) ?? []
        strings = try top.decodeIfPresent([String].self, .strings) ?? []
        app = try top.decodeIfPresent(DecodedApp.self, .app)
        screens = try (top.decodeIfPresent([String: DecodedScreen].self, .screens) ?? [:])
            .sorted { $0.key < $1.key }
            .map { pattern, screen in
                ScreenSettings(
                    pattern: pattern, orientations: screen.orientations, presentation: screen.presentation,
                    preferredContentSize: screen.preferredContentSize, navigation: screen.navigation,
                    edgesForExtendedLayout: screen.edgesForExtendedLayout)
            }
        guard let audit = try top.decodeIfPresent(DecodedAudit.self, .audit) else { return }
        configuration = audit.configuration
        baseline = audit.baseline
    }

    /// The variant axes (`contentSizes`, `layoutDirections`, `appearances`, `languages`) or the list (`variants`: names, or
    /// `recommended`), each list non-empty and each name known.
    private static func variantChoice(in top: StrictContainer<Key>) throws -> VariantChoice {
        func axis<Value>(_ key: Key, _ axis: VariantChoice.Axis<Value>, what: String) throws -> [Value]? {
            try top.decodeIfPresent([String].self, key).map { list in
                guard !list.isEmpty else { throw top.invalid(key, "\(key.rawValue) names no \(what)") }
                switch axis.values(named: list) {
                case .success(let values): return values
                case .failure(let unreadable):
                    let article = "aeiou".contains(what.first ?? "x") ? "an" : "a"
                    throw top.invalid(key, "'\(unreadable.name)' is not \(article) \(what): use \(axis.names)")
                }
            }
        }
        var choice = VariantChoice(
            contentSizes: try axis(.contentSizes, .contentSizes, what: "text size"),
            layoutDirections: try axis(.layoutDirections, .layoutDirections, what: "layout direction"),
            appearances: try axis(.appearances, .appearances, what: "appearance"),
            languages: try axis(.languages, .languages, what: "language"))
        if let names = try top.decodeIfPresent(DecodedNames.self, .variants)?.names {
            guard choice.isEmpty else {
                throw top.invalid(
                    .variants,
                    "variants lists whole variants: leave out contentSizes, layoutDirections, appearances and languages")
            }
            guard !names.isEmpty else { throw top.invalid(.variants, "variants names no variant") }
            switch VariantChoice.list(named: names) {
            case .success(let list): choice = list
            case .failure(let unreadable):
                throw top.invalid(.variants, "'\(unreadable.name)' is not a variant: use \(VariantChoice.listNames)")
            }
        }
        return choice
    }
}

/// The `audit` section.
private struct DecodedAudit: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case tolerance, minimumHitTarget, rules, suppress, baseline
    }

    var configuration = AuditConfiguration()
    var baseline: String?

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        configuration.tolerance = try c.decodeNumber(.tolerance, minimum: 0, maximum: 44, default: configuration.tolerance)
        configuration.minimumHitTarget = try c.decodeNumber(
            .minimumHitTarget, minimum: 0, maximum: 200,
            default: configuration.minimumHitTarget)
        if let rules = try c.decodeIfPresent(DecodedRules.self, .rules) {
            configuration.severities = rules.severities
            configuration.disabledRules = rules.disabled
        }
        if let suppress = try c.decodeIfPresent(DecodedSuppressions.self, .suppress) {
            configuration.suppressedIdentifiers = Set(suppress.identifiers)
            configuration.suppressedPaths = suppress.paths
        }
        baseline = try c.decodeIfPresent(String.self, .baseline)
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
        let c = try StrictContainer<RuleKey>(decoder)
        for rule in AuditRule.allCases {
            switch try c.decodeCase(Setting.self, RuleKey(rule)) {
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
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case accessibilityIdentifiers, paths
    }

    var identifiers: [String] = []
    var paths: [String] = []

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        identifiers = try c.decodeIfPresent([String].self, .accessibilityIdentifiers) ?? []
        paths = try c.decodeIfPresent([String].self, .paths) ?? []
    }
}

/// `app`: where the app's own description is, relative to the settings file.
struct DecodedApp: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case project, target, infoPlist, families, orientations
    }

    var project: String?
    var target: String?
    var infoPlist: String?
    var families: Set<Device.Family>?
    var orientations: Set<Orientation>?

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        orientations = try c.decodeIfPresent(DecodedOrientations.self, .orientations)?.orientations
        project = try c.decodeIfPresent(String.self, .project)
        target = try c.decodeIfPresent(String.self, .target)
        infoPlist = try c.decodeIfPresent(String.self, .infoPlist)
        if let names = try c.decodeIfPresent([String].self, .families) {
            families = Set(
                try names.map { name in
                    switch name.lowercased() {
                    case "iphone", "phone": return .phone
                    case "ipad", "pad": return .pad
                    default: throw c.invalid(.families, "'\(name)' is not a device family; use iPhone or iPad")
                    }
                })
        }
        if project != nil, infoPlist != nil {
            throw c.invalid(.infoPlist, "name the app's project or its Info.plist, not both")
        }
        if target != nil, project == nil {
            throw c.invalid(.target, "a target is one of a project's; name the project too")
        }
    }
}

/// One entry of `screens`: a screen's orientations, presentation and container.
private struct DecodedScreen: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case orientations, presentation, preferredContentSize, navigation, edgesForExtendedLayout
    }

    var orientations: Set<Orientation>?
    var presentation: ScreenDocument.Presentation?
    var preferredContentSize: Size?
    var navigation: ScreenSettings.Navigation?
    var edgesForExtendedLayout: RectEdges?

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        navigation = try c.decodeIfPresent(DecodedNavigationSettings.self, .navigation)?.navigation
        edgesForExtendedLayout = try c.decodeIfPresent(DecodedRectEdges.self, .edgesForExtendedLayout)?.edges
        if let size = try c.decodeIfPresent(DecodedContentSize.self, .preferredContentSize) {
            preferredContentSize = Size(width: size.width, height: size.height)
        }
        orientations = try c.decodeIfPresent(DecodedOrientations.self, .orientations)?.orientations
        if let name = try c.decodeIfPresent(String.self, .presentation) {
            let names = ["sheet": ScreenDocument.Presentation.pageSheet]
                .merging(ScreenDocument.Presentation.allCases.map { ($0.rawValue, $0) }) { first, _ in first }
            guard let presentation = names[name] else {
                throw c.invalid(
                    .presentation,
                    "'\(name)' is not a presentation; use \(ScreenDocument.Presentation.allCases.map(\.rawValue).joined(separator: ", ")) or sheet"
                )
            }
            self.presentation = presentation
        }
    }
}

/// `navigation`: the look of the bar of the navigation controller code shows a screen in.
private struct DecodedNavigationSettings: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case translucent, prefersLargeTitles
    }

    var navigation = ScreenSettings.Navigation()

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        try c.decode(.translucent, into: &navigation.isTranslucent)
        try c.decode(.prefersLargeTitles, into: &navigation.prefersLargeTitles)
    }
}

/// A list of orientation names.
private struct DecodedOrientations: Decodable {
    var orientations: Set<Orientation> = []

    init(from decoder: any Decoder) throws {
        let names = try decoder.singleValueContainer().decode([String].self)
        for name in names {
            guard let orientation = Orientation(parsing: name) else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription:
                            "'\(name)' is not an orientation; use portrait, portraitUpsideDown, landscapeLeft or landscapeRight"))
            }
            orientations.insert(orientation)
        }
    }
}

/// `{width, height}`, each a positive number of points.
private struct DecodedContentSize: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case width, height
    }

    var width = 0.0
    var height = 0.0

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        width = try c.decodeNumber(.width, minimum: 1, maximum: 8192, default: 0)
        height = try c.decodeNumber(.height, minimum: 1, maximum: 8192, default: 0)
        guard width > 0, height > 0 else { throw c.missing(width > 0 ? .height : .width) }
    }
}

/// A rule, as a key of the settings' `rules` object.
private struct RuleKey: ObjectKey {
    static var allCases: [RuleKey] { AuditRule.allCases.map(RuleKey.init) }

    var rule: AuditRule
    var rawValue: String { rule.rawValue }
    var stringValue: String { rawValue }
    var intValue: Int? { nil }

    init(_ rule: AuditRule) { self.rule = rule }
    init?(rawValue: String) {
        guard let rule = AuditRule(rawValue: rawValue) else { return nil }
        self.rule = rule
    }
    init?(stringValue: String) { self.init(rawValue: stringValue) }
    init?(intValue: Int) { nil }
}

/// One name or a list of them, as `variants: recommended` and `variants: [default, AX5]` are.
private struct DecodedNames: Decodable {
    let names: [String]

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let name = try? container.decode(String.self) {
            names = [name]
        } else {
            names = try container.decode([String].self)
        }
    }
}
