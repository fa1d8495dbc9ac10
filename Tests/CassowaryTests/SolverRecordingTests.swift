@_spi(Internals) import Cassowary
import Testing

/// The recording that lets the benchmark give the resolver's own systems to other solvers.
@Suite struct SolverRecordingTests {
    @Test func eachSolverMadeInARecordingGivesTheConstraintsItHoldsAtTheEnd() throws {
        let x = Variable("x"), y = Variable("y")
        let kept = x >= 10, removed = (x == 40).strength(.weak), other = y == 2 * x
        let conflicting = x <= 5
        var outside = Solver()
        let systems = try SolverRecording.systems {
            var first = Solver()
            try first.add([kept, removed])
            try first.remove(removed)
            #expect(throws: SolverError.self) { try first.add(conflicting) }
            var second = Solver()
            try second.add(other)
            try outside.add(kept)
        }
        #expect(systems == [[kept], [other]])
    }

    @Test func aSolverMadeOutsideARecordingRecordsNothing() throws {
        var solver = Solver()
        let systems = try SolverRecording.systems { try solver.add(Variable("z") == 1) }
        #expect(systems.isEmpty)
    }
}
