import Cassowary
import Testing

/// Systems from the literature with answers worked by hand.
@Suite struct ClassicSystemTests {
    /// The midpoint system of the Cassowary paper (Badros, Borning and Stuckey 2001, §2), as kiwi's
    /// "basic systems" document works it: a segment in 0...100 at least 10 long, its midpoint edited.
    @Test func midpointFollowsEditsWithinBounds() throws {
        let left = Variable("left"), right = Variable("right"), middle = Variable("middle")
        var solver = Solver()
        try solver.add(left >= 0)
        try solver.add(right <= 100)
        try solver.add(right >= left + 10)
        try solver.add(middle == (left + right) / 2)
        try solver.add((left == 40).strength(.weak))
        try solver.addEditVariable(middle, strength: .strong)

        try solver.suggestValue(60, for: middle)
        #expect(solver.value(of: left) == 40)
        #expect(solver.value(of: right) == 80)
        #expect(solver.value(of: middle) == 60)

        try solver.suggestValue(90, for: middle)
        #expect(solver.value(of: left) == 80)
        #expect(solver.value(of: right) == 100)
        #expect(solver.value(of: middle) == 90)

        try solver.suggestValue(-20, for: middle)
        #expect(solver.value(of: left) == 0)
        #expect(solver.value(of: right) == 10)
        #expect(solver.value(of: middle) == 5)
    }

    /// A higher priority beats any number of lower ones: the lexicographic order Apple documents
    /// ("satisfied in priority order") and that kiwi's weighted sum would get wrong here.
    @Test func oneHigherPriorityBeatsManyLowerOnes() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 0).strength(Strength(priority: 251)))
        for _ in 0..<1000 {
            try solver.add((x == 10).strength(Strength(priority: 250)))
        }
        #expect(solver.value(of: x) == 0)
    }

    @Test func weightsTradeOffWithinALevel() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 0).strength(Strength(priority: 500, weight: 1)))
        try solver.add((x == 10).strength(Strength(priority: 500, weight: 3)))
        #expect(solver.value(of: x) == 10)
    }

    @Test func anOptionalInequalityBoundsALowerEquality() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x <= 5).strength(.strong))
        try solver.add((x == 10).strength(.weak))
        #expect(solver.value(of: x) == 5)
    }

    /// UIKit's intrinsic-size pair (uikit-semantics.md R5.8, E10): hugging loses to required edges.
    @Test func huggingLosesToRequiredEdges() throws {
        let left = Variable("left"), width = Variable("width")
        var solver = Solver()
        try solver.add(left == 0)
        try solver.add(left + width == 300)
        try solver.add((width <= 100).strength(Strength(priority: 250)))
        try solver.add((width >= 100).strength(Strength(priority: 750)))
        #expect(solver.value(of: width) == 300)
    }

    @Test func removingAConstraintReleasesItsVariables() throws {
        let x = Variable("x")
        var solver = Solver()
        let floor = x >= 10
        try solver.add(floor)
        try solver.add((x == 0).strength(.weak))
        #expect(solver.value(of: x) == 10)
        try solver.remove(floor)
        #expect(solver.value(of: x) == 0)
        #expect(!solver.contains(floor))
    }

    @Test func removingAnOptionalConstraintRemovesItsPull() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 0).strength(.weak))
        let pull = (x == 20).strength(.strong)
        try solver.add(pull)
        #expect(solver.value(of: x) == 20)
        try solver.remove(pull)
        #expect(solver.value(of: x) == 0)
    }

    @Test func redundantRequiredConstraintsAreAllowed() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.add(x == 10)
        try solver.add(y == x + 5)
        try solver.add(y - x == 5)
        try solver.add(2 * y == 30)
        #expect(solver.value(of: y) == 15)
    }
}
