import Foundation

/// The Swift files of the target a file belongs to, where the app's own views are defined: the
/// folder under `Sources`, or the folder that holds a `Package.swift` or an Xcode project, else the
/// file's own folder.
enum SwiftTarget {
    /// The most files read beside a file, and the largest: far more than a target's views.
    static let mostFiles = 5_000
    static let largestFile = 4 << 20

    /// The `.swift` files under the target folder `root`, in a stable order, build folders left out.
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
