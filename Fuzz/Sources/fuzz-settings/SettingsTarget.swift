import FuzzSupport
import SafeAreaKit

/// Reads the input as the settings, `.safearea.yml`, with its rules, baseline, devices, fonts, app
/// and screens.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSettings(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzInput.asFile(FuzzInput.data(start, count), named: ".safearea.yml") { file, _ in
        _ = try ProjectSettings(contentsOf: file).catalog
    }
    return 0
}

@main
enum Target {
    static func main() { runFuzzer(fuzzSettings) }
}
