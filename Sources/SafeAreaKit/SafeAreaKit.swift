// The umbrella module: `import SafeAreaKit` gives what a team writes and reads outside its tests.
// Whole: the device and geometry vocabulary, the DSL and the layout model, the screen readers, the
// audit and its results. By name, as a deliberate short list: the text, drawing, diff and runner
// types a team calls, and the one error every file reader and writer throws.
@_exported import DeviceGeometry
@_exported import LayoutEngine
@_exported import LayoutImport
@_exported import SafeAreaAudit

@_exported import struct Rasterizer.Bitmap
@_exported import struct Rasterizer.Canvas
@_exported import struct Rasterizer.Hatch
@_exported import enum Rasterizer.PNG
@_exported import struct Rasterizer.PNGCompression
@_exported import enum Rasterizer.PNGError
@_exported import enum Rasterizer.Paint
@_exported import struct Rasterizer.PixelRect
@_exported import struct Rasterizer.TextStyle
@_exported import struct SafeAreaSupport.DocumentLocation
@_exported import struct SafeAreaSupport.FileError
@_exported import enum SafeAreaSupport.Remedy
@_exported import enum ScreenRenderer.MaskOverlay
@_exported import enum ScreenRenderer.RenderScale
@_exported import enum ScreenRenderer.ScreenRenderer
@_exported import struct SnapshotDiff.DiffImage
@_exported import enum SnapshotDiff.DiffImages
@_exported import struct SnapshotDiff.DiffOptions
@_exported import struct SnapshotDiff.DiffResult
@_exported import enum SnapshotDiff.DirectoryDiff
@_exported import enum SnapshotDiff.FileDiff
@_exported import enum SnapshotDiff.ImageDiff
@_exported import struct SnapshotRunner.MatrixRenderer
@_exported import struct SnapshotRunner.MatrixResult
@_exported import enum SnapshotRunner.RecordMode
@_exported import struct SnapshotRunner.ReferenceStore
@_exported import struct SnapshotRunner.RenderJob
@_exported import struct SnapshotRunner.RenderMatrix
@_exported import struct SnapshotRunner.RenderSettings
@_exported import struct SnapshotRunner.RenderedImage
@_exported import struct SnapshotRunner.RenderedScreen
@_exported import enum Typography.DynamicTypeStyle
@_exported import class Typography.FontFile
@_exported import struct Typography.FontFiles
@_exported import enum Typography.FontWeight
@_exported import struct Typography.SystemFont
