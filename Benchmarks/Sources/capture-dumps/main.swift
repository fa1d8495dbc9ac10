// Reads, audits and renders every hierarchy dump of the shared corpus
// (../shared/corpus/B-hierarchy-dumps, beside the repository; argent's on the iPhone 16 Pro Max its
// captures were made on), then reads and audits a generated WebDriverAgent page source of
// `--elements` elements (default 5,000), whose budget is 100 ms. Medians of `--runs` runs
// (default 5) on one core; files that do not read are listed with their error.
//
//     swift run -c release capture-dumps [--runs N] [--elements N] [--corpus PATH]
import BenchmarkSupport
import Foundation
@_spi(Internals) import SafeAreaKit
import SafeAreaRendering

let runs = Stopwatch.option("--runs", default: 5)
let elementCount = Stopwatch.option("--elements", default: 5000)
let corpus = SharedCorpus.folder("B-hierarchy-dumps")
let argentDevice = DeviceCatalog.standard.device(named: "iphone-16-pro-max")

/// The screens of one dump, read as the command reads it.
func read(_ url: URL) throws -> [ScreenDocument] {
    let capture = url.lastPathComponent.contains("argent") ? CaptureOptions(device: argentDevice) : CaptureOptions()
    let name = url.lastPathComponent
    return try ScreenFile.decodeScreens(Data(contentsOf: url), fileName: name, file: name, capture: capture).documents
}

let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
var documents: [ScreenDocument] = []
print("file | format | screens | views | findings")
print("---|---|---|---|---")
for file in files {
    let url = corpus.appendingPathComponent(file)
    let format = ScreenFile.Format(fileName: file, contents: try Data(contentsOf: url))
    do {
        let screens = try read(url)
        documents += screens
        let audit = MatrixAudit()
        let resolved = screens.flatMap { LayoutResolver.resolve($0, onEach: []) }
        let findings = audit.audits(of: resolved).reduce(0) { $0 + $1.findings.count }
        let views = resolved.reduce(0) { $0 + $1.layout.allViews.count }
        print("\(file) | \(format.rawValue) | \(screens.count) | \(views) | \(findings)")
    } catch {
        print("\(file) | \(format.rawValue) | does not read: \(error)")
    }
}

let readTime = Stopwatch.median(runs: runs) {
    for file in files { _ = try? read(corpus.appendingPathComponent(file)) }
}
let auditTime = Stopwatch.median(runs: runs) {
    let audit = MatrixAudit()
    for document in documents { _ = audit.audits(of: LayoutResolver.resolve(document, onEach: [])) }
}
let renderer = MatrixRenderer(outputDirectory: URL(fileURLWithPath: "/dev/null"))
let jobs = RenderMatrix(documents: documents, devices: [], orientations: nil).jobs
let renderTime = try Stopwatch.median(runs: runs) {
    for job in jobs { _ = try PNG.encode(renderer.draw(job)) }
}
print(
    "\n\(files.count) files, \(documents.count) screens, one core, medians of \(runs) runs: read "
        + String(format: "%.3f s, audit %.3f s, render and encode %.3f s", readTime, auditTime, renderTime))

/// A WebDriverAgent page source of `count` elements: rows of a static text and a button in cells
/// of a table, in a window of an iPhone 16 Pro's size.
func pageSource(elements count: Int) -> Data {
    var xml = #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT>"#
    xml +=
        #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Big" label="Big" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" index="0">"#
    xml +=
        #"<XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" index="0">"#
    xml +=
        #"<XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" index="0">"#
    let rows = max(1, (count - 4) / 3)
    for row in 0..<rows {
        let y = 62 + row * 44
        xml +=
            #"<XCUIElementTypeCell type="XCUIElementTypeCell" name="row-\#(row)" enabled="true" visible="true" accessible="true" x="0" y="\#(y)" width="402" height="44" index="\#(row)">"#
        xml +=
            #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Item \#(row)" label="Item \#(row)" enabled="true" visible="true" accessible="true" x="16" y="\#(y + 12)" width="200" height="20" index="0"/>"#
        xml +=
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="more-\#(row)" label="More" enabled="true" visible="true" accessible="true" x="340" y="\#(y)" width="44" height="44" index="1"/>"#
        xml += "</XCUIElementTypeCell>"
    }
    xml += "</XCUIElementTypeTable></XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>"
    return Data(xml.utf8)
}

let source = FileManager.default.temporaryDirectory.appendingPathComponent("capture-dumps-\(elementCount).xml")
try pageSource(elements: elementCount).write(to: source)
defer { try? FileManager.default.removeItem(at: source) }
var findings = 0
var views = 0
let bigTime = try Stopwatch.median(runs: runs) {
    let document = try ScreenFile.read(contentsOf: source)
    let audit = MatrixAudit()
    let screens = audit.audits(of: LayoutResolver.resolve(document, onEach: []))
    findings = screens.reduce(0) { $0 + $1.findings.count }
    views = screens.reduce(0) { $0 + $1.screen.layout.allViews.count }
}
print(
    "a WebDriverAgent page source of \(views) elements, read and audited: "
        + String(format: "%.1f ms (%.2f× the 100 ms budget), %d findings", bigTime * 1000, bigTime / 0.1, findings))
