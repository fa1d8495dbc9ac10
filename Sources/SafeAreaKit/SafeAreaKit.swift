// The umbrella module: `import SafeAreaKit` gives what a team writes and reads outside its tests.
// Whole: the device and geometry vocabulary, the DSL and the layout model, the screen readers, the
// audit and its results. By name, as a deliberate short list: the text styles and font files a
// screen names, and the one error every file reader and writer throws. Drawing, comparing and
// recording images yourself is `import SafeAreaRendering`. The `Internals` SPI is what the language
// requires public or this repository's benchmarks read (`@_spi(Internals) import`): not API, it
// changes without notice.
@_spi(Internals) @_exported import DeviceGeometry
@_spi(Internals) @_exported import LayoutEngine
@_spi(Internals) @_exported import LayoutImport
@_spi(Internals) @_exported import SafeAreaAudit

@_exported import struct SafeAreaSupport.DocumentLocation
@_exported import struct SafeAreaSupport.FileError
@_exported import enum SafeAreaSupport.Remedy
@_exported import enum Typography.DynamicTypeStyle
@_exported import class Typography.FontFile
@_exported import struct Typography.FontFiles
@_exported import enum Typography.FontWeight
