import DeviceGeometry
import Foundation
import SafeAreaAudit

/// Where `.safearea.yml`'s `app` section says the app's own description is: its Xcode project and
/// target, or its Info.plist and device families. The paths are resolved against the settings
/// file's folder.
public struct AppSettings: Hashable, Sendable {
    /// The `.xcodeproj` folder.
    public var project: URL?
    /// The app target in the project; nil for the one that builds each screen file, or its only one.
    public var target: String?
    /// The Info.plist, for an app described without its project.
    public var infoPlist: URL?
    /// The device families the app runs on, with an Info.plist; nil for both.
    public var families: Set<Device.Family>?
    /// The orientations the app's view controllers return from `supportedInterfaceOrientations`,
    /// where its code gives them; nil for UIKit's default.
    public var orientations: Set<Orientation>?

    /// Settings naming a project and target, or an Info.plist and families, and what the app's
    /// view controllers support.
    public init(
        project: URL? = nil, target: String? = nil, infoPlist: URL? = nil, families: Set<Device.Family>? = nil,
        orientations: Set<Orientation>? = nil
    ) {
        self.project = project
        self.target = target
        self.infoPlist = infoPlist
        self.families = families
        self.orientations = orientations
    }

    /// `limits`, the app's files' own, with what these settings say its code supports.
    public func applied(to limits: SupportedPlacements) -> SupportedPlacements {
        guard let orientations else { return limits }
        var limits = limits
        limits.controllerOrientations = [.phone: orientations, .pad: orientations]
        return limits
    }
}
