import FuzzSupport
@_spi(Internals) import SafeAreaKit
import SafeAreaRendering

/// Reads the input as the hierarchy dump its first byte chooses (recursive description, page
/// source, idb, XCUITest, Maestro or argent), and lays out, audits and draws its captures.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDump(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = FuzzInput.data(start, count)
    guard let selector = data.first else { return 0 }
    let formats = ScreenFile.Format.allCases.filter(\.isHierarchyDump)
    FuzzInput.readAndDraw(data.dropFirst(), fileName: "fuzz.txt", format: formats[Int(selector) % formats.count])
    return 0
}

@main
enum Target {
    static func main() { runFuzzer(fuzzDump) }
}
