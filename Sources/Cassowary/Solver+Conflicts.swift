// Explaining why a required constraint was rejected: a smallest set of required constraints
// already in the solver that, together with it, cannot all hold.
extension Solver {
    /// The error for rejecting `constraint`, with the conflicting constraints found by QuickXplain
    /// (Junker 2004) among the required constraints that share variables with it, directly or
    /// through others. The result is minimal: drop any one and the rest can hold with it.
    func unsatisfiable(_ constraint: Constraint) -> SolverError {
        guard explainsConflicts else { return .unsatisfiable(constraint, conflicts: []) }
        let candidates = connectedRequiredConstraints(to: constraint)
        let conflicts =
            Self.canHold(candidates, with: constraint)
            ? candidates
            : Self.quickExplain(background: [], delta: [], candidates: candidates, rejected: constraint)
        return .unsatisfiable(constraint, conflicts: conflicts.sorted { order($0) < order($1) })
    }

    private func order(_ constraint: Constraint) -> Int {
        constraintOrder.firstIndex(of: constraint) ?? Int.max
    }

    /// The required constraints linked to `constraint` through shared variables, in the order added.
    private func connectedRequiredConstraints(to constraint: Constraint) -> [Constraint] {
        let required = constraintOrder.filter(\.strength.isRequired)
        var byVariable: [Variable: [Int]] = [:]
        for (index, candidate) in required.enumerated() {
            for term in candidate.expression.terms { byVariable[term.variable, default: []].append(index) }
        }
        var reached = Set<Int>()
        var pending = constraint.expression.terms.map(\.variable)
        var seenVariables = Set(pending)
        while let variable = pending.popLast() {
            for index in byVariable[variable] ?? [] where reached.insert(index).inserted {
                for term in required[index].expression.terms where seenVariables.insert(term.variable).inserted {
                    pending.append(term.variable)
                }
            }
        }
        return reached.sorted().map { required[$0] }
    }

    private static func quickExplain(
        background: [Constraint], delta: [Constraint], candidates: [Constraint],
        rejected: Constraint
    ) -> [Constraint] {
        if !delta.isEmpty, !canHold(background, with: rejected) { return [] }
        if candidates.count == 1 { return candidates }
        let first = Array(candidates[..<(candidates.count / 2)])
        let second = Array(candidates[(candidates.count / 2)...])
        let secondPart = quickExplain(background: background + first, delta: first, candidates: second, rejected: rejected)
        let firstPart = quickExplain(
            background: background + secondPart, delta: secondPart, candidates: first,
            rejected: rejected)
        return firstPart + secondPart
    }

    /// Whether `constraints` and `rejected` can all hold, checked in a fresh solver.
    private static func canHold(_ constraints: [Constraint], with rejected: Constraint) -> Bool {
        var solver = Solver()
        solver.explainsConflicts = false
        do {
            try solver.add(
                constraints.map { Constraint($0.expression, $0.relation) } + [Constraint(rejected.expression, rejected.relation)])
            return true
        } catch {
            return false
        }
    }
}
