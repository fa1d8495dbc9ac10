@_spi(Internals) import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
@_spi(Internals) import LayoutImport
import SnapshotTestSupport
import Testing
import Typography

/// Label widths measured in the bundled font against every real UIKit capture in the shared corpus
/// that carries text and frames: argent's accessibility captures of four apps on an iPhone 16 Pro
/// Max (`../shared/corpus/B-hierarchy-dumps`; skipped when it is absent). `LayoutAgainstUIKitTests`
/// holds the recursive descriptions, whose fonts are known exactly.
///
/// What is compared: every static text on one 17-pt line (its frame 20.33 pt tall, within the
/// captures' rounding of 0.48 pt), the size the apps use for their body text, which is not
/// stretched across the screen (a frame 90 % of the screen wide or more is set by constraints, not
/// by its text) and not truncated (a frame narrower than four fifths of the text). The captures do
/// not record a font's weight: CleanStore's storyboard uses the regular system font, Unwrap bold
/// for its glossary titles (`boldSystemFont(ofSize: 17)`) and regular elsewhere, so each label is
/// compared with the nearer of the regular and bold widths.
@Suite(
    .enabled(
        if: FileManager.default.fileExists(atPath: sharedDumps.path),
        "needs the shared corpus of dumps, ../shared/corpus/B-hierarchy-dumps, beside the repository"))
struct LabelWidthsAgainstUIKitTests {
    struct Residual {
        let app: String
        let text: String
        let uikit: Double
        let ours: Double
        var relative: Double { (ours - uikit) / uikit }
    }

    static func residuals() throws -> [Residual] {
        let options = CaptureOptions(device: DeviceCatalog.standard.device(named: "iphone-16-pro-max"))
        let files = try FileManager.default.contentsOfDirectory(atPath: sharedDumps.path).filter { $0.contains("argent") }
            .sorted()
        var seen = Set<String>()
        var residuals: [Residual] = []
        for file in files {
            let app = file.replacingOccurrences(of: "software-mansion__argent__real-capture-", with: "")
                .replacingOccurrences(of: ".json", with: "")
            let screens = try ScreenFile.readScreens(
                contentsOf: sharedDumps.appendingPathComponent(file), displayPath: file, capture: options)
            for document in screens.documents {
                guard let capture = document.capture else { continue }
                let screenWidth = capture.root.frame.width
                for view in Self.flattened(capture.root) where view.attributes.kind == .label {
                    guard let text = view.attributes.text, !text.isEmpty, !text.contains("\n"),
                        abs(view.frame.height - 61.0 / 3) <= 0.75, view.frame.width < 0.9 * screenWidth,
                        seen.insert("\(app)|\(text)|\(view.frame.width)").inserted
                    else { continue }
                    let widths = [FontWeight.regular, .bold].map {
                        IntrinsicSize.textSize(text, font: SystemFont(size: 17, weight: $0), scale: 3).width
                    }
                    let ours = widths.min { abs($0 - view.frame.width) < abs($1 - view.frame.width) }!
                    guard view.frame.width >= 0.8 * ours else { continue }
                    residuals.append(Residual(app: app, text: text, uikit: view.frame.width, ours: ours))
                }
            }
        }
        return residuals
    }

    private static func flattened(_ view: ResolvedView) -> [ResolvedView] {
        [view] + view.subviews.flatMap(flattened)
    }

    @Test func theMedianWidthErrorIsUnderTwoPerCent() throws {
        let residuals = try Self.residuals()
        #expect(residuals.count >= 100, "the captures hold well over a hundred 17-pt labels")
        let errors = residuals.map { abs($0.relative) }.sorted()
        let median = errors[errors.count / 2]
        #expect(median < 0.02, "median width error \(median * 100) %")
        print(Self.table(residuals))
    }

    /// The residual table the article "Text" quotes: per app, the labels compared, the median and 90th
    /// percentile of the absolute width error, and the signed median (positive: ours wider).
    static func table(_ residuals: [Residual]) -> String {
        func percent(_ value: Double) -> String { String(format: "%.1f %%", value * 100) }
        func row(_ name: String, _ group: [Residual]) -> String {
            let absolute = group.map { abs($0.relative) }.sorted(), signed = group.map(\.relative).sorted()
            let p90 = absolute[min(absolute.count - 1, absolute.count * 9 / 10)]
            return "| \(name) | \(group.count) | \(percent(absolute[absolute.count / 2])) | \(percent(p90)) | "
                + "\(percent(signed[signed.count / 2])) |"
        }
        let apps = Dictionary(grouping: residuals, by: \.app).sorted { $0.key < $1.key }
        return
            (["| capture | labels | median error | 90th percentile | median signed |", "|---|---|---|---|---|"]
            + apps.map { row($0.key, $0.value) } + [row("all", residuals)]).joined(separator: "\n")
    }
}
