import ArgumentParser
import Foundation
import LayoutEngine
import LayoutImport

/// The screen files a command reads, and which of their scenes.
struct ScreenInputs: ParsableArguments {
    @Argument(
        help:
            "Screen files: specs in JSON or YAML, Interface Builder .storyboard and .xib files, hierarchy dumps, or folders of dumps.",
        completion: .file(extensions: ["json", "yaml", "yml", "storyboard", "xib", "txt", "xml"]))
    var files: [String]

    @Option(
        name: .customLong("scene"),
        help: "Only this scene of the Interface Builder files (its name or <file>/<name>); repeat for several.")
    var scenes: [String] = []

    @Option(
        name: .customLong("input-format"),
        help: ArgumentHelp(
            "Read every file as this format. Default: by the file's extension, else by its content.",
            discussion: "Formats: \(ScreenFile.Format.allCases.map(\.rawValue).joined(separator: ", "))."))
    var format: ScreenFile.Format?

    @Option(
        name: .customLong("treat-as-control"),
        help: "In captures, audit the element with this accessibility identifier or label as a control; repeat for several.")
    var controls: [String] = []

    @Option(
        name: .customLong("ignore-element"),
        help: "In captures, leave the element with this accessibility identifier or label out of the audit; repeat for several.")
    var ignoredElements: [String] = []

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one screen file") }
    }

    /// The screens of every file, in order, each with the file it came from; captures are placed
    /// as `matrix`'s `--device` and `--orientation` say, else as their size suggests, and the other
    /// screens are limited to the placements their app can reach. The notes on what the readers
    /// skipped or assumed go to standard error.
    func load(placingCapturesBy matrix: MatrixSetup? = nil) throws -> (documents: [ScreenDocument], sources: [String]) {
        let capture =
            matrix?.captureOptions(controls: controls, ignoredElements: ignoredElements)
            ?? CaptureOptions(controls: Set(controls), ignoredElements: Set(ignoredElements))
        var documents: [ScreenDocument] = []
        var sources: [String] = []
        var notes: [ImportNote] = []
        for path in files {
            var isFolder: ObjCBool = false
            let url = URL(fileURLWithPath: path)
            let screens =
                FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
                ? try ScreenFile.readDumps(inFolder: url, displayPath: path, capture: capture)
                : try ScreenFile.readScreens(contentsOf: url, displayPath: path, format: format, capture: capture)
            if screens.documents.isEmpty, screens.notes.isEmpty {
                throw ImportError(file: path, problem: "the file holds no screen")
            }
            documents += screens.documents
            sources += screens.documents.map { $0.capture?.root.source?.file ?? path }
            notes += screens.notes
        }
        if !scenes.isEmpty {
            let selected = try ImportedScreens(documents: documents).selecting(scenes, file: files.joined(separator: ", "))
            let names = Set(selected.documents.map(\.name))
            let kept = documents.indices.filter { names.contains(documents[$0].name) }
            documents = kept.map { documents[$0] }
            sources = kept.map { sources[$0] }
        }
        for note in notes { StandardError.write("note: \(note)\n") }
        guard !documents.isEmpty else { throw ValidationError("the files hold no screen to read") }
        try Self.requireDistinctNames(documents, sources: sources)
        if let matrix { documents = try matrix.limitedToTheirApps(documents, files: sources) }
        return (documents, sources)
    }

    /// Each screen's name is the folder of its images and references: two screens of one name
    /// would write over each other, so they are an error naming both.
    private static func requireDistinctNames(_ documents: [ScreenDocument], sources: [String]) throws {
        var first: [String: Int] = [:]
        for (index, document) in documents.enumerated() {
            guard let earlier = first[document.name] else {
                first[document.name] = index
                continue
            }
            throw ImportError(
                file: sources[index],
                problem: "the screen '\(document.name)' has the name of a screen in \(sources[earlier]); "
                    + "their images and references would be the same files, so give one another name")
        }
    }
}

extension ScreenFile.Format: ExpressibleByArgument {}
