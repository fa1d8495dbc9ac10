// Measures PNG encoding settings on SafeAreaKit's own renders: every zlib level, strategy and
// PNG filter combination, on the three example screens drawn on a spread of devices in portrait
// and landscape. Prints the median encoding time of `--runs` repetitions (default 5) and the
// total size for each setting, fastest first, with ratios against the current default.
//
//     swift run -c release png-compression [--runs N] [--levels 1,6,9] [--strategies standard,filtered]
//         [--filters none,up]
//
// Each list option narrows the sweep; without them every combination is measured.
import BenchmarkSupport
import Foundation
import SafeAreaKit
import SafeAreaRendering

let arguments = CommandLine.arguments
let runs = Stopwatch.option("--runs", default: 5)
func list(_ name: String) -> [String]? {
    arguments.firstIndex(of: name).map { arguments[$0 + 1].split(separator: ",").map(String.init) }
}
let levels = list("--levels")?.compactMap { Int($0) } ?? Array(1...9)
let strategies =
    list("--strategies").map { names in PNGCompression.Strategy.allCases.filter { names.contains("\($0)") } }
    ?? PNGCompression.Strategy.allCases.filter { $0 != .fixed }
let filters =
    list("--filters").map { names in PNGCompression.Filter.allCases.filter { names.contains("\($0)") } }
    ?? PNGCompression.Filter.allCases

let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
let documents = try ["player.json", "settings.json", "sign-in.json"]
    .map { try ScreenFile.read(contentsOf: examples.appendingPathComponent($0)) }
let devices = ["iphone-8", "iphone-x", "iphone-14-pro", "iphone-16-pro-max", "ipad-mini-6", "ipad-pro-13-m4"]
    .compactMap(DeviceCatalog.standard.device(named:))
let matrix = RenderMatrix(documents: documents, devices: devices, orientations: [.portrait, .landscapeLeft])
let renderer = MatrixRenderer(outputDirectory: URL(fileURLWithPath: "/dev/null"))
let bitmaps = matrix.jobs.map(renderer.draw)
let megapixels = Double(bitmaps.reduce(0) { $0 + $1.width * $1.height }) / 1e6
print("\(bitmaps.count) renders, \(String(format: "%.1f", megapixels)) megapixels; median of \(runs) runs on one core\n")

struct Measurement {
    let compression: PNGCompression
    let seconds: Double
    let bytes: Int
}

func measure(_ compression: PNGCompression) throws -> Measurement {
    var bytes = 0
    let seconds = try Stopwatch.median(runs: runs) {
        bytes = try bitmaps.reduce(0) { $0 + (try PNG.encode($1, compression: compression)).count }
    }
    return Measurement(compression: compression, seconds: seconds, bytes: bytes)
}

var results: [Measurement] = []
for level in levels {
    for strategy in strategies {
        for filter in filters {
            results.append(try measure(PNGCompression(level: level, strategy: strategy, filter: filter)))
        }
    }
}
let baseline = (try? measure(.standard)) ?? results[0]
print(
    "default: level \(PNGCompression.standard.level) \(PNGCompression.standard.strategy) \(PNGCompression.standard.filter), "
        + String(format: "%.3f s, %.2f MB\n", baseline.seconds, Double(baseline.bytes) / 1e6))
print("level  strategy     filter    median s   MB/s raw   total MB   time × default   size × default")
for result in results.sorted(by: { $0.seconds < $1.seconds }) {
    let c = result.compression
    print(
        String(
            format: "%5d  %-11@  %-8@  %8.3f   %8.0f   %8.2f   %14.2f   %14.2f",
            c.level, "\(c.strategy)" as NSString, "\(c.filter)" as NSString, result.seconds,
            megapixels * 3 / result.seconds, Double(result.bytes) / 1e6,
            result.seconds / baseline.seconds, Double(result.bytes) / Double(baseline.bytes)))
}
