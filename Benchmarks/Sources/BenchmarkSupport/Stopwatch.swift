import Dispatch

/// Wall-clock timing for the benchmarks: the median of several runs, since figures from shared
/// machines are noisy.
public enum Stopwatch {
    /// The seconds `body` takes.
    public static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The median seconds of `runs` runs of `body`.
    public static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        median(try Self.runs(runs, body))
    }

    /// The seconds of each of `runs` runs of `body`.
    public static func runs(_ runs: Int, _ body: () throws -> Void) rethrows -> [Double] {
        var times: [Double] = []
        for _ in 0..<max(1, runs) { times.append(try seconds(body)) }
        return times
    }

    /// The median of `values`.
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// The value of `--name N` among the command-line arguments, or `fallback`.
    public static func option(_ name: String, default fallback: Int) -> Int {
        let arguments = CommandLine.arguments
        return arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil }
            ?? fallback
    }
}
