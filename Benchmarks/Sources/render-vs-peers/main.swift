// Times drawing and encoding demo screens at device scale beside cairo (cairocffi) and Skia
// (skia-python) drawing the same display list, and PNG encoding and decoding beside Pillow and
// libpng's default settings, on the same images in the same run.
//
//     swift run -c release render-vs-peers [--runs N] [--json FILE] [--keep FOLDER]
//
// `--keep` leaves the display lists and every tool's drawing of them in FOLDER, to compare by eye.
// The screens are three demo examples on an iPhone 16 Pro in portrait, drawn at 3×. Every tool
// draws and encodes on one core; the peers run inside Python, timed around their library calls.
import BenchmarkSupport
import Foundation
import SafeAreaKit

let runs = Stopwatch.option("--runs", default: 5)
let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
let device = DeviceCatalog.standard.device(named: "iphone-16-pro")!
let scale = RenderScale.device.pixelsPerPoint(for: device)
let screens = try ["sign-in.json", "settings.json", "player.json"].map { name in
    LayoutResolver.resolve(try ScreenFile.read(contentsOf: examples.appendingPathComponent(name)), on: device, in: .portrait)
}
let masks = screens.map { DeviceMask(device: device, window: $0.window, orientation: .portrait) }
let lists = zip(screens, masks).map { DisplayList($0, mask: $1, scale: scale) }
let input = "\(screens.count) demo screens, iPhone 16 Pro portrait, \(Int(scale))×"
let kept = CommandLine.arguments.firstIndex(of: "--keep").map { URL(fileURLWithPath: CommandLine.arguments[$0 + 1]) }
let scratch = kept ?? FileManager.default.temporaryDirectory.appendingPathComponent("render-vs-peers-\(getpid())")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { if kept == nil { try? FileManager.default.removeItem(at: scratch) } }

var records: [BenchmarkRecord] = []
@MainActor func record(
    _ comparison: String, _ tool: String, ours: Bool, seconds: [Double], bytes: Int?, work: Double, unit: String
) {
    records.append(
        BenchmarkRecord(
            comparison: comparison, input: input, tool: tool, isOurs: ours, seconds: seconds, bytes: bytes, work: work,
            workUnit: unit))
}

// Drawing and encoding.
var bytes = 0
let renderer = try Stopwatch.runs(runs) {
    bytes = try zip(screens, masks).reduce(0) {
        $0 + (try PNG.encode(ScreenRenderer.render($1.0, mask: $1.1, scale: scale))).count
    }
}
record(
    "render + encode", "SafeAreaKit full renderer (for scale)", ours: false, seconds: renderer, bytes: bytes, work: 3,
    unit: "images")
let listed = try Stopwatch.runs(runs) { bytes = try lists.reduce(0) { $0 + (try PNG.encode($1.draw())).count } }
record("render + encode", "SafeAreaKit", ours: true, seconds: listed, bytes: bytes, work: 3, unit: "images")

// Encoding and decoding the renderer's images.
let images = zip(screens, masks).map { ScreenRenderer.render($0, mask: $1, scale: scale) }
let megabytes = Double(images.reduce(0) { $0 + $1.pixels.count }) / 1e6
var encoded: [[UInt8]] = []
let encoding = try Stopwatch.runs(runs) { encoded = try images.map { try PNG.encode($0, colorType: .rgba) } }
record(
    "PNG encode", "SafeAreaKit", ours: true, seconds: encoding, bytes: encoded.map(\.count).reduce(0, +), work: megabytes,
    unit: "MB")
let libpngDefaults = PNGCompression(level: 6, strategy: .standard, filter: .adaptive)
let defaultEncoding = try Stopwatch.runs(runs) {
    bytes = try images.reduce(0) { $0 + (try PNG.encode($1, colorType: .rgba, compression: libpngDefaults)).count }
}
record("PNG encode", "libpng defaults", ours: false, seconds: defaultEncoding, bytes: bytes, work: megabytes, unit: "MB")
let decoding = try Stopwatch.runs(runs) { for png in encoded { _ = try PNG.decode(png) } }
record(
    "PNG decode", "SafeAreaKit", ours: true, seconds: decoding, bytes: encoded.map(\.count).reduce(0, +), work: megabytes,
    unit: "MB")

// The peers, on the same lists, pixels and files.
for (index, list) in lists.enumerated() {
    try list.json.write(to: scratch.appendingPathComponent("list\(index).json"), atomically: true, encoding: .utf8)
    if kept != nil { try Data(PNG.encode(list.draw())).write(to: scratch.appendingPathComponent("SafeAreaKit-\(index).png")) }
    try Data(images[index].pixels).write(to: scratch.appendingPathComponent("image\(index).rgba"))
    try Data(encoded[index]).write(to: scratch.appendingPathComponent("image\(index).png"))
    try "\(images[index].width) \(images[index].height)".write(
        to: scratch.appendingPathComponent("image\(index).size"), atomically: true, encoding: .utf8)
}
let peers = scratch.appendingPathComponent("peers.json")
let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("render_peers.py")
let process = Process()
process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
process.arguments =
    ["python3", script.path, scratch.path, String(lists.count), String(runs), peers.path] + (kept == nil ? [] : ["--keep"])
try process.run()
process.waitUntilExit()
if let data = try? Data(contentsOf: peers) {
    for var peer in try JSONDecoder().decode([BenchmarkRecord].self, from: data) {
        peer.input = input
        records.append(peer)
    }
}

for record in records {
    let median = Stopwatch.median(record.seconds)
    print(
        String(
            format: "%-16@ %-22@ %8.4f s  %8.1f %@/s  %10d bytes", record.comparison as NSString, record.tool as NSString, median,
            (record.work ?? 0) / median, (record.workUnit ?? "") as NSString, record.bytes ?? 0))
}
try BenchmarkRecord.write(records)
