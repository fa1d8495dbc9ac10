import FuzzSupport

/// Reads the input as a screen file, in JSON when it starts with `{` and in YAML otherwise, and
/// lays out, audits and draws it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = FuzzInput.data(start, count)
    FuzzInput.readAndDraw(data, fileName: data.first == UInt8(ascii: "{") ? "fuzz.json" : "fuzz.yaml")
    return 0
}

@main
enum Target {
    static func main() { runFuzzer(fuzzSpec) }
}
