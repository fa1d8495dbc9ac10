// What a failing snapshot run costs beside a passing one. The login form is checked on every
// device and orientation of the catalog against references recorded from it; then the same form
// with one constraint moved (the form 40 pt below the safe area instead of 24) is checked against
// the same references, as a test run after a layout bug. The images are drawn once beforehand, and
// their drawing is timed apart. A failing check decodes the reference, compares it and writes the
// failure images; each part is timed on its own, so the figure to watch is what a failure adds
// beyond writing its images, beside the whole passing run. Prints the medians of `--runs` runs
// (default 5). Snapshot tests run in a debug build, so measure both:
//
//     swift run -c release failing-checks [--runs N]
//     swift run failing-checks --runs 3
import BenchmarkSupport
import Foundation
import SafeAreaKit
import SafeAreaRendering

let runs = Stopwatch.option("--runs", default: 5)
let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
let source = try String(contentsOf: examples.appendingPathComponent("login-form.json"), encoding: .utf8)
let moved = source.replacingOccurrences(of: "\"constant\": 24", with: "\"constant\": 40")
precondition(moved != source, "login-form.json no longer has the constraint this benchmark moves")
let recorded = try ScreenFile.decodeScreens(Data(source.utf8), fileName: "login-form.json", file: "login-form.json").documents[0]
let broken = try ScreenFile.decodeScreens(Data(moved.utf8), fileName: "login-form.json", file: "login-form.json").documents[0]
let jobs = RenderMatrix(documents: [recorded], devices: DeviceCatalog.standard.devices, orientations: nil).jobs
let brokenJobs = RenderMatrix(documents: [broken], devices: DeviceCatalog.standard.devices, orientations: nil).jobs

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("failing-checks-\(getpid())")
defer { try? FileManager.default.removeItem(at: folder) }
let store = ReferenceStore(root: folder, artifacts: folder.appendingPathComponent("artifacts"))
let renderer = MatrixRenderer(outputDirectory: folder)
func name(_ job: RenderJob) -> String { job.placement.description }

let passing = jobs.map { renderer.draw($0) }
let failing = brokenJobs.map { renderer.draw($0) }
for (job, image) in zip(jobs, passing) {
    _ = store.check(image, suite: "failing-checks", test: "", name: name(job), mode: .missing)
}
let megapixels = Double(passing.reduce(0) { $0 + $1.width * $1.height }) / 1e6
print("\(jobs.count) checks of login-form, \(String(format: "%.0f", megapixels)) megapixels; median of \(runs) runs")

func checkAll(_ images: [Bitmap], expectingFailure: Bool) {
    for (job, image) in zip(jobs, images) {
        let check = store.check(image, suite: "failing-checks", test: "", name: name(job), mode: .never)
        switch (check, expectingFailure) {
        case (.matched, false), (.failed, true): continue
        default: fatalError("\(name(job)): \(check)")
        }
    }
}
let draw = Stopwatch.median(runs: runs) { for job in jobs { _ = renderer.draw(job) } }
let pass = Stopwatch.median(runs: runs) { checkAll(passing, expectingFailure: false) }
let fail = Stopwatch.median(runs: runs) { checkAll(failing, expectingFailure: true) }
// What a failing check writes: the actual image, pixelmatch's diff and the strip, from a diff
// image painted beforehand, as the check paints it while comparing.
let diffs = zip(passing, failing).map { ImageDiff.compare($0, $1, drawsDiff: true).diffImage! }
let written = folder.appendingPathComponent("written")
try FileManager.default.createDirectory(at: written, withIntermediateDirectories: true)
let writing = try Stopwatch.median(runs: runs) {
    for (job, ((reference, actual), diff)) in zip(jobs, zip(zip(passing, failing), diffs)) {
        let strip = DiffImages.strip(reference: reference, diff: diff.bitmap, actual: actual)
        for (suffix, png) in try [
            ("actual", PNG.encode(actual)), ("diff", diff.png()), ("strip", PNG.encode(strip, colorType: .rgb)),
        ] {
            try Data(png).write(to: written.appendingPathComponent("\(name(job)).\(suffix).png"), options: .atomic)
        }
    }
}
// What a failing check does beside writing: it reads and decodes its reference, which the strip
// shows and the comparison needs, and compares the images while painting the diff.
let referenceFiles = jobs.map { store.url(suite: "failing-checks", test: "", name: name($0)) }
let decoding = try Stopwatch.median(runs: runs) {
    for file in referenceFiles { _ = try PNG.decode(Array(Data(contentsOf: file))) }
}
let pillowDecoding = try? PythonPeer(script: "pillow_decode.py", installation: "pip install pillow")
    .seconds([String(runs)] + referenceFiles.map(\.path))
let comparing = Stopwatch.median(runs: runs) {
    for (reference, actual) in zip(passing, failing) { _ = ImageDiff.compare(reference, actual, drawsDiff: true) }
}
let passingRun = draw + pass, failingRun = draw + fail
print(String(format: "drawing the images: %.3f s", draw))
print(String(format: "passing run (draw and check): %.3f s", passingRun))
print(String(format: "failing run (draw and check): %.3f s (%.2f× passing)", failingRun, failingRun / passingRun))
print(String(format: "  of which writing the failure images: %.3f s", writing))
print(String(format: "  of which decoding the references: %.3f s", decoding))
if let pillowDecoding {
    print(
        String(
            format: "    (Pillow decodes the same references in %.3f s: %.2f× ours)", pillowDecoding, pillowDecoding / decoding))
} else {
    print("    (Pillow is not installed, so its decoding is not measured: pip install pillow)")
}
print(String(format: "  of which comparing and painting the diffs: %.3f s", comparing))
print(
    String(
        format: "what a failure adds beyond writing its images (decoding and comparing): %.3f s (%.2f× passing)",
        decoding + comparing, (decoding + comparing) / passingRun))
