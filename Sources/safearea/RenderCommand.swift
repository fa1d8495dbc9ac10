import ArgumentParser
import Foundation
import LayoutImport

/// `safearea render`: draws screen files on devices.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render screen files on devices and orientations into PNG files.",
        discussion: "Writes OUT/<screen>/<device-id>.<orientation>.png for every combination.")

    @Argument(
        help: "Screen files, resolved screens or specs, in JSON or YAML.", completion: .file(extensions: ["json", "yaml", "yml"]))
    var files: [String]

    @OptionGroup var matrix: MatrixOptions

    @OptionGroup var report: ReportOptions

    @Option(name: .customLong("out"), help: "The folder to write into.", completion: .directory)
    var output: String

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one screen file") }
    }

    func run() async throws {
        let documents = try files.map { path in
            try ScreenFile.read(contentsOf: URL(fileURLWithPath: path), displayPath: path)
        }
        try await MatrixRun(
            documents: documents, files: files, options: matrix, report: report,
            outputDirectory: URL(fileURLWithPath: output)
        ).run()
    }
}
