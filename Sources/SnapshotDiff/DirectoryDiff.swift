import Foundation

/// Compares two folders of PNG files, pairing them by relative path.
public enum DirectoryDiff {
    /// What comparing two folders found.
    public struct Report: Sendable {
        /// Files only in the second folder.
        public var added: [String]
        /// Files only in the first folder.
        public var removed: [String]
        /// Files in both, with their comparison, in path order.
        public var compared: [(path: String, comparison: FileDiff.Comparison)]

        /// The compared files that are not within the tolerance.
        public func changed(under options: DiffOptions) -> [String] {
            compared.filter { !$0.comparison.result.isWithinTolerance(of: options) }.map(\.path)
        }
    }

    /// Compares every PNG under `reference` with the one at the same relative path under `actual`.
    public static func compare(
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
