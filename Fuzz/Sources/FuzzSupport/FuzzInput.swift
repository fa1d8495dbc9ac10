import CFuzzer
import Foundation
import SafeAreaKit
import SafeAreaRendering

/// What every fuzz target does with one input: read it as a reader of the project would, and lay
/// out, audit and draw every screen it yields, so that the resolver and the renderer see whatever a
/// reader lets through. Errors are the expected outcome of most inputs; only a crash, a hang or a
/// leak is a finding.
public enum FuzzInput {
    /// The input libFuzzer passes, as data.
    public static func data(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Data {
        start.map { Data(bytes: $0, count: count) } ?? Data()
    }

    /// The input libFuzzer passes, as bytes.
    public static func bytes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
        start.map { [UInt8](UnsafeBufferPointer(start: $0, count: count)) } ?? []
    }

    /// Reads `data` as a file named `fileName`, in `format` or the one its name and contents
    /// suggest, and resolves, audits and draws what it holds.
    public static func readAndDraw(_ data: Data, fileName: String, format: ScreenFile.Format? = nil) {
        guard let screens = try? ScreenFile.decodeScreens(data, fileName: fileName, file: fileName, format: format) else {
            return
        }
        for document in screens.documents.prefix(4) { draw(document) }
    }

    /// Writes `data` to `name` in a folder of this process's own, the same file for every input,
    /// and calls `read` with its URL and folder: for readers that take a file, not bytes. Errors are
    /// the expected outcome of most inputs.
    public static func asFile(_ data: Data, named name: String, _ read: (URL, URL) throws -> Void) {
        let file = scratch.appendingPathComponent(name)
        guard (try? data.write(to: file)) != nil else { return }
        try? read(file, scratch)
    }

    private static let scratch: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "safearea-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// A small device in portrait, drawn at one pixel per point so that an input costs little.
    private static let renderer = MatrixRenderer(
        outputDirectory: FileManager.default.temporaryDirectory,
        settings: RenderSettings(scale: .fixed(1), audit: AuditConfiguration()))

    /// Where a screen that was not captured is laid out.
    private static let iPhone = DeviceCatalog.standard.device(named: "iPhone 16")!

    /// Lays out, audits and draws `document` where it was captured, or on an iPhone in portrait.
    private static func draw(_ document: ScreenDocument) {
        for job in RenderMatrix(documents: [document], devices: [iPhone], orientations: [.portrait]).jobs {
            _ = renderer.draw(job)
        }
    }
}

/// Runs libFuzzer with the command line's flags, calling `target` with each input. SwiftPM gives
/// an executable its own `main`, so the targets start libFuzzer's driver from there.
public func runFuzzer(_ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, target))
}
