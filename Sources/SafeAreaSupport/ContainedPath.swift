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
        guard leadsInside(url, root) else { throw refuse("leads out of \(root.path) through a symbolic link") }
        return url
    }

    /// Checks that the folder of `url`, a file about to be written under `root`, does not lead out
    /// of `root` through a symbolic link: a link the user or a crafted input left inside the folder
    /// asked for must not send the toolkit's files elsewhere. The file itself may be a link, since
    /// ``AtomicFile`` replaces a link rather than writing through it.
    package static func checkFolder(of url: URL, within root: URL) throws(FileError) {
        guard leadsInside(url.deletingLastPathComponent(), root) else {
            throw FileError(
                file: url.path,
                problem: "its folder leads out of \(root.path) through a symbolic link, so nothing is written there",
                kind: .unwritable)
        }
    }

    /// Whether whatever exists of `url` resolves inside what `root` resolves to: a link inside the
    /// root may point anywhere.
    private static func leadsInside(_ url: URL, _ root: URL) -> Bool {
        let resolvedRoot = resolved(root), resolved = resolved(url)
        return resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/")
    }

    /// `url`'s path with its longest existing part resolved by `realpath` (every link followed)
    /// and the rest, which does not exist yet, appended as it is. Foundation's
    /// `resolvingSymlinksInPath` leaves a path that does not exist whole unresolved.
    private static func resolved(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while true {
            if let real = realpath(existing.path, nil) {
                defer { free(real) }
                let base = String(cString: real)
                return ([base == "/" ? "" : base] + rest.reversed()).joined(separator: "/")
            }
            guard existing.path != "/", !existing.path.isEmpty else { return url.standardizedFileURL.path }
            rest.append(existing.lastPathComponent)
            existing.deleteLastPathComponent()
        }
    }
}
