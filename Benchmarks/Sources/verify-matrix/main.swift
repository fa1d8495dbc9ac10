// Verifies 150 unchanged references, as a test run of snapshot assertions does, and compares the
// time with decoding and comparing every one of them in full. The images are the example screens
// on devices spread over the catalog, at each device's scale; each is drawn before its check, and
// only the checks are timed. Prints the medians of `--runs` runs (default 5).
//
//     swift run -c release verify-matrix [--runs N]
import BenchmarkSupport
import Foundation
import SafeAreaKit
import SafeAreaRendering

let runs = Stopwatch.option("--runs", default: 5)
let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
let documents = try FileManager.default.contentsOfDirectory(atPath: examples.path)
    .filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.sorted()
    .map { try ScreenFile.read(contentsOf: examples.appendingPathComponent($0)) }
let all = RenderMatrix(documents: documents, devices: DeviceCatalog.standard.devices, orientations: nil).jobs
let jobs = stride(from: 0, to: all.count, by: all.count / 150).prefix(150).map { all[$0] }
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verify-matrix-\(getpid())")
defer { try? FileManager.default.removeItem(at: folder) }
let store = ReferenceStore(root: folder, artifacts: folder.appendingPathComponent("artifacts"))
let renderer = MatrixRenderer(outputDirectory: folder)
func name(_ job: RenderJob) -> String { job.placement.description }

var images: [Bitmap] = []
for job in jobs {
    let image = renderer.draw(job)
    _ = store.check(image, suite: "verify", test: job.document.name, name: name(job), mode: .missing)
    images.append(image)
}
let megapixels = Double(images.reduce(0) { $0 + $1.width * $1.height }) / 1e6
print("\(jobs.count) references, \(String(format: "%.0f", megapixels)) megapixels at device scale; median of \(runs) runs")

let byHash = Stopwatch.median(runs: runs) {
    for (job, image) in zip(jobs, images) {
        guard
            case .matched(byHash: true) = store.check(
                image, suite: "verify", test: job.document.name, name: name(job),
                mode: .never)
        else { fatalError("\(name(job)) did not verify by hash") }
    }
}
let inFull = Stopwatch.median(runs: runs) {
    for (job, image) in zip(jobs, images) {
        let bytes = Array((try? Data(contentsOf: store.url(suite: "verify", test: job.document.name, name: name(job)))) ?? Data())
        guard let reference = try? PNG.decode(bytes),
            ImageDiff.compare(reference, image).result.outcome == .identicalPixels
        else { fatalError("\(name(job)) differs") }
    }
}
print(String(format: "verify by hash: %.3f s (%.2f× the 1 s budget)", byHash, byHash))
print(String(format: "decode and compare in full: %.3f s; by hash ÷ in full: %.2f (at most 0.25 asked)", inFull, byHash / inFull))
