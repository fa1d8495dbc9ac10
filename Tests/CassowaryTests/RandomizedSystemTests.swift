import Cassowary
import Testing

/// Random systems built around a known feasible point, checked for what must always hold.
@Suite struct RandomizedSystemTests {
    @Test(arguments: 0..<40)
    func everySolutionSatisfiesTheRequiredConstraints(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let variables = (0..<8).map { Variable("x\($0)") }
        let point = variables.map { _ in Double(random.next(in: -50...50)) }
        var solver = Solver()
        var required: [Constraint] = []
        for index in 0..<24 {
            let constraint = Self.constraint(satisfiedBy: point, variables: variables, random: &random)
            if index % 3 == 0 {
                try solver.add(constraint.strength(Strength(priority: Double(random.next(in: 1...999)))))
            } else {
                try solver.add(constraint)
                required.append(constraint)
            }
            for _ in 0..<2 {
                let pull = variables[random.next(in: 0...7)] == Double(random.next(in: -100...100))
                try solver.add(pull.strength(Strength(priority: Double(random.next(in: 1...999)))))
            }
            #expect(required.allSatisfy { $0.isSatisfied(tolerance: 1e-6, solver.value) })
        }
        for constraint in required.shuffled(using: &random).prefix(10) {
            try solver.remove(constraint)
            required.removeAll { $0 == constraint }
            #expect(required.allSatisfy { $0.isSatisfied(tolerance: 1e-6, solver.value) })
        }
    }

    @Test(arguments: 0..<40)
    func rejectedConstraintsLeaveTheSolverConsistent(seed: UInt64) throws {
        var random = SplitMix64(seed: seed &+ 1000)
        let variables = (0..<5).map { Variable("x\($0)") }
        var solver = Solver()
        var accepted: [Constraint] = []
        for _ in 0..<20 {
            let terms = variables.map { Term($0, Double(random.next(in: -3...3))) }
            let relation = Relation.allCases[random.next(in: 0...2)]
            let constraint = Constraint(Expression(terms, constant: Double(random.next(in: -20...20))), relation)
            do {
                try solver.add(constraint)
                accepted.append(constraint)
            } catch {
                guard case .unsatisfiable(_, let conflicts) = error else { throw error }
                #expect(!conflicts.isEmpty)
                #expect(conflicts.allSatisfy(accepted.contains))
                var check = Solver()
                try check.add(conflicts.map { Constraint($0.expression, $0.relation) })
                #expect(throws: SolverError.self) { try check.add(Constraint(constraint.expression, constraint.relation)) }
            }
            #expect(accepted.allSatisfy { $0.isSatisfied(tolerance: 1e-6, solver.value) })
        }
    }

    @Test(arguments: 0..<20)
    func editsMoveOnlyWithinTheRequiredConstraints(seed: UInt64) throws {
        var random = SplitMix64(seed: seed &+ 2000)
        let variables = (0..<6).map { Variable("x\($0)") }
        let point = variables.map { _ in Double(random.next(in: -50...50)) }
        var solver = Solver()
        var required: [Constraint] = []
        for _ in 0..<12 {
            let constraint = Self.constraint(satisfiedBy: point, variables: variables, random: &random)
            try solver.add(constraint)
            required.append(constraint)
        }
        let edited = variables.prefix(2)
        for variable in edited { try solver.addEditVariable(variable, strength: .strong) }
        for _ in 0..<30 {
            for variable in edited { try solver.suggestValue(Double(random.next(in: -200...200)), for: variable) }
            #expect(required.allSatisfy { $0.isSatisfied(tolerance: 1e-6, solver.value) })
        }
    }

    /// A random constraint that holds at `point`: an inequality with room, or an equality through it.
    static func constraint(
        satisfiedBy point: [Double], variables: [Variable],
        random: inout SplitMix64
    ) -> Constraint {
        let chosen = (0..<variables.count).filter { _ in random.next(in: 0...2) == 0 }
        let indices = chosen.isEmpty ? [random.next(in: 0...(variables.count - 1))] : chosen
        let terms = indices.map { Term(variables[$0], Double(random.next(in: 1...4)) * (random.next(in: 0...1) == 0 ? -1 : 1)) }
        let value = terms.enumerated().reduce(0.0) { $0 + $1.element.coefficient * point[indices[$1.offset]] }
        switch random.next(in: 0...2) {
        case 0: return Constraint(Expression(terms, constant: -value + Double(random.next(in: 0...10))), .greaterThanOrEqual)
        case 1: return Constraint(Expression(terms, constant: -value - Double(random.next(in: 0...10))), .lessThanOrEqual)
        default: return Constraint(Expression(terms, constant: -value), .equal)
        }
    }
}

/// A small seeded generator, so every run draws the same systems.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}
