/// Why a file could not be read: which file, where in it, and what is wrong.
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it.
    public var file: String
    /// Where in the file: a JSON path such as `$.root.subviews[2].frame`, or `nil` for the whole file.
    public var position: String?
    /// What is wrong.
    public var problem: String

    /// Creates an error.
    public init(file: String, position: String? = nil, problem: String) {
        self.file = file
        self.position = position
        self.problem = problem
    }

    /// `file: position: problem`.
    public var description: String {
        [file, position, problem].compactMap { $0 }.joined(separator: ": ")
    }
}
