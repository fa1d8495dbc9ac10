import Cassowary
import Testing

/// Long chains, where users' variables are defined through one another instead of through every
/// slack below them.
@Suite struct LongChainTests {
    /// `x[i + 1] ≥ x[i] + 8` from `x[0] = 0`, with the end wished at `10 · count`.
    static func chain(_ count: Int) -> (variables: [Variable], constraints: [Constraint]) {
        let variables = (0...count).map { Variable("x\($0)") }
        var constraints = [variables[0] == 0]
        for index in 0..<count { constraints.append(variables[index + 1] >= variables[index] + 8) }
        constraints.append((variables[count] == Double(10 * count)).strength(.strong))
        return (variables, constraints)
    }

    @Test func aChainOfTwentyThousandHoldsEveryLinkAndReachesItsEnd() throws {
        let (variables, constraints) = Self.chain(20_000)
        var solver = Solver()
        try solver.add(constraints)
        let values = solver.values()
        #expect(values[variables[20_000]] == 200_000)
        #expect(constraints.dropLast().allSatisfy { $0.isSatisfied(tolerance: 1e-6) { values[$0]! } })
    }

    /// Every view of a chain also wished at `7.5 · i` (medium), which its gaps keep from holding:
    /// the strong wish at the end takes the whole of the spare room into the last gap, and every
    /// other view keeps as close to its wish as the gaps let it.
    @Test func aChainOfViewsWithWishesOfTheirOwnGivesTheLastGapTheRoom() throws {
        let count = 600
        var (variables, constraints) = Self.chain(count)
        for index in 1...count {
            constraints.insert((variables[index] == 7.5 * Double(index)).strength(.medium), at: constraints.count - 1)
        }
        var solver = Solver()
        try solver.add(constraints)
        let values = solver.values()
        #expect(values[variables[count]] == Double(10 * count))
        #expect((0..<count).allSatisfy { values[variables[$0]] == 8 * Double($0) })
    }

    @Test func readingAllValuesAtOnceGivesWhatEachReadGives() throws {
        let (variables, constraints) = Self.chain(300)
        var solver = Solver()
        try solver.add(constraints)
        try solver.add((variables[150] == 1_500).strength(.medium))
        let values = solver.values()
        #expect(variables.allSatisfy { values[$0] == solver.value(of: $0) })
        #expect(values[variables[150]] == 1_500)
    }

    @Test func removingLinksInTheMiddleKeepsTheRestExact() throws {
        let (variables, constraints) = Self.chain(400)
        var solver = Solver()
        try solver.add(constraints)
        try solver.add(variables[200] <= 1_700)
        for index in stride(from: 1, to: 400, by: 37) { try solver.remove(constraints[index]) }
        let kept = constraints.enumerated().filter { !stride(from: 1, to: 400, by: 37).contains($0.offset) }.map(\.element)
        let values = solver.values()
        #expect(kept.dropLast().allSatisfy { $0.isSatisfied(tolerance: 1e-6) { values[$0]! } })
        #expect(values[variables[200]]! <= 1_700 + 1e-9)
        #expect(values[variables[400]] == 4_000)
    }

    @Test func anEditedEndMovesTheChainWithinItsLinks() throws {
        let (variables, constraints) = Self.chain(500)
        var solver = Solver()
        try solver.add(constraints.dropLast())
        try solver.addEditVariable(variables[500], strength: .strong)
        for target in [3_000.0, 6_000, 4_000, 10_000] {
            try solver.suggestValue(target, for: variables[500])
            let values = solver.values()
            #expect(values[variables[500]] == max(target, 4_000))
            #expect(constraints.dropLast().allSatisfy { $0.isSatisfied(tolerance: 1e-6) { values[$0]! } })
        }
    }
}
