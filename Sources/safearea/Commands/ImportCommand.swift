import ArgumentParser
import Foundation
import LayoutEngine
import LayoutImport
import SafeAreaSupport

/// `safearea import`: writes screens read from storyboards, xibs or other screen files as spec
/// files, to keep and edit as JSON or YAML.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration.subcommand(
        "import",
        abstract: "Write the scenes of storyboards and xibs as spec files, to keep and edit.",
        discussion: """
            With one scene and no --out, prints its spec. --out FILE.yaml or FILE.json writes the one \
            scene there; --out FOLDER writes FOLDER/<file>/<scene>.yaml for every scene. Each spec is \
            read back before it is written. An existing file is kept unless --overwrite is given.
            """,
        examples: [
            "safearea import App/Base.lproj/Main.storyboard --out Screens", "safearea import Checkout.xib --out checkout.yaml",
        ])

    /// What the scenes become.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        /// A spec file, as `render`, `audit` and the assertions read.
        case spec
    }

    @OptionGroup var inputs: ScreenInputs

    @Option(help: "What to write: spec, a screen file in the spec format.")
    var format: Format = .spec

    @Option(help: "yaml or json. Default: by the --out file's extension, else yaml.")
    var syntax: ScreenFile.SpecSyntax?

    @Option(name: .customLong("out"), help: "A .yaml or .json file for one scene, or a folder for all.", completion: .file())
    var output: String?

    @Flag(help: "Replace spec files that exist.")
    var overwrite = false

    func run() throws {
        let (documents, files) = try inputs.load()
        let targets = try self.targets(for: documents)
        var specs: [(data: Data, url: URL?)] = []
        for (index, document) in documents.enumerated() {
            let url = targets[index]
            let syntax = self.syntax ?? url.map { ScreenFile.SpecSyntax(fileName: $0.lastPathComponent) } ?? .yaml
            let comment = "Imported by safearea \(ToolIdentity.version) from \(files[index]), scene \(document.sceneName)."
            specs.append((try ScreenFile.spec(of: document, syntax: syntax, comment: comment), url))
        }
        for spec in specs {
            guard let url = spec.url else {
                FileHandle.standardOutput.write(spec.data)
                continue
            }
            try AtomicFile.write(Array(spec.data), to: url)
            try StandardOutput.line("Wrote \(url.relativePath)")
        }
    }

    /// Where each screen's spec goes: nil for standard output.
    private func targets(for documents: [ScreenDocument]) throws -> [URL?] {
        let listing = documents.map(\.name).joined(separator: ", ")
        guard let output else {
            guard documents.count == 1 else {
                throw ValidationError(
                    "the files hold \(documents.count) screens (\(listing)): pick one with --scene, or write all with --out FOLDER"
                )
            }
            return [nil]
        }
        let isFile = ["yaml", "yml", "json"].contains((output as NSString).pathExtension.lowercased())
        let urls: [URL]
        if isFile {
            guard documents.count == 1 else {
                throw ValidationError(
                    "--out \(output) is one file, but the files hold \(documents.count) screens (\(listing)): "
                        + "pick one with --scene, or give a folder")
            }
            urls = [URL(fileURLWithPath: output)]
        } else {
            let folder = URL(fileURLWithPath: output, isDirectory: true)
            let fileExtension = (syntax ?? .yaml).rawValue
            urls = documents.map { folder.appendingPathComponent("\($0.name).\(fileExtension)") }
        }
        var seen: Set<String> = []
        if let repeated = urls.first(where: { !seen.insert($0.path).inserted }) {
            throw ValidationError("two screens would both be written to \(repeated.relativePath): pick them apart with --scene")
        }
        if !overwrite, let existing = urls.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            throw ValidationError("\(existing.relativePath) exists; give --overwrite to replace it")
        }
        return urls
    }
}

extension ScreenFile.SpecSyntax: ExpressibleByArgument {}
