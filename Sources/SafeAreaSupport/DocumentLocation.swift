/// Where something was defined: a file and, within it, a JSON path or a line.
public struct DocumentLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it.
    public var file: String
    /// A JSON path such as `$.root.subviews[2]`, or a line such as `line 14`.
    package var position: String
    /// The line the definition starts on, counted from 1, when it is known.
    public var line: Int?

    /// Creates a location; a `line N` position gives its line unless `line` is given.
    package init(file: String, position: String, line: Int? = nil) {
        self.file = file
        self.position = position
        self.line = line ?? (position.hasPrefix("line ") ? Int(position.dropFirst(5)) : nil)
    }

    /// `file: position`.
    public var description: String { "\(file): \(position)" }

    /// `file:line` when the line is known, which editors and terminals open at the line, else
    /// `file: position`.
    package var fileAndLine: String { line.map { "\(file):\($0)" } ?? description }
}
