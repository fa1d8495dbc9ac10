import ArgumentParser
import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import SafeAreaAudit

/// Which app the screens belong to, and so which placements they can be shown on: the project or
/// Info.plist named here, else the settings' `app`, else the Xcode project found above each file.
struct AppOptions: ParsableArguments {
    @Option(
        name: .customLong("project"),
        help: ArgumentHelp(
            "The app's Xcode project (.xcodeproj), whose target decides the devices and orientations audited.",
            discussion: "Default: the settings' app, else the nearest .xcodeproj above each screen file that builds it."),
        completion: .directory)
    var project: String?

    @Option(name: .customLong("target"), help: "The app target of --project. Default: the one that builds each file.")
    var target: String?

    @Option(
        name: .customLong("info-plist"),
        help: "The app's Info.plist, for an app described without its project: its orientations limit those audited.",
        completion: .file(extensions: ["plist"]))
    var infoPlist: String?

    @Flag(
        name: .customLong("all-placements"),
        help: "Audit every device and orientation asked for, whatever the app's Info.plist and project support.")
    var allPlacements = false

    func validate() throws {
        if project != nil && infoPlist != nil { throw ValidationError("use --project or --info-plist, not both") }
        if target != nil && project == nil { throw ValidationError("--target names a target of --project; give --project too") }
    }

    /// `documents`, read from `files`, each limited to the placements its app can reach, then
    /// shaped by the settings' `screens`; notes on projects that could not be read go to `note`.
    func limit(
        _ documents: [ScreenDocument], files: [String], settings: ProjectSettings, note: (String) -> Void
    ) throws -> [ScreenDocument] {
        guard !allPlacements else { return settings.screens.applied(to: documents) }
        let shared = try sharedLimits(settings: settings)
        var discovered: [String: SupportedPlacements?] = [:]
        let limited = documents.enumerated().map { index, document -> ScreenDocument in
            guard document.capture == nil else { return document }
            var document = document
            if let shared {
                document.placementLimits.append(shared)
            } else {
                let file = files[index]
                if discovered[file] == nil {
                    let (app, message) = AppTarget.discover(building: URL(fileURLWithPath: file), displayPath: file)
                    if let message { note(message) }
                    discovered[file] = .some(app?.supportedPlacements)
                }
                if let app = discovered[file] ?? nil { document.placementLimits.append(app) }
            }
            return document
        }
        return settings.screens.applied(to: limited)
    }

    /// The limits every screen shares: those of `--project` or `--info-plist`, else the settings'.
    private func sharedLimits(settings: ProjectSettings) throws -> SupportedPlacements? {
        if let project {
            return try AppTarget(project: URL(fileURLWithPath: project), displayPath: project, target: target)
                .supportedPlacements
        }
        if let infoPlist {
            return try AppTarget(infoPlist: URL(fileURLWithPath: infoPlist), displayPath: infoPlist).supportedPlacements
        }
        guard let app = settings.app else { return nil }
        return try AppTarget.supportedPlacements(
            project: app.project, target: app.target, infoPlist: app.infoPlist, families: app.families,
            source: ProjectSettings.fileName
        ).map(app.applied)
    }
}
