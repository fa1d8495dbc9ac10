/// Why an output file could not be written.
package struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or folder.
    package var path: String
    /// What went wrong.
    package var reason: String

    /// Creates an error.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    package var description: String { "\(path): \(reason)" }
}
