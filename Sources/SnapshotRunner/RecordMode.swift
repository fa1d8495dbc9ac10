import Foundation

/// When references are written.
public enum RecordMode: String, CaseIterable, Hashable, Sendable {
    /// Every reference is written, unless its pixels are unchanged.
    case all
    /// Missing references are written; existing ones are verified.
    case missing
    /// References that fail are rewritten, and the test still fails once.
    case failed
    /// Nothing is written: a missing reference fails.
    case never

    /// The mode set for the current task by a test trait or ``withRecordMode(_:operation:)``.
    @TaskLocal public static var scoped: RecordMode?

    /// The mode in effect: `argument` if given, else the scoped mode, else `SAFEAREA_RECORD`, else
    /// `never` when the `CI` variable is set and `missing` otherwise.
    public static func resolved(argument: RecordMode? = nil,
                                environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        if let argument { return argument }
        if let scoped { return scoped }
        if let name = environment["SAFEAREA_RECORD"], let mode = RecordMode(rawValue: name.lowercased()) { return mode }
        return environment["CI"].map { !$0.isEmpty && $0 != "false" && $0 != "0" } == true ? .never : .missing
    }

    /// Runs `operation` with `mode` as the scoped record mode.
    public static func withRecordMode<Result>(_ mode: RecordMode, operation: () async throws -> Result) async rethrows
        -> Result {
        try await $scoped.withValue(mode, operation: operation)
    }
}
