import Testing

@testable import Cassowary

/// Restricted rows kept as definitions must change nothing but the cost: the same systems solved
/// with every eligible row a definition (threshold 0) and with none (no threshold) reach optima of
/// the same error at every priority, and keep every required constraint.
@Suite struct DefinitionRowTests {
    /// A layout-like system over `count` positions: a chain of gaps, required equalities and
    /// inequalities between near positions that hold at a known point, and pulls at random
    /// priorities, some of them inequalities, some over two positions.
    static func system(seed: UInt64, count: Int = 40) -> (variables: [Variable], constraints: [Constraint]) {
        var random = SplitMix64(seed: seed)
        let variables = (0..<count).map { Variable("x\($0)") }
        var point = [0.0]
        for _ in 1..<count { point.append(point.last! + Double(random.next(in: 8...30))) }
        func near(_ index: Int) -> Int { min(count - 1, max(0, index + random.next(in: -6...6))) }
        var constraints = [variables[0] == 0]
        for index in 1..<count {
            constraints.append(variables[index] >= variables[index - 1] + 8)
            let other = near(index)
            switch random.next(in: 0...5) {
            case 0 where other != index:
                let offset = point[index] - point[other]
                constraints.append(variables[index] == variables[other] + offset)
            case 1:
                constraints.append(variables[index] <= variables[other] + point[index] - point[other] + 20)
            default:
                break
            }
            let priority = Double([250, 251, 500, 750, 999][random.next(in: 0...4)])
            let target = Double(random.next(in: 0...(40 * count)))
            switch random.next(in: 0...3) {
            case 0: constraints.append((variables[index] >= target).strength(Strength(priority: priority)))
            case 1: constraints.append((variables[index] <= target).strength(Strength(priority: priority)))
            case 2:
                constraints.append(
                    (variables[index] - variables[near(index)] == Double(random.next(in: -50...50)))
                        .strength(Strength(priority: priority)))
            default: constraints.append((variables[index] == target).strength(Strength(priority: priority)))
            }
        }
        constraints.append((variables[count - 1] == Double(25 * count)).strength(.strong))
        return (variables, constraints)
    }

    /// The weighted error of the non-required constraints at each priority.
    static func errors(of constraints: [Constraint], in solver: Solver) -> [Double: Double] {
        let values = solver.values()
        var errors: [Double: Double] = [:]
        for constraint in constraints where !constraint.strength.isRequired {
            let value = constraint.expression.value { values[$0] ?? 0 }
            let violation: Double
            switch constraint.relation {
            case .equal: violation = abs(value)
            case .greaterThanOrEqual: violation = max(0, -value)
            case .lessThanOrEqual: violation = max(0, value)
            }
            errors[constraint.strength.priority, default: 0] += constraint.strength.weight * violation
        }
        return errors
    }

    static func expectSameOptimum(_ constraints: [Constraint], _ definitions: Solver, _ parametric: Solver) {
        let expected = errors(of: constraints, in: parametric)
        let found = errors(of: constraints, in: definitions)
        for (priority, error) in expected {
            #expect(abs(found[priority, default: 0] - error) <= 1e-6 * max(1, error), "priority \(priority)")
        }
        let values = definitions.values()
        #expect(constraints.filter(\.strength.isRequired).allSatisfy { $0.isSatisfied(tolerance: 1e-6) { values[$0]! } })
    }

    static func solvers() -> (definitions: Solver, parametric: Solver) {
        var definitions = Solver()
        definitions.definitionThreshold = 0
        var parametric = Solver()
        parametric.definitionThreshold = .max
        return (definitions, parametric)
    }

    @Test(arguments: 0..<60)
    func definitionsReachTheParametricOptimum(seed: UInt64) throws {
        let (_, constraints) = Self.system(seed: seed)
        var (definitions, parametric) = Self.solvers()
        for constraint in constraints {
            do {
                try parametric.add(constraint)
            } catch {
                #expect(throws: SolverError.self) { try definitions.add(constraint) }
                continue
            }
            try definitions.add(constraint)
        }
        #expect(definitions.definitionRowCount > 0)
        Self.expectSameOptimum(constraints, definitions, parametric)
    }

    @Test(arguments: 0..<30)
    func removalsAndEditsAfterDefinitionsReachTheParametricOptimum(seed: UInt64) throws {
        var random = SplitMix64(seed: seed &+ 500)
        let (variables, constraints) = Self.system(seed: seed &+ 500)
        var (definitions, parametric) = Self.solvers()
        var kept: [Constraint] = []
        for constraint in constraints where (try? parametric.add(constraint)) != nil {
            try definitions.add(constraint)
            kept.append(constraint)
        }
        for _ in 0..<6 {
            let removed = kept.remove(at: random.next(in: 1...(kept.count - 1)))
            try parametric.remove(removed)
            try definitions.remove(removed)
            Self.expectSameOptimum(kept, definitions, parametric)
            let extra = (variables[random.next(in: 1...(variables.count - 1))] == Double(random.next(in: 0...900)))
                .strength(.weak)
            try parametric.add(extra)
            try definitions.add(extra)
            kept.append(extra)
        }
        let edited = variables.last!
        try parametric.addEditVariable(edited, strength: .strong)
        try definitions.addEditVariable(edited, strength: .strong)
        for _ in 0..<5 {
            let value = Double(random.next(in: 0...1_500))
            try parametric.suggestValue(value, for: edited)
            try definitions.suggestValue(value, for: edited)
            #expect(abs(parametric.value(of: edited) - definitions.value(of: edited)) <= 1e-6)
            Self.expectSameOptimum(kept, definitions, parametric)
        }
    }

    /// The class that used to cost n²/2 cells: 25,000 views, each wished at a place of its own,
    /// with every eligible row a definition and with the default threshold. Under a minute: with
    /// its wishes' costs pending, the objective once took the first slack in id order, and one
    /// pivot per link walked the room down the chain (minutes in a debug build).
    @Test(.timeLimit(.minutes(1)), arguments: [0, 64])
    func aChainOfTwentyFiveThousandViewsWithWishesOfTheirOwnIsExact(threshold: Int) throws {
        let count = 25_000
        let (variables, chain) = LongChainTests.chain(count)
        let wishes = (1...count).map { (variables[$0] == 7.5 * Double($0)).strength(.medium) }
        let constraints = chain.dropLast() + wishes + chain.suffix(1)
        var solver = Solver()
        solver.definitionThreshold = threshold
        try solver.add(Array(constraints))
        #expect(solver.definitionRowCount > 0)
        let values = solver.values()
        #expect(values[variables[count]] == Double(10 * count))
        #expect((0..<count).allSatisfy { values[variables[$0]] == 8 * Double($0) })
    }
}
