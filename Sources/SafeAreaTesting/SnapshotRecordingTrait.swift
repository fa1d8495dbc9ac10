import SnapshotRunner
import Testing

/// A Swift Testing trait that sets the record mode for a test or a whole suite:
/// `@Suite(.snapshotRecording(.all))`.
public struct SnapshotRecordingTrait: TestTrait, SuiteTrait, TestScoping {
    /// The mode the trait sets.
    public let mode: RecordMode

    /// Whether the trait also applies to the tests of a suite it is given to.
    public var isRecursive: Bool { true }

    /// Runs the test with the mode scoped to it.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    )
        async throws
    {
        try await RecordMode.withRecordMode(mode) { try await function() }
    }
}

extension Trait where Self == SnapshotRecordingTrait {
    /// Sets the record mode of layout snapshots for a test or suite.
    public static func snapshotRecording(_ mode: RecordMode) -> SnapshotRecordingTrait {
        SnapshotRecordingTrait(mode: mode)
    }
}
