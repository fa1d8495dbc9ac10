import Foundation
import SafeAreaSupport
import SnapshotRunner

/// What one snapshot assertion found across its matrix, reported as a colleague would: one issue
/// for the references it wrote where there were none, one for those it replaced, one for the
/// checks that failed, each saying exactly what happened on disk and what to do next.
struct SnapshotOutcome {
    private var checks = 0
    private var recorded: [String] = []
    private var rewritten: [(placement: String, reason: String)] = []
    private var failures: [(placement: String, message: String)] = []
    private var attachments: [URL] = []

    /// Counts one check of `placement`.
    mutating func note(_ check: ReferenceStore.Check, placement: String) {
        checks += 1
        switch check {
        case .matched:
            break
        case .recorded:
            recorded.append(placement)
        case .rewritten(let reason, let artifacts, _):
            rewritten.append((placement, reason))
            attachments += artifacts
        case .failed(let message, let artifacts, _):
            failures.append((placement, message))
            attachments += artifacts
        }
    }

    /// The issues, if any, for checks made under `mode`: the references written or replaced under
    /// `referenceFolder`, and the failures with their images under `artifacts`. Paths are
    /// relative to `packageRoot` where they are inside it.
    func report(
        at location: AssertionLocation, mode: RecordMode, referenceFolder: URL, artifacts: URL, packageRoot: URL
    ) {
        let paths = RelativePaths(root: packageRoot)
        let folder = paths.show(referenceFolder)
        if !recorded.isEmpty {
            location.fail(
                "wrote \(Wording.count(recorded.count, "new reference")) in \(folder) (\(recorded.joined(separator: ", "))); "
                    + "look at \(recorded.count == 1 ? "it" : "them"), then run again to check against "
                    + (recorded.count == 1 ? "it" : "them"))
        }
        if !rewritten.isEmpty {
            location.fail(
                ([
                    "rewrote \(Wording.count(rewritten.count, "reference")) in \(folder), as SAFEAREA_RECORD=\(mode.rawValue) asks:"
                ]
                    + rewritten.map { "  \($0.placement): \(paths.show(in: $0.reason))" }
                    + [
                        (attachments.isEmpty ? "" : "What changed is in \(paths.show(artifacts)). ")
                            + "Look at the new references, commit them if they are right, and run again without "
                            + "SAFEAREA_RECORD to check against them."
                    ]).joined(separator: "\n"),
                attachments: attachments)
        }
        guard !failures.isEmpty else { return }
        location.fail(
            ([
                "\(failures.count) of \(Wording.count(checks, "check")) failed, on \(failures.map(\.placement).joined(separator: ", ")):"
            ]
                + failures.map { "  \(paths.show(in: $0.message))" }
                + [
                    "The failure images are in \(paths.show(artifacts)). If the new images are right, accept exactly "
                        + "these with: SAFEAREA_RECORD=failed swift test --filter \(location.test)",
                    "Review every failure of the run: swift package safearea-gallery --report "
                        + paths.show(artifacts.appendingPathComponent("report")),
                ]).joined(separator: "\n"),
            attachments: attachments)
    }
}

/// Paths as a reader at the package's root types them: relative inside it, whole outside.
private struct RelativePaths {
    /// The root's path, ending in a slash.
    let base: String

    init(root: URL) {
        let path = root.standardizedFileURL.path
        base = path.hasSuffix("/") ? path : path + "/"
    }

    /// `url` relative to the root when it is inside it.
    func show(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// `text` with every whole path inside the root made relative.
    func show(in text: String) -> String {
        text.replacingOccurrences(of: base, with: "")
    }
}
