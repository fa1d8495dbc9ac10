import FuzzSupport
import SafeAreaKit

/// Reads the input as a baseline, `--baseline FILE`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaseline(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzInput.asFile(FuzzInput.data(start, count), named: "baseline.json") { file, _ in
        _ = try Baseline(contentsOf: file)
    }
    return 0
}

@main
enum Target {
    static func main() { runFuzzer(fuzzBaseline) }
}
