/// A check the audit makes on every interactive control, and on the constraints and text of every view.
public enum AuditRule: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    /// The control overlaps the notch or the Dynamic Island.
    case sensorHousing = "sensor-housing"
    /// The control overlaps the area outside the rounded display corners.
    case displayCorner = "display-corner"
    /// The control overlaps the home-indicator region, where the system gesture wins.
    case homeIndicator = "home-indicator"
    /// The control overlaps the status bar.
    case statusBar = "status-bar"
    /// The control is not inside its view controller's safe area.
    case outsideSafeArea = "outside-safe-area"
    /// The control is wholly or partly outside the screen.
    case offscreen
    /// The control is shorter than the minimum hit target both ways (44 pt unless configured), or
    /// thinner than 24 pt either way.
    case hitTarget = "hit-target"
    /// A view drawn later that takes touches covers the control.
    case occluded
    /// The control is under a display's bar column, where the system's bars take the touches.
    case verticalBars = "vertical-bars"
    /// The control is under an active occlusion region: a camera, or the status bar's corner.
    case occlusionRegion = "occlusion-region"
    /// The control lies across an active division region: the fold of a partially folded display.
    case divisionRegion = "division-region"
    /// A required constraint that places the view cannot hold with the others, and UIKit breaks
    /// it: the view is not where its constraints say.
    case conflictingConstraints = "conflicting-constraints"
    /// At a larger text size the view cuts its text short, where the default size shows it all: a
    /// label ends in "…" or loses lines, a button's title no longer fits it.
    case textClipped = "text-clipped"

    /// How serious a finding is unless the configuration says otherwise.
    package var defaultSeverity: Severity {
        switch self {
        case .outsideSafeArea, .hitTarget, .occluded, .conflictingConstraints, .textClipped: .warning
        case .sensorHousing, .displayCorner, .homeIndicator, .statusBar, .offscreen, .verticalBars, .occlusionRegion,
            .divisionRegion:
            .error
        }
    }

    /// Whether the rule judges a control by itself, wherever it sits on the screen (its size, and
    /// what covers it), so that it applies to a component whose place is not known.
    package var isPositionIndependent: Bool {
        self == .hitTarget || self == .occluded || self == .conflictingConstraints || self == .textClipped
    }

    /// What the rule flags, in one line.
    public var summary: String {
        switch self {
        case .sensorHousing: "overlaps the notch or Dynamic Island"
        case .displayCorner: "overlaps the area outside the rounded display corners"
        case .homeIndicator: "overlaps the home-indicator region, where the system gesture wins"
        case .statusBar: "overlaps the status bar"
        case .outsideSafeArea: "is not inside its view controller's safe area (bars included)"
        case .offscreen: "is wholly or partly outside the screen"
        case .hitTarget: "is too small a target for a finger"
        case .occluded: "is covered by a view drawn later that takes the touches"
        case .verticalBars: "is under the bar column, where the system's bars take the touches"
        case .occlusionRegion: "is under an occlusion region (a camera or the status bar's corner)"
        case .divisionRegion: "lies across the fold of a partially folded display"
        case .conflictingConstraints: "has a required constraint that conflicts with others, which UIKit breaks"
        case .textClipped:
            "cuts its text short under a variant (a larger text size, a longer language), where the default shows it all"
        }
    }

    /// Rules in the order they are listed.
    public static func < (lhs: AuditRule, rhs: AuditRule) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How serious a finding is.
public enum Severity: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    /// Worth a look; fails only with `--fail-on warning`.
    case warning
    /// The hardware or the system takes the control's touches; fails by default.
    case error

    /// Warnings before errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
