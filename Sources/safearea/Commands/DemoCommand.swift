import ArgumentParser
import Foundation
import LayoutImport

/// `safearea demo`: the built-in example screens on every device.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration.subcommand(
        "demo",
        abstract: "Render the built-in example screens on every device and orientation.",
        discussion: "Reads the screens in the package's Examples folder and writes OUT/<screen>/<device-id>.<orientation>.png.",
        examples: ["safearea demo", "safearea demo --devices foldable --report demo-report"])

    @OptionGroup var matrix: MatrixOptions

    @OptionGroup var report: ReportOptions

    @Option(name: .customLong("out"), help: "The folder to write into.", completion: .directory)
    var output: String = "demo-output"

    @Option(
        help: "The folder of example screens. Default: Examples in the current folder, else in this package's checkout.",
        completion: .directory)
    var examples: String?

    func run() async throws {
        let folder = try examplesFolder()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { name in [".json", ".yaml", ".yml"].contains { name.hasSuffix($0) } }.sorted()
        guard !files.isEmpty else { throw ValidationError("no .json or .yaml screens in \(folder.path)") }
        let documents = try files.map { name in
            try ScreenFile.read(contentsOf: folder.appendingPathComponent(name), displayPath: "Examples/\(name)")
        }
        let setup = try matrix.setup()
        try await setup.withFontFiles {
            try await MatrixRun(
                documents: documents, files: files.map { "Examples/\($0)" }, setup: setup, report: report,
                outputDirectory: URL(fileURLWithPath: output)
            ).run()
        }
    }

    /// `--examples`, or `Examples` in the working folder, or `Examples` in the checkout this binary
    /// was built from.
    private func examplesFolder() throws -> URL {
        if let examples { return URL(fileURLWithPath: examples) }
        let candidates = [
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Examples"),
            // Sources/safearea/Commands/DemoCommand.swift, four components below the checkout.
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples"),
        ]
        guard let folder = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw ValidationError("cannot find the Examples folder; pass --examples DIR")
        }
        return folder
    }
}
