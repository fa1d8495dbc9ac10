import Foundation

/// Paths read from a file, such as the image paths in a run report, that must stay inside the
/// folder they are relative to: a crafted file must not make a command read or write elsewhere.
package enum ContainedPath {
    /// `relative` under `root`, or an error naming `file` when it is empty or absolute, has an
    /// empty, `.` or `..` component, or leads out of `root` through a symbolic link.
    package static func resolve(_ relative: String, under root: URL, namedIn file: String) throws(FileError) -> URL {
        func refuse(_ why: String) -> FileError {
            FileError(file: file, problem: "the path '\(relative)' \(why), so it is not used", kind: .unwritable)
        }
        guard !relative.isEmpty, !relative.hasPrefix("/") else { throw refuse("is not relative to \(root.path)") }
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\0") }) else {
            throw refuse("has an empty, '.' or '..' part")
        }
        let url = root.appendingPathComponent(relative)
        // A link inside the root may point anywhere: whatever exists of the path must resolve inside.
        let resolvedRoot = root.resolvingSymlinksInPath().standardizedFileURL.path
        let resolved = url.resolvingSymlinksInPath().standardizedFileURL.path
        guard resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/")
        else {
            throw refuse("leads out of \(root.path) through a symbolic link")
        }
        return url
    }
}
