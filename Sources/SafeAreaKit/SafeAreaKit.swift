// The umbrella module: `import SafeAreaKit` gives everything a team calls outside its tests: the
// device catalog and masks, the layout model and its DSL, the screen readers, the audit, the
// renderer, the diff, the matrix runner and reference store, and the one error every file reader and writer throws.
@_exported import DeviceGeometry
@_exported import LayoutEngine
@_exported import LayoutImport
@_exported import Rasterizer
@_exported import RunReporting
@_exported import SafeAreaAudit
@_exported import ScreenRenderer
@_exported import SnapshotDiff
@_exported import SnapshotRunner
@_exported import Typography

@_exported import struct SafeAreaSupport.DocumentLocation
@_exported import struct SafeAreaSupport.FileError
@_exported import enum SafeAreaSupport.Remedy
