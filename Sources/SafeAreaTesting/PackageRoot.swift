import Foundation
import SnapshotRunner

/// The package a test file belongs to: the nearest folder above it with a `Package.swift`.
enum PackageRoot {
    /// The default store for a test file: `Snapshots/` at its package's root.
    static func referenceStore(for filePath: String) -> ReferenceStore {
        ReferenceStore(root: locate(from: filePath).appendingPathComponent("Snapshots"))
    }

    static func locate(from filePath: String) -> URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }
}
