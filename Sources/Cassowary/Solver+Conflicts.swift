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
            : Self.quickExplain(candidates, rejected: constraint)
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

    /// QuickXplain over `candidates`, as a loop over an explicit stack so that no input can
    /// exhaust the call stack. A constraint that cannot hold even alone, such as one whose terms
    /// cancel out (`a == a + 10`), conflicts with nothing.
    private static func quickExplain(_ candidates: [Constraint], rejected: Constraint) -> [Constraint] {
        /// The steps of the recursive algorithm: explain `candidates` against `background`, where
        /// `delta` was its last addition; with the second half's conflicts returned, explain the
        /// first half against them; with the first half's returned, join the two.
        enum Step {
            case explain(background: [Constraint], delta: [Constraint], candidates: [Constraint])
            case explainFirstHalf(background: [Constraint], firstHalf: [Constraint])
            case join(secondHalfConflicts: [Constraint])
        }
        var steps = [Step.explain(background: [], delta: [], candidates: candidates)]
        var returned: [Constraint] = []
        while let step = steps.popLast() {
            switch step {
            case .explain(let background, let delta, let candidates):
                if !delta.isEmpty, !canHold(background, with: rejected) {
                    returned = []
                } else if candidates.count <= 1 {
                    returned = candidates
                } else {
                    let firstHalf = Array(candidates[..<(candidates.count / 2)])
                    let secondHalf = Array(candidates[(candidates.count / 2)...])
                    steps.append(.explainFirstHalf(background: background, firstHalf: firstHalf))
                    steps.append(.explain(background: background + firstHalf, delta: firstHalf, candidates: secondHalf))
                }
            case .explainFirstHalf(let background, let firstHalf):
                steps.append(.join(secondHalfConflicts: returned))
                steps.append(.explain(background: background + returned, delta: returned, candidates: firstHalf))
            case .join(let secondHalfConflicts):
                returned += secondHalfConflicts
            }
        }
        return returned
    }

    /// Whether `constraints` and `rejected` can all hold, checked in a fresh solver.
    private static func canHold(_ constraints: [Constraint], with rejected: Constraint) -> Bool {
        var solver = Solver(checkingOnly: ())
        do {
            try solver.add(
                constraints.map { Constraint($0.expression, $0.relation) } + [Constraint(rejected.expression, rejected.relation)])
            return true
        } catch {
            return false
        }
    }
}
