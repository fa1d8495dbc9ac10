/// A problem a reader finds in a value it decoded, such as an id used twice: thrown from
/// `init(from:)` and reported by ``StrictDecoder`` with the file.
package struct DecodingProblem: Error {
    /// The JSON path of the offending value.
    package let position: String
    /// What is wrong.
    package let problem: String

    /// A problem with the value at `position`.
    package init(position: String, problem: String) {
        self.position = position
        self.problem = problem
    }
}
