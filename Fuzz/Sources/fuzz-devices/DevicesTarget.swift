import FuzzSupport
@_spi(Internals) import SafeAreaKit

/// Reads the input as a devices file, in JSON when it starts with `[` or `{` and in YAML
/// otherwise, and prepares its first devices' masks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDevices(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = FuzzInput.data(start, count)
    let name = [UInt8(ascii: "["), UInt8(ascii: "{")].contains(data.first) ? "devices.json" : "devices.yaml"
    FuzzInput.asFile(data, named: name) { file, _ in try FuzzedReaders.readDevicesFile(file) }
    return 0
}

@main
enum Target {
    static func main() { runFuzzer(fuzzDevices) }
}
