/// Why a file could not be read or written: which file, where in it, what is wrong, and what kind
/// of problem that is. Every reader and writer of the toolkit throws it.
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is, for code that treats them differently.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// The file could not be opened or read: missing, not permitted, not a regular file.
        case unreadable
        /// The file is not in its format: not JSON, YAML, XML, PNG or UTF-8 where it must be.
        case malformed
        /// The file is in its format but breaks a rule of it: an unknown key, a value out of range,
        /// a name nothing matches.
        case invalid
        /// The file, or something in it, is larger than the toolkit reads.
        case tooLarge
        /// The file or its folder could not be written.
        case unwritable
    }

    /// The file's path as the user gave it.
    public var file: String
    /// Where in the file: a JSON path such as `$.root.subviews[2].frame` or a line, or `nil` for
    /// the whole file.
    public var position: String?
    /// What is wrong.
    public var problem: String
    /// What kind of problem it is.
    public var kind: Kind
    /// What the user can state to settle it, which the problem names in words.
    public var remedy: Remedy?

    /// Creates an error.
    package init(file: String, position: String? = nil, problem: String, kind: Kind = .invalid, remedy: Remedy? = nil) {
        self.file = file
        self.position = position
        self.problem = problem
        self.kind = kind
        self.remedy = remedy
    }

    /// `file: position: problem`, on one line: control characters, such as a line break or an
    /// escape in a name quoted from a file, are written as escapes (`\u{1B}`), so that an error
    /// cannot act on a terminal or start a line of its own in a CI log.
    public var description: String {
        TerminalText.escaped([file, position, problem].compactMap { $0 }.joined(separator: ": "))
    }
}
