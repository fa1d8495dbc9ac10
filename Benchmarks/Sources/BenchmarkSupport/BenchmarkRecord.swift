import Foundation

/// One tool's timings on one case of a comparison, as `bench.py` reads them: the benchmarks that
/// take `--json FILE` write an array of these, SafeAreaKit's and its in-process peers' side by side.
public struct BenchmarkRecord: Codable, Sendable {
    /// What is compared, such as "render + encode".
    public var comparison: String
    /// The input, such as "3 demo screens, iPhone 16 Pro, 3×".
    public var input: String
    /// Who did the work, such as "SafeAreaKit" or "cairo".
    public var tool: String
    /// Whether the tool is SafeAreaKit, the numerator of every ratio.
    public var isOurs: Bool
    /// Each run's seconds.
    public var seconds: [Double]
    /// The bytes written, where the tool writes a file.
    public var bytes: Int?
    /// Units of work per run (images, megabytes of pixels), for a rate beside the time.
    public var work: Double?
    /// What `work` counts, such as "images" or "MB".
    public var workUnit: String?
    /// Whether the tool was stopped at a time limit, so that `seconds` is a lower bound.
    public var isLowerBound: Bool?
    /// For a solver, the most by which its last solution breaks a required constraint.
    public var worstError: Double?

    /// A record of `seconds` for `tool` on `input`.
    public init(
        comparison: String, input: String, tool: String, isOurs: Bool, seconds: [Double], bytes: Int? = nil,
        work: Double? = nil, workUnit: String? = nil, isLowerBound: Bool? = nil, worstError: Double? = nil
    ) {
        self.comparison = comparison
        self.input = input
        self.tool = tool
        self.isOurs = isOurs
        self.seconds = seconds
        self.bytes = bytes
        self.work = work
        self.workUnit = workUnit
        self.isLowerBound = isLowerBound
        self.worstError = worstError
    }

    /// Writes `records` to the file named by `--json`, when there is one.
    public static func write(_ records: [BenchmarkRecord]) throws {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--json"), arguments.indices.contains(index + 1) else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(records).write(to: URL(fileURLWithPath: arguments[index + 1]), options: .atomic)
    }
}
