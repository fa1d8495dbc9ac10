import Foundation

/// The references a test run touched, so that `safearea snapshots prune` can find the ones no test
/// uses any more. Each process appends to its own file, `<artifacts>/manifests/<pid>.txt`, one
/// reference path a line, so parallel test processes never write the same file.
package enum RunManifest {
    private static let lock = NSLock()

    /// The folder of manifests under an artifacts folder.
    package static func folder(in artifacts: URL) -> URL {
        artifacts.appendingPathComponent("manifests")
    }

    /// Records that `reference` was checked.
    static func note(_ reference: URL, artifacts: URL) {
        let folder = folder(in: artifacts)
        let file = folder.appendingPathComponent("\(ProcessInfo.processInfo.processIdentifier).txt")
        let line = Data((reference.standardizedFileURL.path + "\n").utf8)
        lock.withLock {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if let handle = try? FileHandle(forWritingTo: file) {
                defer { try? handle.close() }
                _ = try? handle.seekToEnd()
                try? handle.write(contentsOf: line)
            } else {
                try? line.write(to: file)
            }
        }
    }

    /// Every reference the manifests under `artifacts` name.
    package static func touchedReferences(in artifacts: URL) -> Set<String> {
        let folder = folder(in: artifacts)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return Set(
            files.filter { $0.hasSuffix(".txt") }.flatMap { name -> [String] in
                let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
                return text.split(separator: "\n").map(String.init)
            })
    }
}
