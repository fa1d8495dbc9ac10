import Synchronization

/// The constraints of every solver made while a recording runs, so that a benchmark can give the
/// resolver's own systems to other solvers.
@_spi(Internals) public enum SolverRecording {
    /// The systems one recording gathers, each a solver's constraints in the order it was given them.
    final class Log: Sendable {
        private let systems = Mutex<[[Constraint]]>([])

        /// Starts the system of a new solver; returns its index.
        func newSystem() -> Int {
            systems.withLock {
                $0.append([])
                return $0.count - 1
            }
        }

        func add(_ constraint: Constraint, to system: Int) {
            systems.withLock { $0[system].append(constraint) }
        }

        func remove(_ constraint: Constraint, from system: Int) {
            systems.withLock { $0[system].removeAll { $0 == constraint } }
        }

        var recorded: [[Constraint]] { systems.withLock { $0 } }
    }

    /// The recording solvers made in this task join.
    @TaskLocal static var log: Log?

    /// Runs `body` in the calling thread, and returns the constraints held at its end by each solver
    /// it made, solver by solver in the order they were made, each solver's in the order it added
    /// them. Suggested values of edit variables are not recorded.
    public static func systems(during body: () throws -> Void) rethrows -> [[Constraint]] {
        let log = Log()
        try $log.withValue(log) { try body() }
        return log.recorded
    }
}

/// Where a solver records its constraints while a recording runs.
struct RecordingPlace: Sendable {
    let log: SolverRecording.Log
    let system: Int

    /// The place of a new solver, or nil outside a recording.
    static func forNewSolver() -> RecordingPlace? {
        SolverRecording.log.map { RecordingPlace(log: $0, system: $0.newSystem()) }
    }

    func add(_ constraint: Constraint) {
        log.add(constraint, to: system)
    }

    func remove(_ constraint: Constraint) {
        log.remove(constraint, from: system)
    }
}
