import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaSupport

/// The app a screen belongs to, as its own files describe it: the device families its Xcode
/// target builds for (`TARGETED_DEVICE_FAMILY`), and the orientations and full-screen need its
/// Info.plist (or the `INFOPLIST_KEY_` settings Xcode generates one from) declares.
///
/// A run reads it for every Interface Builder file inside an Xcode project, walking up from the
/// file (``discover(building:displayPath:)``), or from the project or Info.plist a team names, and
/// audits only the placements the app can reach.
package struct AppTarget: Hashable, Sendable {
    /// The placements the app can show its screens on.
    package var supportedPlacements: SupportedPlacements

    /// The app an Info.plist describes, on `families` (both when nil, unless the file lists its
    /// `UIDeviceFamily`). `displayPath` names the file in errors and in the reasons placements are
    /// skipped.
    ///
    /// - Throws: `FileError` when the file cannot be read or is not an Info.plist.
    package init(infoPlist url: URL, displayPath: String? = nil, families: Set<Device.Family>? = nil) throws(FileError) {
        let file = displayPath ?? Self.display(url)
        let keys = try InfoPlistKeys(contentsOf: url, file: file)
        supportedPlacements = SupportedPlacements(
            families: families ?? keys.families ?? [.phone, .pad], orientations: keys.orientationsByFamily,
            requiresFullScreen: keys.requiresFullScreen ?? false, namesLaunchScreen: keys.namesLaunchScreen ?? true,
            source: file)
    }

    /// The app target named `target` of the Xcode project at `project` (the `.xcodeproj` folder);
    /// without a name, the app targets that build `file`, else the project's only app target.
    ///
    /// - Throws: `FileError` when the project cannot be read, has no such app target, or
    ///   cannot say which of its app targets is meant.
    package init(
        project: URL, displayPath: String? = nil, target: String? = nil, building file: URL? = nil
    ) throws(FileError) {
        let display = displayPath ?? Self.display(project)
        let xcodeProject = try XcodeProject(contentsOf: project, displayPath: display)
        let apps = xcodeProject.targets.filter(\.isApp)
        let chosen: [XcodeProject.Target]
        if let target {
            guard let named = apps.first(where: { $0.name == target }) else {
                let names = apps.map(\.name)
                let hint = NameMatching.closest(to: target, among: names, limit: 1).first.map { "; did you mean \($0)?" } ?? ""
                throw FileError(
                    file: display,
                    problem:
                        "no iOS app target named '\(target)' (app targets: \(names.isEmpty ? "none" : names.joined(separator: ", ")))\(hint)"
                )
            }
            chosen = [named]
        } else {
            let path = file.map { $0.standardizedFileURL.resolvingSymlinksInPath().path }
            let building = path.map { path in apps.filter { $0.holds(path) } } ?? []
            guard let found = building.isEmpty ? (apps.count == 1 ? apps : nil) : building else {
                throw FileError(
                    file: display,
                    problem: apps.isEmpty
                        ? "the project has no iOS app target"
                        : "the project has \(apps.count) app targets (\(apps.map(\.name).joined(separator: ", "))) "
                            + "and none builds the file; name one")
            }
            chosen = found
        }
        let placements = try chosen.map { target throws(FileError) in
            try Self.placements(of: target, in: xcodeProject, display: display)
        }
        supportedPlacements = placements.dropFirst().reduce(placements[0], Self.union)
    }

    /// The limits of the app a team's settings describe: by its project and target, by its
    /// Info.plist and device families, or by its families alone (`source` names where those were
    /// said); nil when nothing describes it.
    ///
    /// - Throws: `FileError` when the project or Info.plist cannot be read.
    package static func supportedPlacements(
        project: URL?, target: String?, infoPlist: URL?, families: Set<Device.Family>?, source: String
    ) throws(FileError) -> SupportedPlacements? {
        if let project { return try AppTarget(project: project, target: target).supportedPlacements }
        if let infoPlist { return try AppTarget(infoPlist: infoPlist, families: families).supportedPlacements }
        return families.map { SupportedPlacements(families: $0, source: source) }
    }

    /// The app whose Xcode project builds `file`: the nearest folder at or above the file's that
    /// holds an `.xcodeproj` whose app targets build it, or whose one app target is taken to.
    /// Returns nil, with a note saying why, when there is none or it cannot be read: the run then
    /// audits every placement, as before.
    package static func discover(building file: URL, displayPath: String) -> (app: AppTarget?, note: String?) {
        let path = file.standardizedFileURL.resolvingSymlinksInPath()
        var folder = path.deletingLastPathComponent()
        for _ in 0..<64 {
            let projects =
                ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".xcodeproj") }.sorted()
            var problems: [String] = []
            for name in projects {
                let project = folder.appendingPathComponent(name)
                do {
                    return (try AppTarget(project: project, displayPath: Self.display(project), building: path), nil)
                } catch {
                    problems.append(error.description)
                }
            }
            if !problems.isEmpty {
                return (
                    nil,
                    "\(displayPath): no app target found for the file, so every placement is audited (\(problems.joined(separator: "; ")))"
                )
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return (nil, nil)
    }

    private static func placements(
        of target: XcodeProject.Target, in project: XcodeProject, display: String
    ) throws(FileError) -> SupportedPlacements {
        var keys = InfoPlistKeys()
        var source = "target \(target.name) of \(project.url.lastPathComponent)"
        if let plist = target.settings["INFOPLIST_FILE"], !plist.isEmpty {
            let url = URL(fileURLWithPath: plist, relativeTo: project.sourceRoot).standardizedFileURL
            keys = try InfoPlistKeys(contentsOf: url, file: Self.display(url))
            let root = project.sourceRoot.path + "/"
            source = "\(url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count)) : url.path), \(source)"
        }
        keys.overlay(generatedFrom: target.settings)
        // An iOS target that does not set TARGETED_DEVICE_FAMILY builds for iPhone, Xcode's default.
        let families = InfoPlistKeys.families(
            (target.settings["TARGETED_DEVICE_FAMILY"] ?? "1").split(separator: ",").map(String.init))
        return SupportedPlacements(
            families: families.isEmpty ? keys.families ?? [.phone, .pad] : families,
            orientations: keys.orientationsByFamily, requiresFullScreen: keys.requiresFullScreen ?? false,
            namesLaunchScreen: keys.namesLaunchScreen ?? true, source: source)
    }

    /// The placements either app reaches.
    private static func union(_ a: SupportedPlacements, _ b: SupportedPlacements) -> SupportedPlacements {
        var orientations: [Device.Family: Set<Orientation>] = [:]
        for family in [Device.Family.phone, .pad] {
            if let left = a.orientations[family], let right = b.orientations[family] { orientations[family] = left.union(right) }
        }
        return SupportedPlacements(
            families: a.families.union(b.families), orientations: orientations,
            requiresFullScreen: a.requiresFullScreen && b.requiresFullScreen,
            namesLaunchScreen: a.namesLaunchScreen || b.namesLaunchScreen, source: "\(a.source); \(b.source)")
    }

    /// A path as a person would name it: relative to the working folder when inside it.
    private static func display(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let current = FileManager.default.currentDirectoryPath
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }
}
