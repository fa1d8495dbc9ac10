/// What a run assumes beyond the device itself: the iOS version the device runs, the SDK the app
/// was built with, the posture of a foldable and the window the app runs in. Each changes where
/// the system puts its bars and what the window's safe area is.
public struct SystemConditions: Hashable, Sendable {
    /// The iOS major version the device runs, or nil for the newest each device runs
    /// (``Device/systemVersions``). A device that cannot run the version asked for runs the
    /// nearest it can.
    public var systemVersion: Int?
    /// The SDK the app was built with.
    public var sdk: SDK
    /// How far a foldable is unfolded.
    public var posture: Posture
    /// The window the app runs in.
    public var window: WindowRequest
    /// The conditions the run was told rather than assumed: a finding that appears only under an
    /// assumed iOS version or SDK is a warning that says so.
    package var stated: Set<Aspect>

    /// A condition a run can be told or assume.
    package enum Aspect: String, CaseIterable, Hashable, Sendable {
        /// The iOS version.
        case systemVersion
        /// The SDK the app is built with.
        case sdk
        /// A foldable's posture.
        case posture
    }

    /// Creates conditions; the defaults are the catalog's iOS version, the newest SDK, a foldable
    /// lying flat and a full-screen window. The conditions given other values than the defaults
    /// are stated.
    public init(
        systemVersion: Int? = nil, sdk: SDK = .newest, posture: Posture = .flat, window: WindowRequest = .fullScreen
    ) {
        self.init(systemVersion: systemVersion, sdk: sdk, posture: posture, window: window, stated: nil)
    }

    /// Creates conditions that state `stated`, or, when it is nil, the conditions given other
    /// values than the defaults.
    package init(
        systemVersion: Int? = nil, sdk: SDK = .newest, posture: Posture = .flat, window: WindowRequest = .fullScreen,
        stated: Set<Aspect>?
    ) {
        self.systemVersion = systemVersion
        self.sdk = sdk
        self.posture = posture
        self.window = window
        self.stated =
            stated
            ?? Set(
                [
                    systemVersion == nil ? nil : Aspect.systemVersion, sdk == .newest ? nil : .sdk,
                    posture == .flat ? nil : .posture,
                ].compactMap { $0 })
    }
}

extension SystemConditions {
    /// These conditions with `version` as the iOS version where they name none; a version a
    /// team's settings give is stated, as one given on the command line is.
    package func defaultingSystemVersion(to version: Int?) -> SystemConditions {
        guard systemVersion == nil, let version else { return self }
        var conditions = self
        conditions.systemVersion = version
        conditions.stated.insert(.systemVersion)
        return conditions
    }
}

/// The iOS SDK an app was built with. On the iPhone Duo it decides the layout
/// (devices-2026.md §1): an app built with the iOS 26 SDK runs letterboxed in a compatibility
/// window, 27.0 gives it the display beside the bar column, 27.1 moves its bars into the column.
public enum SDK: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    /// The iOS 26 SDK.
    case iOS26 = "26"
    /// The iOS 27.0 SDK.
    case iOS27_0 = "27.0"
    /// The iOS 27.1 SDK, the first with vertical bars.
    case iOS27_1 = "27.1"

    /// The newest SDK the catalog knows.
    public static let newest = SDK.iOS27_1

    /// Older SDKs first.
    public static func < (lhs: SDK, rhs: SDK) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Reads `26`, `27`, `27.0` or `27.1`, with or without an `iOS` prefix.
    package init?(parsing text: String) {
        var key = text.lowercased()
        if key.hasPrefix("ios") { key.removeFirst(3) }
        switch Substring(key).trimmingWhitespace() {
        case "26", "26.0": self = .iOS26
        case "27", "27.0": self = .iOS27_0
        case "27.1": self = .iOS27_1
        default: return nil
        }
    }
}

/// How far a foldable is unfolded: the fold is a division region only while it is partially
/// folded (devices-2026.md §1).
public enum Posture: String, CaseIterable, Hashable, Sendable {
    /// Open flat (180°): the fold has no width.
    case flat
    /// Partially folded (about 128°): the fold divides the display.
    case partial
}
