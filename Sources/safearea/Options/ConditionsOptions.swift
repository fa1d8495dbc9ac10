import ArgumentParser
import DeviceGeometry

/// The system a run assumes: `--ios`, `--sdk`, `--posture` and `--window`, shared by every
/// command that lays screens out.
struct ConditionsOptions: ParsableArguments {
    @Option(
        name: .customLong("ios"),
        help: ArgumentHelp(
            "The iOS major version each device runs (for example 18); by default the newest it runs.",
            discussion: """
                It decides the bars (from iOS 26 a 54-pt navigation bar at the safe area's top) and the insets \
                where they differ by version. A device that cannot run it runs the nearest version it can.
                """))
    var systemVersion: Int?

    @Option(
        help: ArgumentHelp(
            "The SDK the app is built with: \(SDK.allCases.map(\.rawValue).joined(separator: ", ")).",
            discussion: """
                It decides the iPhone Duo's layout: 26 runs the app letterboxed in a 375-pt window, 27.0 gives it the \
                display beside the bar column, 27.1 (the default) moves its bars into the column.
                """))
    var sdk: String?

    @Option(help: "A foldable's posture: flat (the default) or partial, where the fold divides the display.")
    var posture: String?

    @Option(
        help: ArgumentHelp(
            "The app's window: full (the default), half, third, two-thirds, right-half, right-third, right-two-thirds, iphone-app, or a frame X,Y,WxH.",
            discussion: """
                A share takes that part of the screen's width on the left (or, with right-, on the right) at full \
                height: iPad windows beside another app and iOS 27's Split View on iPhone. iphone-app is an \
                iPhone-only app on an iPad. A frame is in the points of each orientation's screen, clipped to it. \
                The window's insets are its overlap with the screen's unsafe areas; from iPadOS 26 an iPad window \
                keeps 32 pt at the top for its controls.
                """, valueName: "window"))
    var window: String = "full"

    func validate() throws {
        _ = try conditions()
    }

    /// The conditions the options name; those not given are assumed, and findings that appear only
    /// under them say so.
    func conditions() throws -> SystemConditions {
        guard let sdk = SDK(parsing: self.sdk ?? SDK.newest.rawValue) else {
            throw ValidationError(
                "unknown SDK '\(self.sdk ?? "")': use \(SDK.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let posture = Posture(rawValue: (self.posture ?? Posture.flat.rawValue).lowercased()) else {
            throw ValidationError(
                "unknown posture '\(self.posture ?? "")': use \(Posture.allCases.map(\.rawValue).joined(separator: " or "))")
        }
        guard let window = WindowRequest(parsing: window) else {
            throw ValidationError(
                "unknown window '\(self.window)': use \(WindowRequest.names.joined(separator: ", ")) or a frame X,Y,WxH")
        }
        let stated: [SystemConditions.Aspect?] = [
            systemVersion == nil ? nil : .systemVersion, self.sdk == nil ? nil : .sdk, self.posture == nil ? nil : .posture,
        ]
        return SystemConditions(
            systemVersion: systemVersion, sdk: sdk, posture: posture, window: window, stated: Set(stated.compactMap { $0 }))
    }
}
