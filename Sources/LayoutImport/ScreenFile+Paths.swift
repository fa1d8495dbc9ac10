import Foundation
import LayoutEngine
import SafeAreaSupport
import Typography

/// The screens of several files and folders, each with the file it came from.
public struct ScreenFileContents: Hashable, Sendable {
    /// The screens, in the order of the files.
    public var documents: [ScreenDocument]
    /// For each screen, the file it came from (a dump's own file within a folder).
    package var sources: [String]
    /// What the readers skipped or assumed, in file order.
    public var notes: [ImportNote]

    /// Creates contents; `sources` is empty or names each document's file.
    package init(documents: [ScreenDocument], notes: [ImportNote] = [], sources: [String] = []) {
        self.documents = documents
        self.notes = notes
        self.sources = sources
    }
}

extension ScreenFile {
    /// Reads every screen of the files and folders of dumps at `paths`, in order: the scenes
    /// named in `scenes` only, when it names any; `format` and `capture` as
    /// `readScreens(contentsOf:displayPath:format:capture:)` takes them. Each screen's name is
    /// the folder of its images and references, so two screens of one name are an error naming
    /// both files; so is a file that holds no screen and leaves no note saying why. The files are
    /// read on every core; the error, if any, is the first path's in order.
    public static func readScreens(
        atPaths paths: [String], format: Format? = nil, capture: CaptureOptions = CaptureOptions(), scenes: [String] = []
    ) throws(FileError) -> ScreenFileContents {
        let read = paths.concurrentMap { path -> Result<ScreenFileContents, FileError> in
            var isFolder: ObjCBool = false
            let url = URL(fileURLWithPath: path)
            return Result { () throws(FileError) in
                FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
                    ? try readDumps(inFolder: url, displayPath: path, capture: capture)
                    : try readScreens(contentsOf: url, displayPath: path, format: format, capture: capture)
            }
        }
        var contents = ScreenFileContents(documents: [])
        for (path, result) in zip(paths, read) {
            let screens = try result.get()
            if screens.documents.isEmpty, screens.notes.isEmpty {
                throw FileError(file: path, problem: "the file holds no screen")
            }
            contents.documents += screens.documents
            contents.sources += screens.documents.map { $0.capture?.root.source?.file ?? path }
            contents.notes += screens.notes
        }
        let files = paths.joined(separator: ", ")
        if !scenes.isEmpty { contents = try contents.selecting(scenes, file: files) }
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
