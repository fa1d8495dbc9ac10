import Foundation
import SafeAreaSupport
import SnapshotRunner

/// What one snapshot assertion found across its matrix, reported as a colleague would: one issue
/// for the references it wrote, one for the checks that failed, each saying what to do next.
struct SnapshotOutcome {
    private var checks = 0
    private var recorded: [String] = []
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
        case .failed(let message, let artifacts, _):
            failures.append((placement, message))
            attachments += artifacts
        }
    }

    /// The issues, if any: the references written under `referenceFolder`, and the failures with
    /// their images under `artifacts`.
    func report(at location: AssertionLocation, referenceFolder: URL, artifacts: URL) {
        if !recorded.isEmpty {
            location.fail(
                "wrote \(Wording.count(recorded.count, "reference")) in \(referenceFolder.path) (\(recorded.joined(separator: ", "))); "
                    + "look at \(recorded.count == 1 ? "it" : "them"), then run again to check against \(recorded.count == 1 ? "it" : "them")"
            )
        }
        guard !failures.isEmpty else { return }
        let lines = failures.map { "  \($0.message)" }
        location.fail(
            ([
                "\(failures.count) of \(Wording.count(checks, "check")) failed, on \(failures.map(\.placement).joined(separator: ", ")):"
            ]
                + lines
                + [
                    "The failure images are in \(artifacts.path). If the new images are right, run again with "
                        + "SAFEAREA_RECORD=failed to make them the references."
                ]).joined(separator: "\n"),
            attachments: attachments)
    }
}
