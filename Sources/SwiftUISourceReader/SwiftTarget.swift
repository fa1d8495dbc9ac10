import Foundation
import SafeAreaSupport

/// The Swift files of the target a file belongs to, where the app's own views are defined: the
/// folder under `Sources`, or the folder that holds a `Package.swift` or an Xcode project, else the
/// file's own folder; with the package's other targets and its local packages, where a team keeps
/// its design system.
enum SwiftTarget {
    /// The most files read beside a file, and the largest: far more than a target's views.
    static let mostFiles = 5_000
    static let largestFile = 4 << 20

    /// The `.swift` files of the target folder `root` and of the code it may use beside it: the
    /// other targets of its package and the local packages its `Package.swift` or its Xcode project
    /// names (`.package(path:)`, a local package reference); the target's own first.
    static func files(of root: URL) -> [URL] {
        var files: [URL] = []
        var seen: Set<String> = []
        for folder in [root] + neighbours(of: root) {
            for file in self.files(in: folder) where seen.insert(file.standardizedFileURL.path).inserted {
                files.append(file)
                if files.count >= mostFiles { return files }
            }
        }
        return files
    }

    /// The folders of the code a target folder may use beside its own.
    static func neighbours(of root: URL) -> [URL] {
        let manager = FileManager.default
        let parent = root.deletingLastPathComponent()
        let package = parent.lastPathComponent == "Sources" ? parent.deletingLastPathComponent() : root
        var folders = parent.lastPathComponent == "Sources" ? [parent] : []
        let manifest = package.appendingPathComponent("Package.swift")
        if let text = BoundedFile.text(of: manifest) {
            folders += matches(of: #"\.package\(\s*(?:name:\s*"[^"]*"\s*,\s*)?path:\s*"([^"]+)""#, in: text).map {
                package.appendingPathComponent($0).appendingPathComponent("Sources")
            }
        }
        let projects = ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasSuffix(".xcodeproj") }
        for project in projects {
            let file = root.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
            guard let text = BoundedFile.text(of: file) else { continue }
            folders += matches(
                of: #"isa = XCLocalSwiftPackageReference;\s*relativePath = "?([^";\n]+)"?;"#, in: text
            ).map { root.appendingPathComponent($0).appendingPathComponent("Sources") }
        }
        return folders.filter { manager.fileExists(atPath: $0.path) }.map(\.standardizedFileURL)
    }

    /// The first group of each match of `pattern` in `text`.
    private static func matches(of pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The `.swift` files under the folder `root`, in a stable order, build folders left out.
    static func files(in root: URL) -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey], options: [.skipsHiddenFiles])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in walker {
            if [".build", "DerivedData", "Pods", "Carthage"].contains(url.lastPathComponent) {
                walker.skipDescendants()
                continue
            }
            guard url.pathExtension == "swift",
                let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]),
                values.isRegularFile == true, (values.fileSize ?? 0) <= largestFile
            else { continue }
            files.append(url)
            if files.count >= mostFiles { break }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The folder that is `file`'s target.
    static func root(of file: URL) -> URL {
        let start = file.deletingLastPathComponent().standardizedFileURL
        var folder = start
        while folder.pathComponents.count > 1 {
            let parent = folder.deletingLastPathComponent()
            if parent.lastPathComponent == "Sources" { return folder }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains("Package.swift") || names.contains(where: { $0.hasSuffix(".xcodeproj") }) { return folder }
            folder = parent
        }
        return start
    }
}
