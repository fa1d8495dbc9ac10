import FuzzSupport
import SafeAreaKit
import SafeAreaRendering

/// Decodes the input as a PNG, reads its text chunks, and compares the image with itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = FuzzInput.bytes(start, count)
    _ = PNG.textChunks(in: bytes)
    if let image = try? PNG.decode(bytes) { _ = ImageDiff.compare(image, image, drawsDiff: true) }
    return 0
}

@main
enum Target {
    static func main() { runFuzzer(fuzzPNG) }
}
