import FuzzSupport
@_spi(Internals) import SafeAreaRendering

/// Reads the input as a run report's `report.json`, as `gallery`, `merge-reports` and `snapshots
/// accept` read one from a CI artifact, and writes every format made from it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReport(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzInput.asFile(FuzzInput.data(start, count), named: "report.json") { _, folder in
        try FuzzedRunReports.read(folder)
    }
    return 0
}

@main
enum Target {
    static func main() { runFuzzer(fuzzReport) }
}
