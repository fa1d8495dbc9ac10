/// How a constraint's sides compare: `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Hashable, Sendable, CaseIterable {
    /// `first <= second`.
    case lessThanOrEqual
    /// `first == second`.
    case equal
    /// `first >= second`.
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
