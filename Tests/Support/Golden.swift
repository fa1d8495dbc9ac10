import Foundation
import Rasterizer
import SnapshotDiff
import SnapshotRunner

/// This package's own references under `Snapshots/`, checked by the ``ReferenceStore`` its users
/// use, in the record mode the environment sets (`SAFEAREA_RECORD`), pixel for pixel.
public enum Golden {
    /// The package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `Snapshots/`, with the images of failures under `.build/golden-failures/`.
    public static let store = ReferenceStore(
        root: packageRoot.appendingPathComponent("Snapshots"),
        artifacts: packageRoot.appendingPathComponent(".build/golden-failures"))

    /// Every pixel counts: no colour threshold, anti-aliasing included.
    public static let exactly = DiffOptions(metric: .pixelmatch(threshold: 0), includeAntiAliasing: true)

    /// The record mode in effect.
    public static var mode: RecordMode { RecordMode.resolved() }

    /// Checks `image` against `Snapshots/<suite>/<test>/<name>.png`: nil when it matches, else why
    /// not (a check that records fails too).
    public static func check(_ image: Bitmap, suite: String, test: String, name: String) -> String? {
        failure(
            store.check(image, suite: suite, test: test, name: name, mode: mode, options: exactly),
            reference: store.url(suite: suite, test: test, name: name))
    }

    /// Checks `text` against `Snapshots/<suite>/<test>/<name>.txt`, as ``check(_:suite:test:name:)``.
    public static func check(text: String, suite: String, test: String, name: String) -> String? {
        failure(
            store.check(text: text, suite: suite, test: test, name: name, mode: mode),
            reference: store.url(suite: suite, test: test, name: name, pathExtension: "txt"))
    }

    private static func failure(_ check: ReferenceStore.Check, reference: URL) -> String? {
        switch check {
        case .matched: nil
        case .recorded: "wrote \(reference.path); run again to check against it"
        case .rewritten(let message, _, _): "rewrote \(reference.path) (\(message)); run again to check against it"
        case .failed(let message, _, _): message
        }
    }
}
