import ArgumentParser
import Foundation
import LayoutEngine
import LayoutImport

/// The screen files a command reads, and which of their scenes.
struct ScreenInputs: ParsableArguments {
    @Argument(
        help: "Screen files: resolved screens or specs in JSON or YAML, or Interface Builder .storyboard and .xib files.",
        completion: .file(extensions: ["json", "yaml", "yml", "storyboard", "xib"]))
    var files: [String]

    @Option(
        name: .customLong("scene"),
        help: "Only this scene of the Interface Builder files (its name or <file>/<name>); repeat for several.")
    var scenes: [String] = []

    @Option(
        name: .customLong("input-format"),
        help: "Read every file as json, yaml or interfaceBuilder. Default: by the file's extension, else by its content.")
    var format: ScreenFile.Format?

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one screen file") }
    }

    /// The screens of every file, in order, each with the file it came from. The notes on what the
    /// readers skipped go to standard error.
    func load() throws -> (documents: [ScreenDocument], sources: [String]) {
        var documents: [ScreenDocument] = []
        var sources: [String] = []
        var notes: [ImportNote] = []
        for path in files {
            let screens = try ScreenFile.readScreens(contentsOf: URL(fileURLWithPath: path), displayPath: path, format: format)
            if screens.documents.isEmpty, screens.notes.isEmpty {
                throw ImportError(file: path, problem: "the file holds no screen")
            }
            documents += screens.documents
            sources += screens.documents.map { _ in path }
            notes += screens.notes
        }
        if !scenes.isEmpty {
            let selected = try ImportedScreens(documents: documents).selecting(scenes, file: files.joined(separator: ", "))
            let names = Set(selected.documents.map(\.name))
            let kept = documents.indices.filter { names.contains(documents[$0].name) }
            documents = kept.map { documents[$0] }
            sources = kept.map { sources[$0] }
        }
        for note in notes { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
        guard !documents.isEmpty else { throw ValidationError("the files hold no screen to read") }
        return (documents, sources)
    }
}

extension ScreenFile.Format: ExpressibleByArgument {}
