import Foundation
import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

extension ScreenFile {
    /// Every hierarchy dump in the folder at `url` and the folders inside it, such as a
    /// swift-snapshot-testing `__Snapshots__` folder, read as captures: each screen is named by
    /// its file's path in the folder without the extension (`LoginTests/testLogin.iphone-x`), and
    /// placed on the device its size or name suggests. Files that are not dumps (the PNG
    /// references beside them) are passed over; a folder without a dump is an error.
    package static func readDumps(
        inFolder url: URL, displayPath: String? = nil, capture: CaptureOptions = CaptureOptions()
    ) throws(FileError) -> ScreenFileContents {
        let folder = displayPath ?? url.path
        let root = url.standardizedFileURL.resolvingSymlinksInPath()
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw FileError(file: folder, problem: "cannot read the folder", kind: .unreadable)
        }
        var files: [String] = []
        for case let file as URL in walker where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let path = file.resolvingSymlinksInPath().path
            guard path.hasPrefix(root.path + "/") else { continue }
            files.append(String(path.dropFirst(root.path.count + 1)))
        }
        var result = ScreenFileContents(documents: [])
        for relative in files.sorted() where ["txt", "json", "xml"].contains((relative as NSString).pathExtension.lowercased()) {
            let file = root.appendingPathComponent(relative)
            let data = try StrictDecoder.contents(of: file, file: "\(folder)/\(relative)")
            guard let format = HierarchyDump.format(of: data) else { continue }
            let name = (relative as NSString).deletingPathExtension
            let screens = try HierarchyDump.decode(
                data, format: format, file: "\(folder)/\(relative)", name: name, options: capture)
            try ScreenLimits().check(screens, file: "\(folder)/\(relative)")
            result.documents += screens.documents
            result.notes += screens.notes
        }
        guard !result.documents.isEmpty else {
            throw FileError(file: folder, problem: "the folder holds no hierarchy dump (.txt, .json or .xml)")
        }
        return result
    }
}
