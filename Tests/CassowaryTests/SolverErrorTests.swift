import Cassowary
import Testing

@Suite struct SolverErrorTests {
    @Test func contradictoryRequiredConstraintIsRejectedWithItsConflict() throws {
        let x = Variable("x")
        var solver = Solver()
        let atLeast = (x >= 10).labeled("x >= 10")
        try solver.add(atLeast)
        let atMost = (x <= 5).labeled("x <= 5")
        #expect(throws: SolverError.unsatisfiable(atMost, conflicts: [atLeast])) { try solver.add(atMost) }
        #expect(!solver.contains(atMost))
        #expect(solver.value(of: x) == 10)
    }

    @Test func conflictsAreTheSmallestSetAndIgnoreUnrelatedConstraints() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        var solver = Solver()
        let ab = a == b + 10
        let bc = b == c + 10
        let unrelated = d == 5
        let loose = a >= c
        try solver.add([ab, unrelated, loose, bc])
        let cycle = c == 1 * a
        do {
            try solver.add(cycle)
            Issue.record("a contradiction was accepted")
        } catch {
            guard case .unsatisfiable(let rejected, let conflicts) = error else { throw error }
            #expect(rejected == cycle)
            #expect(conflicts == [ab, bc])
            #expect(error.description.contains("unable to satisfy required constraint"))
        }
        try solver.add(c == 1)
        #expect(solver.value(of: a) == 21)
    }

    @Test func misuseIsReported() throws {
        let x = Variable("x")
        var solver = Solver()
        let constraint = x >= 0
        try solver.add(constraint)
        #expect(throws: SolverError.duplicateConstraint(constraint)) { try solver.add(constraint) }
        let stranger = x <= 1
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.remove(stranger) }
        #expect(throws: SolverError.requiredEditStrength(x)) { try solver.addEditVariable(x, strength: .required) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        try solver.addEditVariable(x)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x) }
        try solver.removeEditVariable(x)
        #expect(!solver.isEditVariable(x))
    }

    @Test func descriptionsReadLikeTheSystem() {
        let x = Variable("x"), y = Variable("y")
        #expect((2 * x - y + 10 <= 0).description == "2·x - y + 10 <= 0")
        #expect((x == 3).strength(Strength(priority: 750)).description == "x - 3 == 0 @750")
    }
}

@Suite struct SolverPathologyTests {
    @Test func aConstraintWhoseTermsCancelIsRejectedWithNoConflicts() throws {
        let width = Variable("a.width")
        var solver = Solver()
        try solver.add(width >= 0)
        let selfReference = width == width + 10
        #expect(throws: SolverError.unsatisfiable(selfReference, conflicts: [])) { try solver.add(selfReference) }
        try solver.add(width == 1 * width)
    }

    @Test func aContradictionClosingAChainIsExplainedByTheWholeChain() throws {
        let variables = (0...64).map { Variable("x\($0)") }
        var solver = Solver()
        let start = variables[0] == 0
        let chain = zip(variables, variables.dropFirst()).map { $1 == $0 + 1 }
        let unrelated = Variable("y") == 3
        try solver.add([start, unrelated] + chain)
        let contradiction = variables.last! == 0
        #expect(throws: SolverError.unsatisfiable(contradiction, conflicts: [start] + chain)) {
            try solver.add(contradiction)
        }
    }
}
