import Foundation
import LayoutEngine
import SafeAreaSupport

/// The screens of several files and folders, each with the file it came from.
public struct ScreenFileContents: Hashable, Sendable {
    /// The screens, in the order of the files.
    public var documents: [ScreenDocument]
    /// For each screen, the file it came from (a dump's own file within a folder).
    public var sources: [String]
    /// What the readers skipped or assumed, in file order.
    public var notes: [ImportNote]
}

extension ScreenFile {
    /// Reads every screen of the files and folders of dumps at `paths`, in order: the scenes
    /// named in `scenes` only, when it names any; `format` and `capture` as
    /// ``readScreens(contentsOf:displayPath:format:capture:)`` takes them. Each screen's name is
    /// the folder of its images and references, so two screens of one name are an error naming
    /// both files; so is a file that holds no screen and leaves no note saying why.
    public static func readScreens(
        atPaths paths: [String], format: Format? = nil, capture: CaptureOptions = CaptureOptions(), scenes: [String] = []
    ) throws(FileError) -> ScreenFileContents {
        var contents = ScreenFileContents(documents: [], sources: [], notes: [])
        for path in paths {
            var isFolder: ObjCBool = false
            let url = URL(fileURLWithPath: path)
            let screens =
                FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
                ? try readDumps(inFolder: url, displayPath: path, capture: capture)
                : try readScreens(contentsOf: url, displayPath: path, format: format, capture: capture)
            if screens.documents.isEmpty, screens.notes.isEmpty {
                throw FileError(file: path, problem: "the file holds no screen")
            }
            contents.documents += screens.documents
            contents.sources += screens.documents.map { $0.capture?.root.source?.file ?? path }
            contents.notes += screens.notes
        }
        let files = paths.joined(separator: ", ")
        if !scenes.isEmpty {
            let names = Set(
                try ImportedScreens(documents: contents.documents).selecting(scenes, file: files).documents.map(\.name))
            let kept = contents.documents.indices.filter { names.contains(contents.documents[$0].name) }
            contents.documents = kept.map { contents.documents[$0] }
            contents.sources = kept.map { contents.sources[$0] }
        }
        try requireDistinctNames(contents)
        return contents
    }

    private static func requireDistinctNames(_ contents: ScreenFileContents) throws(FileError) {
        var first: [String: Int] = [:]
        for (index, document) in contents.documents.enumerated() {
            guard let earlier = first[document.name] else {
                first[document.name] = index
                continue
            }
            throw FileError(
                file: contents.sources[index],
                problem: "the screen '\(document.name)' has the name of a screen in \(contents.sources[earlier]); "
                    + "their images and references would be the same files, so give one another name")
        }
    }
}
