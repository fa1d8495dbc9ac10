import Testing

@testable import Cassowary

/// The objective's search for an entering symbol, which reads only the symbols changes touched
/// once the objective was optimal, checked against a scan of every level after every change.
@Suite struct ObjectiveTests {
    /// Every symbol whose cost vector is lexicographically negative, in id order.
    static func negative(_ objective: Objective) -> [Symbol] {
        Set(objective.levels.flatMap(\.symbols)).filter { $0.kind != .dummy }.sorted().filter { symbol in
            let costs = objective.levels.map { $0.coefficient(for: symbol) }
            return costs.first { $0 != 0 }.map { $0 < 0 } ?? false
        }
    }

    @Test(arguments: 0..<100)
    func theEnteringSymbolIsTheOneAScanOfEveryLevelFinds(seed: UInt64) {
        var random = SplitMix64(seed: seed &+ 900)
        var objective = Objective()
        let kinds: [Symbol.Kind] = [.slack, .error, .dummy]
        func symbol() -> Symbol { Symbol(id: random.next(in: 1...40), kind: kinds[random.next(in: 0...2)]) }
        for _ in 0..<60 {
            let priority = Double([1, 1_000, 1_000_000][random.next(in: 0...2)])
            switch random.next(in: 0...2) {
            case 0:
                objective.insert(symbol(), Double(random.next(in: -3...3)), priority: priority)
            case 1:
                let cells = Set((0..<random.next(in: 1...6)).map { _ in symbol() }).sorted()
                let row = Row(constant: 1, sortedCells: cells.map { ($0, Double(random.next(in: -3...3))) })
                objective.insert(row, Double(random.next(in: -2...2)), priority: priority)
            default:
                let cells = Set((0..<random.next(in: 1...6)).map { _ in symbol() }).sorted()
                let replaced = symbol()
                let row = Row(
                    constant: 0, sortedCells: cells.filter { $0 != replaced }.map { ($0, Double(random.next(in: -3...3))) })
                objective.substitute(replaced, row)
            }
            // Any negative symbol may enter, and one does while there is one; Bland's rule takes the
            // first in id order.
            let lowestIndex = random.next(in: 0...3) == 0
            let negative = Self.negative(objective)
            let entering = objective.enteringSymbol(lowestIndex: lowestIndex)
            #expect((entering == nil) == negative.isEmpty)
            #expect(entering.map(negative.contains) ?? true)
            if lowestIndex { #expect(entering == negative.first) }
        }
    }
}

/// Bland's rule, which takes over after a run of degenerate pivots, reaches the optimum the
/// cheapest-first rule reaches: here it rules from the first pivot.
@Suite struct BlandRuleTests {
    @Test(arguments: 0..<30)
    func blandsRuleFromTheFirstPivotReachesTheSameOptimum(seed: UInt64) throws {
        let (_, constraints) = DefinitionRowTests.system(seed: seed &+ 3000)
        var bland = Solver()
        bland.degeneratePivotLimit = -1
        var cheapest = Solver()
        for constraint in constraints where (try? cheapest.add(constraint)) != nil {
            try bland.add(constraint)
        }
        let expected = DefinitionRowTests.errors(of: constraints, in: cheapest)
        let found = DefinitionRowTests.errors(of: constraints, in: bland)
        for (priority, error) in expected {
            #expect(abs(found[priority, default: 0] - error) <= 1e-6 * max(1, error), "priority \(priority)")
        }
    }
}
