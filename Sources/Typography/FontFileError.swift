/// Why a font file could not be used: which file and what is wrong with it.
public struct FontFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path as it was named.
    public var file: String
    /// What is wrong.
    public var problem: String

    /// Creates an error.
    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    /// `file: problem`.
    public var description: String { "\(file): \(problem)" }
}
