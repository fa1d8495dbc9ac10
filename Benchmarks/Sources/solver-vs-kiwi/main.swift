// Times the Cassowary solver beside kiwisolver (pip install kiwisolver) on the same generated
// systems in the same run: adding every constraint to an empty solver and reading every value.
// Runs alternate between the two, `--runs` rounds (default 5); prints each median, the ratio and
// the worst required-constraint error of each solver's solution.
//
//     swift run -c release solver-vs-kiwi [--runs N] [--shape random|chain|stack|grid|owned|storyboard]
//         [--sizes 1000,3000] [--peer-limit SECONDS] [--json FILE]
//
// kiwisolver is stopped after `--peer-limit` seconds (default 60) in a run, and not run again on
// that system; its figure is then that limit, a lower bound.
// Shapes: `random`, a layout-like random system; `chain`, a chain of required inequalities with a
// strong wish at its end; `stack`, a stack of items whose heights give way; `grid`, a grid of
// cells kept apart and wished at regular places; `owned`, a chain of views each with a weaker
// constraint of its own; `storyboard`, copies of the system the resolver solves for a real app's
// storyboard scene. Without `--shape`, all six.
import BenchmarkSupport
import Cassowary
import Foundation

let runs = Stopwatch.option("--runs", default: 5)
let peerLimit = Stopwatch.option("--peer-limit", default: 60)
let kiwisolver = PythonPeer(script: "kiwi_system.py", installation: "pip install kiwisolver")
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("solver-vs-kiwi-\(getpid())")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }

/// Runs the kiwisolver script once on the system written to `systemFile`; returns its seconds and
/// its values, or nil when it ran past the limit.
func kiwi(_ systemFile: URL) throws -> (seconds: Double, values: [Double])? {
    let valuesFile = systemFile.appendingPathExtension("values")
    guard let seconds = try kiwisolver.seconds([systemFile.path, "1", valuesFile.path], limit: peerLimit) else {
        return nil
    }
    let values = try String(contentsOf: valuesFile, encoding: .utf8).split(separator: "\n").compactMap { Double($0) }
    return (seconds, values)
}

/// Times one run of SafeAreaKit's solver on `constraints`; returns its seconds and the values of
/// `variables`.
func cassowary(_ variables: [Variable], _ constraints: [Constraint]) throws -> (seconds: Double, values: [Double]) {
    var values: [Double] = []
    let seconds = try Stopwatch.seconds {
        var solver = Solver()
        for constraint in constraints { try solver.add(constraint) }
        let solution = solver.values()
        values = variables.map { solution[$0, default: 0] }
    }
    return (seconds, values)
}

/// One solver's seconds in each round, and its values from the last.
struct Runs {
    var seconds: [Double] = []
    var values: [Double] = []
}

/// `runs` rounds of one run of each solver, alternating so that a busy spell on the machine
/// falls on both. kiwisolver is not run again once it ran past the limit, and is then nil.
func alternatingRuns(_ system: GeneratedSystem, name: String) throws -> (ours: Runs, theirs: Runs?) {
    let (variables, constraints) = system.constraints()
    let systemFile = scratch.appendingPathComponent("\(name).txt")
    try system.text.write(to: systemFile, atomically: true, encoding: .utf8)
    var ours = Runs()
    var theirs: Runs? = Runs()
    for _ in 0..<max(1, runs) {
        let run = try cassowary(variables, constraints)
        ours.seconds.append(run.seconds)
        ours.values = run.values
        if let earlier = theirs {
            theirs = try kiwi(systemFile).map { Runs(seconds: earlier.seconds + [$0.seconds], values: $0.values) }
        }
    }
    return (ours, theirs)
}

/// The largest amount by which `values` break a required row of `system`.
func requiredViolation(_ system: GeneratedSystem, _ values: [Double]) -> Double {
    system.rows.filter(\.strength.isRequired).map { row in
        let residual = row.terms.reduce(row.constant) { $0 + $1.coefficient * values[$1.variable] }
        return switch row.relation {
        case .equal: abs(residual)
        case .lessThanOrEqual: max(0, residual)
        case .greaterThanOrEqual: max(0, -residual)
        }
    }.max() ?? 0
}

print("Add every constraint to an empty solver and read every value; median of \(runs) alternating rounds.\n")
print("shape   constraints  variables   SafeAreaKit s   kiwisolver s   SafeAreaKit ÷ kiwi   worst required error (ours, kiwi)")
let shapes: [String: (name: String, make: (Int) -> GeneratedSystem)] = [
    "random": ("form-like random system", { GeneratedSystem(constraintCount: $0, seed: UInt64($0)) }),
    "chain": ("chain of inequalities", GeneratedSystem.chain), "stack": ("stack whose heights give way", GeneratedSystem.stack),
    "grid": ("grid", GeneratedSystem.grid),
    "owned": ("chain of views with constraints of their own", GeneratedSystem.ownedChain),
    "storyboard": ("copies of a real storyboard scene's resolved system", GeneratedSystem.storyboard),
]
let arguments = CommandLine.arguments
let chosen =
    arguments.firstIndex(of: "--shape").map { [arguments[$0 + 1]] } ?? [
        "random", "chain", "stack", "grid", "owned", "storyboard",
    ]
let sizes =
    arguments.firstIndex(of: "--sizes").map { arguments[$0 + 1].split(separator: ",").compactMap { Int($0) } } ?? [1_000, 3_000]
var records: [BenchmarkRecord] = []
for name in chosen {
    guard let shape = shapes[name] else {
        print("unknown shape \(name): use random, chain, stack, grid, owned or storyboard")
        exit(2)
    }
    for size in sizes {
        let system = shape.make(size)
        let (ours, theirs) = try alternatingRuns(system, name: "\(name)-\(size)")
        let input = "\(shape.name), \(system.rows.count) constraints"
        let ourError = requiredViolation(system, ours.values)
        let theirError = theirs.map { requiredViolation(system, $0.values) }
        records.append(
            BenchmarkRecord(
                comparison: "solver", input: input, tool: "SafeAreaKit", isOurs: true, seconds: ours.seconds,
                worstError: ourError))
        records.append(
            BenchmarkRecord(
                comparison: "solver", input: input, tool: "kiwisolver", isOurs: false,
                seconds: theirs?.seconds ?? [Double(peerLimit)], isLowerBound: theirs == nil, worstError: theirError))
        let median = Stopwatch.median(ours.seconds)
        let peerMedian = theirs.map { Stopwatch.median($0.seconds) }
        print(
            name.padding(toLength: 6, withPad: " ", startingAt: 0)
                + String(format: "  %11d  %9d   %13.4f   ", system.rows.count, system.variableCount, median)
                + (peerMedian.map { String(format: "%12.4f   %18.4f", $0, median / $0) }
                    ?? "> \(peerLimit)".leftPadded(to: 12) + "   "
                    + String(format: "< %.4f", median / Double(peerLimit)).leftPadded(to: 18))
                + String(format: "   %.1e, ", ourError) + (theirError.map { String(format: "%.1e", $0) } ?? "stopped"))
    }
}
try BenchmarkRecord.write(records)

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
