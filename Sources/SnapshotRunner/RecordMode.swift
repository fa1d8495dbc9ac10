import Foundation

/// When references are written.
///
/// One rule holds in every entry point (the assertions, the swift-snapshot-testing strategies and
/// `safearea verify`): a check that writes a reference fails, saying where it wrote, so that no
/// run that changes references passes without a word. Run again to check what was written.
public enum RecordMode: String, CaseIterable, Hashable, Sendable {
    /// Every reference whose pixels changed is rewritten.
    case all
    /// Missing references are written; existing ones are verified.
    case missing
    /// References that fail are rewritten.
    case failed
    /// Nothing is written: a missing reference fails.
    case never

    /// The mode set for the current task by a test trait or ``withRecordMode(_:operation:)``.
    @TaskLocal package static var scoped: RecordMode?

    /// The mode in effect: `argument` if given, else the scoped mode, else `SAFEAREA_RECORD`, else
    /// `never` when the `CI` variable is set and `missing` otherwise.
    package static func resolved(
        argument: RecordMode? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> RecordMode {
        if let argument { return argument }
        if let scoped { return scoped }
        if let name = environment["SAFEAREA_RECORD"], let mode = RecordMode(rawValue: name.lowercased()) { return mode }
        return environment["CI"].map { !$0.isEmpty && $0 != "false" && $0 != "0" } == true ? .never : .missing
    }

    /// Runs `operation` with `mode` as the scoped record mode.
    package static func withRecordMode<Result>(
        _ mode: RecordMode, operation: () async throws -> Result
    ) async rethrows
        -> Result
    {
        try await $scoped.withValue(mode, operation: operation)
    }

    /// Runs `operation` with `mode` as the scoped record mode, for a synchronous XCTest:
    /// `RecordMode.withRecordMode(.all) { assertLayoutSnapshot(of: screen) }`.
    package static func withRecordMode<Result>(_ mode: RecordMode, operation: () throws -> Result) rethrows -> Result {
        try $scoped.withValue(mode, operation: operation)
    }
}
