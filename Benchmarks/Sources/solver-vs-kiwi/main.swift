// Times the Cassowary solver beside kiwisolver (pip install kiwisolver) on the same generated
// systems in the same run: adding every constraint to an empty solver and reading every value.
// Prints the median of `--runs` runs (default 5) for each shape and size, and the ratio.
//
//     swift run -c release solver-vs-kiwi [--runs N] [--shape random|chain|stack|grid]
//         [--sizes 1000,3000] [--peer-limit SECONDS] [--json FILE]
//
// kiwisolver is stopped after `--peer-limit` seconds (default 60) for each system; its figure is
// then that limit, a lower bound.
// Shapes: `random`, a layout-like random system; `chain`, a chain of required inequalities with a
// strong wish at its end; `stack`, a stack of items whose heights give way; `grid`, a grid of
// cells kept apart and wished at regular places. Without `--shape`, all four.
import BenchmarkSupport
import Cassowary
import Foundation

let runs = Stopwatch.option("--runs", default: 5)
let peerLimit = Stopwatch.option("--peer-limit", default: 60)
let kiwisolver = PythonPeer(script: "kiwi_system.py", installation: "pip install kiwisolver")
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("solver-vs-kiwi-\(getpid())")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }

/// Runs the kiwisolver script on `system`; returns its median seconds and its values, or nil when
/// it ran past the limit.
func kiwi(_ system: GeneratedSystem, name: String) throws -> (seconds: Double, values: [Double])? {
    let systemFile = scratch.appendingPathComponent("\(name).txt"), valuesFile = scratch.appendingPathComponent("\(name).values")
    try system.text.write(to: systemFile, atomically: true, encoding: .utf8)
    guard let seconds = try kiwisolver.seconds([systemFile.path, String(runs), valuesFile.path], limit: peerLimit) else {
        return nil
    }
    let values = try String(contentsOf: valuesFile, encoding: .utf8).split(separator: "\n").compactMap { Double($0) }
    return (seconds, values)
}

/// Times SafeAreaKit's solver on `system`; returns each run's seconds and the values.
func cassowary(_ system: GeneratedSystem) throws -> (seconds: [Double], values: [Double]) {
    let (variables, constraints) = system.constraints()
    var values: [Double] = []
    let seconds = try Stopwatch.runs(runs) {
        var solver = Solver()
        for constraint in constraints { try solver.add(constraint) }
        let solution = solver.values()
        values = variables.map { solution[$0, default: 0] }
    }
    return (seconds, values)
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

print("Add every constraint to an empty solver and read every value; median of \(runs) runs.\n")
print("shape   constraints  variables   SafeAreaKit s   kiwisolver s   SafeAreaKit ÷ kiwi   worst required error (ours, kiwi)")
let shapes: [String: (name: String, make: (Int) -> GeneratedSystem)] = [
    "random": ("form-like random system", { GeneratedSystem(constraintCount: $0, seed: UInt64($0)) }),
    "chain": ("chain of inequalities", GeneratedSystem.chain), "stack": ("stack whose heights give way", GeneratedSystem.stack),
    "grid": ("grid", GeneratedSystem.grid),
]
let arguments = CommandLine.arguments
let chosen = arguments.firstIndex(of: "--shape").map { [arguments[$0 + 1]] } ?? ["random", "chain", "stack", "grid"]
let sizes =
    arguments.firstIndex(of: "--sizes").map { arguments[$0 + 1].split(separator: ",").compactMap { Int($0) } } ?? [1_000, 3_000]
var records: [BenchmarkRecord] = []
for name in chosen {
    guard let shape = shapes[name] else {
        print("unknown shape \(name): use random, chain, stack or grid")
        exit(2)
    }
    for size in sizes {
        let system = shape.make(size)
        let ours = try cassowary(system)
        let theirs = try kiwi(system, name: "\(name)-\(size)")
        let input = "\(shape.name), \(system.rows.count) constraints"
        records.append(
            BenchmarkRecord(comparison: "solver", input: input, tool: "SafeAreaKit", isOurs: true, seconds: ours.seconds))
        records.append(
            BenchmarkRecord(
                comparison: "solver", input: input, tool: "kiwisolver", isOurs: false,
                seconds: [theirs?.seconds ?? Double(peerLimit)],
                isLowerBound: theirs == nil))
        let median = Stopwatch.median(ours.seconds)
        print(
            name.padding(toLength: 6, withPad: " ", startingAt: 0)
                + String(format: "  %11d  %9d   %13.4f   ", system.rows.count, system.variableCount, median)
                + (theirs.map {
                    String(
                        format: "%12.4f   %18.4f   %.1e, %.1e", $0.seconds, median / $0.seconds,
                        requiredViolation(system, ours.values),
                        requiredViolation(system, $0.values))
                }
                    ?? "> \(peerLimit)".leftPadded(to: 12) + "   "
                    + String(format: "< %.4f", median / Double(peerLimit)).leftPadded(to: 18)
                    + String(format: "   %.1e, stopped", requiredViolation(system, ours.values))))
    }
}
try BenchmarkRecord.write(records)

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
