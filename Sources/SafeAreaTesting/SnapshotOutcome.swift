import Foundation
import OrderedCollections
import SafeAreaSupport
import SnapshotDiff
import SnapshotRunner

/// What one snapshot assertion found across its matrix, reported as a colleague would: one issue
/// for the references it wrote where there were none, one for those it replaced, one for the
/// checks that failed, each saying exactly what happened on disk and what to do next.
struct SnapshotOutcome {
    private var checks = 0
    private var recorded: [String] = []
    private var rewritten: [(placement: String, reason: String)] = []
    private var failures: [Failure] = []
    private var attachments: [URL] = []

    /// Counts one check of `placement`, drawn at `scale` pixels per point.
    mutating func note(_ check: ReferenceStore.Check, placement: String, scale: Double) {
        checks += 1
        switch check {
        case .matched:
            break
        case .recorded:
            recorded.append(placement)
        case .rewritten(let reason, let artifacts, _):
            rewritten.append((placement, reason))
            attachments += artifacts
        case .failed(let message, let artifacts, let diff):
            failures.append(Failure(placement: placement, message: message, diff: diff, scale: scale))
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
        let placements = failures.count <= Self.namedInFull ? ", on \(Self.list(failures.map(\.placement)))" : ""
        location.fail(
            (["\(failures.count) of \(Wording.count(checks, "check")) failed\(placements):"]
                + Failure.grouped(failures).map { group in
                    let first = paths.show(in: group[0].message)
                    guard group.count > 1 else { return "  \(first)" }
                    let change = group[0].change.map { "the same \($0) change" } ?? "the same failure"
                    return "  \(change) on \(group.count) placements (\(Self.list(group.map(\.placement)))); the first: \(first)"
                }
                + [
                    "The failure images are in \(paths.show(artifacts)). If the new images are right, accept exactly "
                        + "these with: SAFEAREA_RECORD=failed swift test --filter \(location.test)",
                    "Review every failure of the run: swift package safearea-gallery --report "
                        + paths.show(artifacts.appendingPathComponent("report")),
                ]).joined(separator: "\n"),
            attachments: attachments)
    }
}

extension SnapshotOutcome {
    /// How many placements a line names before it counts the rest.
    fileprivate static let namedInFull = 6

    /// `placements` in at most ``namedInFull`` parts: every name, or the first few and a count.
    fileprivate static func list(_ placements: [String]) -> String {
        Wording.list(placements, showing: placements.count <= namedInFull ? namedInFull : namedInFull - 1)
    }

    /// One failed check, and what groups it with others: the size in points of its largest change,
    /// or for a check that compared no images, its message with the placement taken out.
    fileprivate struct Failure {
        let placement: String
        let message: String
        /// The largest changed region's size in points, such as `414 × 138 pt`.
        let change: String?

        init(placement: String, message: String, diff: DiffResult?, scale: Double) {
            self.placement = placement
            self.message = message
            change = diff?.regions.first.map { region in
                "\(Int((Double(region.width) / scale).rounded())) × \(Int((Double(region.height) / scale).rounded())) pt"
            }
        }

        var key: String { change ?? message.replacingOccurrences(of: placement, with: "") }

        /// `failures` grouped by what changed, each group in the order its first member came, and
        /// each keeping the matrix's order.
        static func grouped(_ failures: [Failure]) -> [[Failure]] {
            Array(OrderedDictionary(grouping: failures, by: \.key).values)
        }
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
