import Foundation
import SafeAreaSupport

extension ReferenceStore {
    /// Checks `text` against the text reference `<root>/<suite>/<test>/<name>.txt` under `mode`,
    /// as images are checked: missing references are written when the mode allows, a difference
    /// names the first line that changed and saves the new text among the artifacts, and a check
    /// that writes fails.
    package func check(text: String, suite: String, test: String, name: String, mode: RecordMode) -> Check {
        let reference = url(suite: suite, test: test, name: name, pathExtension: "txt")
        let bytes = Array(text.utf8)
        do {
            return try check(reference, mode: mode, record: { try AtomicFile.write(bytes, to: reference, within: root) }) {
                stored in
                if stored == bytes { return .identical(byHash: false) }
                return .differs {
                    let actual = artifacts.appendingPathComponent(suite).appendingPathComponent(test)
                        .appendingPathComponent("\(name).actual.txt")
                    try? AtomicFile.write(bytes, to: actual, within: artifacts)
                    let message =
                        "\(name): \(Self.firstDifference(String(decoding: stored, as: UTF8.self), text)); "
                        + "reference \(reference.path); actual \(actual.path)"
                    return (message, [actual], nil)
                }
            }
        } catch {
            return .failed("\(error)")
        }
    }

    /// The first line that differs between two texts, counted from 1.
    static func firstDifference(_ old: String, _ new: String) -> String {
        let was = old.split(separator: "\n", omittingEmptySubsequences: false)
        let now = new.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(was, now).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(was.count, now.count)
        let before = was.indices.contains(line) ? "\"\(was[line])\"" : "the end of the file"
        let after = now.indices.contains(line) ? "\"\(now[line])\"" : "the end of the file"
        return "line \(line + 1) was \(before), is \(after)"
    }
}
