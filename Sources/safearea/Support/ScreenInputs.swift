import ArgumentParser
import Foundation
import LayoutEngine
import LayoutImport
import SafeAreaSupport
import SwiftUISourceReader

/// The screen files a command reads, and which of their scenes.
struct ScreenInputs: ParsableArguments {
    @Argument(
        help:
            "Screen files: specs in JSON or YAML, Interface Builder .storyboard and .xib files, SwiftUI .swift files (each preview a screen), hierarchy dumps, or folders of dumps.",
        completion: .file(extensions: ["json", "yaml", "yml", "storyboard", "xib", "swift", "txt", "xml"]))
    var files: [String]

    @Option(
        name: .customLong("preview"),
        help: "Only the SwiftUI preview of this name in the .swift files; repeat for several.")
    var previews: [String] = []

    @Option(
        name: .customLong("view"),
        help:
            "In the .swift files, lay out this View struct built with no arguments, in place of their previews; repeat for several."
    )
    var views: [String] = []

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
        let sourceFiles = files.filter { $0.hasSuffix(".swift") }
        let screenFiles = files.filter { !$0.hasSuffix(".swift") }
        var contents =
            screenFiles.isEmpty
            ? ScreenFileContents(documents: [])
            : try ScreenFile.readScreens(atPaths: screenFiles, format: format, capture: capture, scenes: scenes)
        let read = try SwiftUISourceFile.readScreens(
            contentsOf: sourceFiles.map { (URL(fileURLWithPath: $0), $0) }, views: views)
        let kept = read.documents.indices.filter { index in
            previews.isEmpty || previews.contains { read.documents[index].name.hasSuffix(".\($0)") }
        }
        contents.documents += kept.map { read.documents[$0] }
        contents.sources += kept.map { read.sources[$0] }
        contents.notes += read.notes
        for note in contents.notes { StandardError.write("note: \(Remedy.adding(note.remedy, to: "\(note)"))\n") }
        guard !contents.documents.isEmpty else { throw ValidationError("the files hold no screen to read") }
        var documents = contents.documents
        if let matrix { documents = try matrix.limitedToTheirApps(documents, files: contents.sources) }
        return (documents, contents.sources)
    }
}

extension ScreenFile.Format: ExpressibleByArgument {}
