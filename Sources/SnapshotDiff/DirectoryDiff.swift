import Foundation

/// Compares two folders of PNG files, pairing them by relative path.
package enum DirectoryDiff {
    /// What comparing two folders found.
    package struct Report: Sendable {
        /// Files only in the second folder.
        package var added: [String]
        /// Files only in the first folder.
        package var removed: [String]
        /// Files in both, with their comparison, in path order.
        package var compared: [(path: String, comparison: FileDiff.Comparison)]

        /// The compared files that are not within the tolerance.
        package func changed(under options: DiffOptions) -> [String] {
            compared.filter { !$0.comparison.result.isWithinTolerance(of: options) }.map(\.path)
        }

        /// Whether the folders match under `options`: nothing added, removed or changed.
        package func passes(under options: DiffOptions) -> Bool {
            added.isEmpty && removed.isEmpty && changed(under: options).isEmpty
        }

        /// The report as `safearea diff` prints it: the differing pixels in all, then a line for
        /// each file added, removed and changed, then the counts.
        package func text(under options: DiffOptions) -> String {
            let changed = changed(under: options)
            var lines = ["\(compared.reduce(0) { $0 + $1.comparison.result.differentPixels })"]
            lines += added.map { "added    \($0)" } + removed.map { "removed  \($0)" }
            for entry in compared where changed.contains(entry.path) {
                lines.append("changed  \(entry.path): \(entry.comparison.result.summary)")
            }
            lines.append(
                "\(compared.count - changed.count) unchanged, \(changed.count) changed, \(added.count) added, \(removed.count) removed"
            )
            return lines.joined(separator: "\n") + "\n"
        }

        /// The report as JSON values: the paths added, removed and changed, and every compared
        /// file's result.
        package func encodable(under options: DiffOptions) -> some Encodable & Sendable {
            Summary(
                added: added, removed: removed, changed: changed(under: options),
                files: compared.map { Summary.File(path: $0.path, result: $0.comparison.result) })
        }
    }

    /// A folder comparison as JSON.
    private struct Summary: Encodable, Sendable {
        struct File: Encodable, Sendable {
            let path: String
            let result: DiffResult
        }
        let added: [String]
        let removed: [String]
        let changed: [String]
        let files: [File]
    }

    /// Compares every PNG under `reference` with the one at the same relative path under `actual`.
    package static func compare(
        _ reference: URL, _ actual: URL, options: DiffOptions = DiffOptions()
    ) throws(FileDiff.Failure)
        -> Report
    {
        let before = pngFiles(under: reference), after = pngFiles(under: actual)
        var compared: [(String, FileDiff.Comparison)] = []
        for path in before.intersection(after).sorted() {
            compared.append(
                (
                    path,
                    try FileDiff.compare(
                        reference.appendingPathComponent(path),
                        actual.appendingPathComponent(path), options: options)
                ))
        }
        return Report(
            added: after.subtracting(before).sorted(), removed: before.subtracting(after).sorted(),
            compared: compared)
    }

    /// The relative paths of the PNG files under `folder`.
    static func pngFiles(under folder: URL) -> Set<String> {
        let base = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var paths: Set<String> = []
        while let path = walker.nextObject() as? String {
            if path.lowercased().hasSuffix(".png") { paths.insert(path) }
        }
        return paths
    }
}
