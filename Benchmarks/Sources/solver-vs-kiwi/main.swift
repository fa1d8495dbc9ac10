// Times the Cassowary solver beside kiwisolver (pip install kiwisolver) on the same generated
// systems in the same run: adding every constraint to an empty solver and reading every value.
// Prints the median of `--runs` runs (default 5) for each shape and size, and the ratio.
//
//     swift run -c release solver-vs-kiwi [--runs N] [--shape random|chain|stack|grid] [--size N]
//
// Shapes: `random`, a layout-like random system; `chain`, a chain of required inequalities with a
// strong wish at its end; `stack`, a stack of items whose heights give way; `grid`, a grid of
// cells kept apart and wished at regular places. Without `--shape`, all four.
import BenchmarkSupport
import Cassowary
import Foundation

let runs = Stopwatch.option("--runs", default: 5)
let kiwisolver = PythonPeer(script: "kiwi_system.py", installation: "pip install kiwisolver")
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("solver-vs-kiwi-\(getpid())")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }

/// Runs the kiwisolver script on `system`; returns its median seconds and its values.
func kiwi(_ system: GeneratedSystem, name: String) throws -> (seconds: Double, values: [Double]) {
    let systemFile = scratch.appendingPathComponent("\(name).txt"), valuesFile = scratch.appendingPathComponent("\(name).values")
    try system.text.write(to: systemFile, atomically: true, encoding: .utf8)
    let seconds = try kiwisolver.seconds([systemFile.path, String(runs), valuesFile.path])
    let values = try String(contentsOf: valuesFile, encoding: .utf8).split(separator: "\n").compactMap { Double($0) }
    return (seconds, values)
}

/// Times SafeAreaKit's solver on `system`; returns its median seconds and its values.
func cassowary(_ system: GeneratedSystem) throws -> (seconds: Double, values: [Double]) {
    let (variables, constraints) = system.constraints()
    var values: [Double] = []
    let seconds = try Stopwatch.median(runs: runs) {
        var solver = Solver()
        for constraint in constraints { try solver.add(constraint) }
        values = variables.map(solver.value(of:))
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
let shapes: [String: (Int) -> GeneratedSystem] = [
    "random": { GeneratedSystem(constraintCount: $0, seed: UInt64($0)) }, "chain": GeneratedSystem.chain,
    "stack": GeneratedSystem.stack, "grid": GeneratedSystem.grid,
]
let shapeIndex = CommandLine.arguments.firstIndex(of: "--shape")
let chosen = shapeIndex.map { [CommandLine.arguments[$0 + 1]] } ?? ["random", "chain", "stack", "grid"]
let sizes = CommandLine.arguments.contains("--size") ? [Stopwatch.option("--size", default: 1_000)] : [1_000, 3_000]
for name in chosen {
    guard let make = shapes[name] else {
        print("unknown shape \(name): use random, chain, stack or grid")
        exit(2)
    }
    for size in sizes {
        let system = make(size)
        let ours = try cassowary(system)
        let theirs = try kiwi(system, name: "\(name)-\(size)")
        print(
            name.padding(toLength: 6, withPad: " ", startingAt: 0)
                + String(
                    format: "  %11d  %9d   %13.4f   %12.4f   %18.2f   %.1e, %.1e", system.rows.count,
                    system.variableCount, ours.seconds, theirs.seconds, ours.seconds / theirs.seconds,
                    requiredViolation(system, ours.values), requiredViolation(system, theirs.values)))
    }
}
