/// Why a ``Solver`` refused a request.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added. The
    /// solver is unchanged. `conflicts` is a smallest set of those that, with the rejected one,
    /// cannot all hold.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// The constraint was never added, or was removed.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required: a suggestion must be able to lose.
    case requiredEditStrength(Variable)
    /// The objective is unbounded: a bug in the solver, or a system no solution bounds.
    case internalError(String)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .unsatisfiable(let constraint, let conflicts):
            let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
            return "unable to satisfy required constraint \(constraint); it conflicts with:\n\(list)"
        case .duplicateConstraint(let constraint): return "constraint \(constraint) was already added"
        case .unknownConstraint(let constraint): return "constraint \(constraint) is not in the solver"
        case .duplicateEditVariable(let variable): return "\(variable) is already an edit variable"
        case .unknownEditVariable(let variable): return "\(variable) is not an edit variable"
        case .requiredEditStrength(let variable): return "edit variable \(variable) cannot be required"
        case .internalError(let problem): return "solver error: \(problem)"
        }
    }
}
