import Foundation

/// The shared corpus of real inputs, `../shared/corpus` beside the repository.
public enum SharedCorpus {
    /// The corpus folder `name`, or the folder `--corpus PATH` names.
    public static func folder(_ name: String) -> URL {
        let arguments = CommandLine.arguments
        if let index = arguments.firstIndex(of: "--corpus"), arguments.indices.contains(index + 1) {
            return URL(fileURLWithPath: arguments[index + 1])
        }
        return repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/\(name)")
    }

    /// The repository's folder.
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}
