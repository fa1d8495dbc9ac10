import Foundation

/// Folders and files for a test to write into, all under one folder of this process's that is
/// removed when the process exits, so a test run leaves nothing behind in the system's temporary
/// folder.
public enum ScratchFolder {
    /// `safearea-tests-PID` in the temporary folder, created on first use.
    private static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("safearea-tests-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        atexit { try? FileManager.default.removeItem(at: ScratchFolder.root) }
        return root
    }()

    /// A new, empty folder whose name starts with `prefix`.
    public static func make(_ prefix: String) throws -> URL {
        let folder = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The URL of a file not yet written, named `prefix-UUID.pathExtension`.
    public static func file(_ prefix: String, pathExtension: String) throws -> URL {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root.appendingPathComponent("\(prefix)-\(UUID().uuidString).\(pathExtension)")
    }
}
