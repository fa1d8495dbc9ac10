internal import Cassowary

extension LayoutRelation {
    /// The solver's relation for `first - second ⋈ 0`.
    var solverRelation: Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
