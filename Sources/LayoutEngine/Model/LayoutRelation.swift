internal import Cassowary

/// How a constraint's sides compare: `NSLayoutConstraint.Relation`.
package enum LayoutRelation: String, Hashable, Sendable, CaseIterable {
    /// `first <= second`.
    case lessThanOrEqual
    /// `first == second`.
    case equal
    /// `first >= second`.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    package var symbol: String { solverRelation.symbol }

    /// The solver's relation for `first - second ⋈ 0`.
    var solverRelation: Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
