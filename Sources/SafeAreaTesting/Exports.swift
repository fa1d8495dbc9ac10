// The types the assertions' parameters name, so that `import SafeAreaTesting` is enough to pass
// them: how references are recorded, where they are kept, how images are compared and drawn.
@_exported import enum ScreenRenderer.RenderScale
@_exported import struct SnapshotDiff.DiffOptions
@_exported import enum SnapshotRunner.RecordMode
@_exported import struct SnapshotRunner.ReferenceStore
