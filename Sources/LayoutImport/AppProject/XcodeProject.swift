import Foundation
import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

/// An Xcode project's `project.pbxproj`, read for what decides where its apps run: each iOS app
/// target's build settings and the files it builds. The file is an old-style property list, which
/// Foundation's `PropertyListSerialization` reads.
struct XcodeProject {
    /// One native target.
    struct Target {
        /// The target's name.
        var name: String
        /// Whether it builds an iOS application (not a framework, test bundle or extension).
        var isApp: Bool
        /// Its build settings in the configuration read: the project's, then its own, each over
        /// the `.xcconfig` file it is based on.
        var settings: BuildSettings
        /// The files it builds or copies, as absolute, standardized paths.
        var files: Set<String>
        /// Folders whose every file it builds (Xcode 16's synchronized groups), with the files
        /// left out of it, absolute and standardized.
        var folders: [(path: String, exceptions: Set<String>)]

        /// Whether the target builds or copies the file at `path` (absolute, standardized).
        func holds(_ path: String) -> Bool {
            if files.contains(path) { return true }
            return folders.contains { folder in
                path.hasPrefix(folder.path + "/") && !folder.exceptions.contains(path)
            }
        }
    }

    /// The `.xcodeproj` folder.
    let url: URL
    /// The folder builds resolve paths against (`SRCROOT`): the one holding the `.xcodeproj`.
    var sourceRoot: URL { url.deletingLastPathComponent() }
    /// The native targets, in the project's order.
    let targets: [Target]

    /// Reads the project at `url` (the `.xcodeproj` folder), named `displayPath` in errors.
    init(contentsOf url: URL, displayPath: String) throws(FileError) {
        self.url = url.standardizedFileURL.resolvingSymlinksInPath()
        let file = displayPath + "/project.pbxproj"
        let data = try StrictDecoder.contents(of: url.appendingPathComponent("project.pbxproj"), file: file)
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw FileError(
                file: file, problem: "not a property list Xcode wrote (\(error.localizedDescription))", kind: .malformed)
        }
        guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any],
            let rootID = top["rootObject"] as? String, let root = objects[rootID] as? [String: Any]
        else {
            throw FileError(file: file, problem: "not an Xcode project: it has no objects or root object")
        }
        let graph = ObjectGraph(objects: objects, sourceRoot: self.url.deletingLastPathComponent())
        let projectSettings = graph.settings(ofList: root["buildConfigurationList"] as? String, named: nil)
        let configuration = projectSettings.configurationName
        targets = graph.strings(root["targets"]).compactMap { id in
            guard let target = graph[id], target["isa"] as? String == "PBXNativeTarget" else { return nil }
            let name = target["name"] as? String ?? id
            var settings = projectSettings.settings
            settings.overlay(graph.settings(ofList: target["buildConfigurationList"] as? String, named: configuration).settings)
            let productType = target["productType"] as? String ?? ""
            let sdk = settings["SDKROOT"] ?? "iphoneos"
            return Target(
                name: name,
                isApp: productType == "com.apple.product-type.application" && (sdk.hasPrefix("iphone") || sdk == "auto"),
                settings: settings.expanding([
                    "TARGET_NAME": name, "PRODUCT_NAME": settings["PRODUCT_NAME"] ?? name, "SRCROOT": graph.sourceRoot.path,
                    "PROJECT_DIR": graph.sourceRoot.path, "SOURCE_ROOT": graph.sourceRoot.path,
                    "PROJECT_NAME": url.deletingPathExtension().lastPathComponent,
                ]),
                files: graph.files(builtBy: target), folders: graph.folders(of: target, id: id))
        }
    }
}

/// The objects of a `project.pbxproj`, with the paths of its files resolved through their groups.
private struct ObjectGraph {
    let objects: [String: Any]
    let sourceRoot: URL
    /// Each file reference's and group's path, from the main group down.
    private(set) var paths: [String: URL] = [:]

    init(objects: [String: Any], sourceRoot: URL) {
        self.objects = objects
        self.sourceRoot = sourceRoot
        var paths: [String: URL] = [:]
        func place(_ id: String, parent: URL, depth: Int) {
            guard depth < 64, paths[id] == nil, let object = objects[id] as? [String: Any] else { return }
            let path = object["path"] as? String
            let base: URL? =
                switch object["sourceTree"] as? String ?? "<group>" {
                case "<group>": parent
                case "SOURCE_ROOT": sourceRoot
                case "<absolute>": URL(fileURLWithPath: "/")
                default: nil
                }
            guard let base else { return }
            let url = path.map { base.appendingPathComponent($0) } ?? base
            paths[id] = url.standardizedFileURL
            for child in object["children"] as? [String] ?? [] { place(child, parent: url, depth: depth + 1) }
        }
        for object in objects.values {
            guard let object = object as? [String: Any], object["isa"] as? String == "PBXProject",
                let main = object["mainGroup"] as? String
            else { continue }
            place(main, parent: sourceRoot, depth: 0)
        }
        self.paths = paths
    }

    subscript(id: String) -> [String: Any]? { objects[id] as? [String: Any] }

    func strings(_ value: Any?) -> [String] { value as? [String] ?? [] }

    /// The settings of the configuration named `name` in the list `listID` (else its default, else
    /// its first), over the `.xcconfig` it is based on, and the configuration's name.
    func settings(ofList listID: String?, named name: String?) -> (settings: BuildSettings, configurationName: String?) {
        guard let listID, let list = self[listID] else { return (BuildSettings(), nil) }
        let configurations = strings(list["buildConfigurations"]).compactMap { id in self[id] }
        let wanted = name ?? (configurations.contains { $0["name"] as? String == "Release" } ? "Release" : nil)
        let chosen =
            configurations.first { $0["name"] as? String == wanted }
            ?? configurations.first { $0["name"] as? String == list["defaultConfigurationName"] as? String }
            ?? configurations.first
        guard let chosen else { return (BuildSettings(), nil) }
        var settings = BuildSettings()
        if let reference = chosen["baseConfigurationReference"] as? String, let url = paths[reference] {
            settings = BuildSettings(xcconfig: url)
        }
        settings.overlay(BuildSettings(values: chosen["buildSettings"] as? [String: Any] ?? [:]))
        return (settings, chosen["name"] as? String)
    }

    /// The files a target's build phases build or copy, variant groups (a storyboard's
    /// localizations) included.
    func files(builtBy target: [String: Any]) -> Set<String> {
        var files: Set<String> = []
        for phase in strings(target["buildPhases"]).compactMap({ self[$0] }) {
            for buildFile in strings(phase["files"]).compactMap({ self[$0] }) {
                guard let reference = buildFile["fileRef"] as? String, let object = self[reference] else { continue }
                let members = object["isa"] as? String == "PBXVariantGroup" ? strings(object["children"]) : [reference]
                for member in members { if let url = paths[member] { files.insert(url.path) } }
            }
        }
        return files
    }

    /// The synchronized folders of a target (Xcode 16), with the files its exception sets leave out.
    func folders(of target: [String: Any], id: String) -> [(path: String, exceptions: Set<String>)] {
        strings(target["fileSystemSynchronizedGroups"]).compactMap { groupID in
            guard let group = self[groupID], let url = paths[groupID] else { return nil }
            var exceptions: Set<String> = []
            for set in strings(group["exceptions"]).compactMap({ self[$0] }) where set["target"] as? String == id {
                for member in strings(set["membershipExceptions"]) {
                    exceptions.insert(url.appendingPathComponent(member).standardizedFileURL.path)
                }
            }
            return (url.path, exceptions)
        }
    }
}
