// The rendering module: `import SafeAreaRendering` beside `import SafeAreaKit` gives what a team
// needs to draw, compare and record screens itself, outside the assertions: the renderer and its
// options, the runner over a matrix, the reference store, the image diff, and the canvas and PNG
// codec they stand on. `FuzzedRunReports` is there for the fuzz targets alone, which reach public
// and `Internals` symbols only.
@_spi(Internals) @_exported import Rasterizer
@_spi(Internals) @_exported import ScreenRenderer
@_spi(Internals) @_exported import SnapshotDiff
@_spi(Internals) @_exported import SnapshotRunner

@_spi(Internals) @_exported import enum RunReporting.FuzzedRunReports
@_exported import struct Typography.SystemFont
