import DeviceGeometry
import Foundation
import SafeAreaAudit

/// Where `.safearea.yml`'s `app` section says the app's own description is: its Xcode project and
/// target, or its Info.plist and device families. The paths are resolved against the settings
/// file's folder.
package struct AppSettings: Hashable, Sendable {
    /// The `.xcodeproj` folder.
    package var project: URL?
    /// The app target in the project; nil for the one that builds each screen file, or its only one.
    package var target: String?
    /// The Info.plist, for an app described without its project.
    package var infoPlist: URL?
    /// The device families the app runs on, with an Info.plist; nil for both.
    package var families: Set<Device.Family>?
    /// The orientations the app's view controllers return from `supportedInterfaceOrientations`,
    /// where its code gives them; nil for UIKit's default.
    package var orientations: Set<Orientation>?

    /// Settings naming a project and target, or an Info.plist and families, and what the app's
    /// view controllers support.
    package init(
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
    package func applied(to limits: SupportedPlacements) -> SupportedPlacements {
        guard let orientations else { return limits }
        var limits = limits
        limits.controllerOrientations = [.phone: orientations, .pad: orientations]
        return limits
    }
}
