import FuzzSupport

/// Reads the input as a storyboard, and lays out, audits and draws its scenes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzInput.readAndDraw(FuzzInput.data(start, count), fileName: "fuzz.storyboard")
    return 0
}

@main
enum Target {
    static func main() { runFuzzer(fuzzInterfaceBuilder) }
}
