import Synchronization

/// How a constraint's expression compares with zero.
public enum Relation: String, Hashable, Sendable, CaseIterable {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation `expression ⋈ 0` with a strength.
///
/// Constraints are values with an identity, like ``Variable``: a solver adds and removes a
/// constraint by its identity, and a copy made by ``strength(_:)`` is a new constraint.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    private static let nextID = Atomic<Int>(1)

    /// A number unique to this constraint in the process.
    public let id: Int
    /// The left side minus the right side, with like terms combined.
    public let expression: Expression
    /// How the expression compares with zero.
    public let relation: Relation
    /// How much the constraint matters.
    public let strength: Strength
    /// A name for messages, such as the layout constraint this one came from.
    public let label: String?

    /// Creates `expression ⋈ 0` at `strength`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required, label: String? = nil) {
        self.init(simplified: expression.simplified, relation, strength: strength, label: label)
    }

    private init(simplified expression: Expression, _ relation: Relation, strength: Strength, label: String?) {
        id = Self.nextID.add(1, ordering: .relaxed).oldValue
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    /// This constraint at another strength, as a new constraint.
    public func strength(_ strength: Strength) -> Constraint {
        Constraint(simplified: expression, relation, strength: strength, label: label)
    }

    /// This constraint with a label for messages, as a new constraint.
    public func labeled(_ label: String) -> Constraint {
        Constraint(simplified: expression, relation, strength: strength, label: label)
    }

    /// Whether the constraint holds, within `tolerance`, when each variable has the value `value(variable)`.
    public func isSatisfied(tolerance: Double = 1e-6, _ value: (Variable) -> Double) -> Bool {
        let result = expression.value(value)
        switch relation {
        case .lessThanOrEqual: return result <= tolerance
        case .equal: return abs(result) <= tolerance
        case .greaterThanOrEqual: return result >= -tolerance
        }
    }

    /// Whether the two are the same constraint: a constraint is an identity, as the solver holds it.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs.id == rhs.id }

    /// Hashes the constraint's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The label when there is one, else `expression ⋈ 0`, with the strength when it is not required.
    public var description: String {
        let body = label ?? "\(expression) \(relation.symbol) 0"
        return strength.isRequired ? body : "\(body) \(strength)"
    }
}
