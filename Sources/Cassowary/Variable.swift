import Synchronization

/// An unknown that a ``Solver`` finds a value for.
///
/// Variables are values with an identity: two variables are equal when they were made by the same
/// call to ``init(_:)``, whatever their names.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    private static let nextID = Atomic<Int>(1)

    /// A number unique to this variable in the process.
    public let id: Int
    /// The name used in descriptions and error messages.
    public let name: String

    /// Creates a new variable named `name`.
    public init(_ name: String = "") {
        id = Self.nextID.add(1, ordering: .relaxed).oldValue
        self.name = name
    }

    /// Whether the two are the same variable: a variable is an identity, whatever its name.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

    /// Hashes the variable's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The name, or `v` and the id when the variable has no name.
    public var description: String { name.isEmpty ? "v\(id)" : name }
}
