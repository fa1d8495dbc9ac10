import ExampleScreens
import Foundation
import LayoutEngine
import LayoutImport
import SnapshotTestSupport

/// The example screens as the DSL writes them and as their spec files do.
enum ExampleDocuments {
    /// The spec file that describes the same screen as `example`.
    static func specFile(for example: ScreenDocument) throws -> ScreenDocument {
        let folder = Golden.packageRoot.appendingPathComponent("Examples")
        let candidates = ["json", "yaml"].map { folder.appendingPathComponent("\(example.name).\($0)") }
        guard let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw SpecFileMissing(name: example.name)
        }
        return try ScreenFile.read(contentsOf: url, displayPath: "Examples/\(url.lastPathComponent)")
    }

    struct SpecFileMissing: Error, CustomStringConvertible {
        let name: String
        var description: String { "no Examples/\(name).json or Examples/\(name).yaml" }
    }
}
