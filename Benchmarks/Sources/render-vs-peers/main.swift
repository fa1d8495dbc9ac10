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
@_spi(Internals) import SafeAreaKit
@_spi(Internals) import SafeAreaRendering

let runs = Stopwatch.option("--runs", default: 5)
let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
let device = DeviceCatalog.standard.device(named: "iphone-16-pro")!
let scale = RenderScale.device.pixelsPerPoint(for: device)
let screens = try ["sign-in.json", "settings.json", "player.json"].map { name in
    LayoutResolver.resolve(try ScreenFile.read(contentsOf: examples.appendingPathComponent(name)), on: device, in: .portrait)
}
let masks = screens.map { _ in DeviceMask(device: device, orientation: .portrait) }
let lists = zip(screens, masks).map { DisplayList($0, mask: $1, scale: scale) }
let input = "\(screens.count) demo screens, iPhone 16 Pro portrait, \(Int(scale))×"
let kept = CommandLine.arguments.firstIndex(of: "--keep").map { URL(fileURLWithPath: CommandLine.arguments[$0 + 1]) }
let scratch = kept ?? FileManager.default.temporaryDirectory.appendingPathComponent("render-vs-peers-\(getpid())")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { if kept == nil { try? FileManager.default.removeItem(at: scratch) } }

// The inputs every round uses: the renderer's images, their PNG files, and the peers' copies.
let images = zip(screens, masks).map { ScreenRenderer.render($0, mask: $1, scale: scale) }
let megabytes = Double(images.reduce(0) { $0 + $1.pixels.count }) / 1e6
let encoded = try images.map { try PNG.encode($0, colorType: .rgba) }
let libpngDefaults = PNGCompression(level: 6, strategy: .standard, filter: .adaptive)
for (index, list) in lists.enumerated() {
    try list.json.write(to: scratch.appendingPathComponent("list\(index).json"), atomically: true, encoding: .utf8)
    if kept != nil { try Data(PNG.encode(list.draw())).write(to: scratch.appendingPathComponent("SafeAreaKit-\(index).png")) }
    try Data(images[index].pixels).write(to: scratch.appendingPathComponent("image\(index).rgba"))
    try Data(encoded[index]).write(to: scratch.appendingPathComponent("image\(index).png"))
    try "\(images[index].width) \(images[index].height)".write(
        to: scratch.appendingPathComponent("image\(index).size"), atomically: true, encoding: .utf8)
}
let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("render_peers.py")

var records: [BenchmarkRecord] = []
/// Adds `run`, one run's record, to the record of the same tool and comparison.
@MainActor func add(_ run: BenchmarkRecord) {
    if let index = records.firstIndex(where: { $0.comparison == run.comparison && $0.tool == run.tool }) {
        records[index].seconds += run.seconds
    } else {
        records.append(run)
    }
}
/// Times one run of `body`, which returns the bytes it wrote, for `tool`.
@MainActor func add(
    _ comparison: String, _ tool: String, ours: Bool, work: Double, unit: String, _ body: () throws -> Int
) rethrows {
    var bytes = 0
    let seconds = try Stopwatch.seconds { bytes = try body() }
    add(
        BenchmarkRecord(
            comparison: comparison, input: input, tool: tool, isOurs: ours, seconds: [seconds], bytes: bytes, work: work,
            workUnit: unit))
}

/// One run of every peer, in Python; none when the script cannot run.
func peerRun() throws -> [BenchmarkRecord] {
    let output = scratch.appendingPathComponent("peers.json")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
        ["python3", script.path, scratch.path, String(lists.count), "1", output.path] + (kept == nil ? [] : ["--keep"])
    try process.run()
    process.waitUntilExit()
    guard let data = try? Data(contentsOf: output) else { return [] }
    return try JSONDecoder().decode([BenchmarkRecord].self, from: data).map { peer in
        var peer = peer
        peer.input = input
        return peer
    }
}

// Rounds alternate between SafeAreaKit and the peers, so that each sees the same machine.
let pngBytes = encoded.map(\.count).reduce(0, +)
for _ in 0..<runs {
    try add("render + encode", "SafeAreaKit full renderer (for scale)", ours: false, work: 3, unit: "images") {
        try zip(screens, masks).reduce(0) { $0 + (try PNG.encode(ScreenRenderer.render($1.0, mask: $1.1, scale: scale))).count }
    }
    try add("render + encode", "SafeAreaKit", ours: true, work: 3, unit: "images") {
        try lists.reduce(0) { $0 + (try PNG.encode($1.draw())).count }
    }
    try add("PNG encode", "SafeAreaKit", ours: true, work: megabytes, unit: "MB") {
        try images.reduce(0) { $0 + (try PNG.encode($1, colorType: .rgba)).count }
    }
    try add("PNG encode", "libpng defaults", ours: false, work: megabytes, unit: "MB") {
        try images.reduce(0) { $0 + (try PNG.encode($1, colorType: .rgba, compression: libpngDefaults)).count }
    }
    try add("PNG decode", "SafeAreaKit", ours: true, work: megabytes, unit: "MB") {
        for png in encoded { _ = try PNG.decode(png) }
        return pngBytes
    }
    for peer in try peerRun() { add(peer) }
}

for record in records {
    let median = Stopwatch.median(record.seconds)
    print(
        String(
            format: "%-16@ %-22@ %8.4f s  %8.1f %@/s  %10d bytes", record.comparison as NSString, record.tool as NSString, median,
            (record.work ?? 0) / median, (record.workUnit ?? "") as NSString, record.bytes ?? 0))
}
try BenchmarkRecord.write(records)
