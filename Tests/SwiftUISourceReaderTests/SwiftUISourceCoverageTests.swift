import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
import LayoutImport
import SafeAreaAudit
import SafeAreaSupport
import SwiftUISourceReader
import Testing

/// The fixture package of SwiftUI screens written for the reader (`Tests/Fixtures/SwiftUIScreens`),
/// read file by file: the previews found, the views read, those placeholdered, the notes, and the
/// audit's findings on an iPhone 16 Pro, in a table the test writes
/// (`SAFEAREA_COVERAGE=write swift test --filter SwiftUISourceCoverageTests`) and then holds the
/// committed one to: `Documentation/Reference/swiftui-source-coverage.md`.
@Suite("SwiftUI source coverage")
struct SwiftUISourceCoverageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let screens = root.appendingPathComponent("Tests/Fixtures/SwiftUIScreens/Sources/Harbour/Screens")
    static let table = root.appendingPathComponent("Documentation/Reference/swiftui-source-coverage.md")

    /// The views of `view` and the placeholders among them, modifiers' views counted.
    static func count(_ view: SwiftUIView) -> (views: Int, placeholders: Int) {
        var views = 0, placeholders = 0
        func visit(_ view: SwiftUIView) {
            if case .modified(_, .accessibilityLabel(let label)) = view, label.hasSuffix("(not read)") { placeholders += 1 }
            if case .modified = view {} else { views += 1 }
            view.children.forEach(visit)
        }
        visit(view)
        return (views, placeholders)
    }

    /// What a screen file's `// expect:` lines say a careful engineer finds in its previews on an
    /// iPhone 16 Pro in portrait: each a rule and the control's title, label or symbol.
    static func expectations(in source: String) -> Set<String> {
        var expected: Set<String> = []
        for line in source.split(separator: "\n") where line.hasPrefix("// expect: ") {
            let claim = line.dropFirst("// expect: ".count).trimmingCharacters(in: .whitespaces)
            if claim != "none" { expected.insert(claim) }
        }
        return expected
    }

    /// Whether `claim` (`hit-target "xmark"`) names `rule` and one of `names`.
    static func claim(_ claim: String, names rule: AuditRule, _ names: [String]) -> Bool {
        let parts = claim.split(separator: " ", maxSplits: 1).map(String.init)
        return parts.count == 2 && parts[0] == rule.rawValue
            && names.contains(parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
    }

    /// The names a reader finds a control by: its texts, labels and symbols, its subviews' too.
    static func names(of view: ResolvedView) -> [String] {
        [view.attributes.text, view.attributes.accessibilityLabel, view.attributes.image, view.attributes.placeholder]
            .compactMap { $0 }
            + view.subviews.flatMap(names(of:))
    }

    @Test func everyFixtureScreenIsReadAndTheTableIsCurrent() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.screens.path)?.allObjects as? [String])
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count >= 30)
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-16-pro"))
        var rows: [String] = []
        var previews = 0, clean = 0, allViews = 0, allPlaceholders = 0
        var truePositives = 0, falsePositives: [String] = [], missed: [String] = []
        for file in files {
            let url = Self.screens.appendingPathComponent(file)
            let contents = try SwiftUISourceFile.readScreens(contentsOf: url, displayPath: file)
            var views = 0, placeholders = 0, findings = 0
            var expected = Self.expectations(in: try String(contentsOf: url, encoding: .utf8))
            var found: Set<String> = []
            for document in contents.documents {
                let counted = Self.count(try #require(document.swiftUIView))
                views += counted.views
                placeholders += counted.placeholders
                clean += counted.placeholders == 0 ? 1 : 0
                // The labels speak of the phone in portrait: a preview limited to landscape is not judged.
                guard document.placementLimits.allSatisfy({ $0.orientations[.phone]?.contains(.portrait) ?? true }) else {
                    continue
                }
                let screen = LayoutResolver.resolve(document, on: device, in: .portrait)
                let mask = DeviceMask(device: device, window: screen.window, orientation: .portrait)
                for finding in SafeAreaAuditor().findings(in: screen, mask: mask) {
                    findings += 1
                    let view = screen.layout.allViews.first { $0.path == finding.viewPath }
                    let names = (view.map(Self.names(of:)) ?? []) + [finding.text].compactMap { $0 }
                    // One control breaking a rule on several previews is one finding.
                    if let claim = expected.first(where: { Self.claim($0, names: finding.rule, names) }) {
                        expected.remove(claim)
                        found.insert(claim)
                    } else if !found.contains(where: { Self.claim($0, names: finding.rule, names) }) {
                        falsePositives.append("\(document.name): \(finding.rule.rawValue) \(finding.viewPath)")
                    }
                }
            }
            truePositives += found.count
            missed += expected.sorted().map { "\(file): \($0)" }
            previews += contents.documents.count
            allViews += views
            allPlaceholders += placeholders
            // A note on another file's view names that file.
            let noted = Set(
                contents.notes.map { note in
                    let place = note.location.file == file ? "" : (note.location.file as NSString).lastPathComponent + ":"
                    return "\(place)\(note.location.line ?? 0): \(note.message)"
                }
            ).sorted().joined(separator: "; ")
            rows.append(
                "| \(file) | \(contents.documents.count) | \(views) | \(placeholders) | \(findings) | \(noted.isEmpty ? "—" : noted) |"
            )
            #expect(!contents.documents.isEmpty, "\(file)")
        }
        let precision = Double(truePositives) / Double(max(1, truePositives + falsePositives.count))
        let recall = Double(truePositives) / Double(max(1, truePositives + missed.count))
        let text = """
            # SwiftUI source files read

            Written by `SwiftUISourceCoverageTests` (`SAFEAREA_COVERAGE=write swift test --filter \
            SwiftUISourceCoverageTests`): each screen file of the fixture package \
            `Tests/Fixtures/SwiftUIScreens`, written for the reader in the shapes real apps have, read \
            as `safearea` reads it, with the app's own views from the package's other files.

            **\(clean) of \(previews) previews read with no placeholder; \(allPlaceholders) of \(allViews) views \
            placeholdered.**

            Each screen file says in `// expect:` lines what a careful engineer finds in its previews on \
            an iPhone 16 Pro in portrait; eight of the 24 files of `Shop/` and `Social/` carry a seeded \
            defect. The labels were written with the screens, before the audit ran; seven were added \
            after review of its findings, each file saying why (a padded text field takes taps on its \
            own line only; a bare symbol with a tap gesture, and a text button, are about 20 pt tall). \
            Against the labels the audit's findings there have a precision of \(Self.percent(precision)) \
            and a recall of \(Self.percent(recall)) (\(truePositives) found, \(falsePositives.count) not \
            expected, \(missed.count) missed).

            | file | previews | views | placeholders | findings (iPhone 16 Pro, portrait) | notes (line: what was read otherwise) |
            |---|---|---|---|---|---|
            \(rows.joined(separator: "\n"))

            Findings not expected: \(falsePositives.isEmpty ? "none" : falsePositives.joined(separator: "; ")).
            Expected and missed: \(missed.isEmpty ? "none" : missed.joined(separator: "; ")).

            """
        if ProcessInfo.processInfo.environment["SAFEAREA_COVERAGE"] == "write" {
            try Data(text.utf8).write(to: Self.table, options: .atomic)
        }
        let committed = try String(contentsOf: Self.table, encoding: .utf8)
        #expect(committed == text, "run SAFEAREA_COVERAGE=write swift test --filter SwiftUISourceCoverageTests")
        #expect(Double(clean) >= 0.8 * Double(previews), "four previews in five read whole")
        #expect(allPlaceholders * 10 < allViews, "under one view in ten a placeholder")
    }

    /// A share as a whole percentage.
    static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded())) %" }

    /// Real apps' SwiftUI files, which never enter the repository: with
    /// `SAFEAREA_SWIFTUI_SURVEY=<folder>`, each subfolder an app's target, every file of it with
    /// a preview is read and the test prints, per app, the previews read, those with no
    /// placeholder, the views and placeholders, and the files refused. It asserts only that
    /// nothing crashes and every refusal names its file; the figures are a measurement.
    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["SAFEAREA_SWIFTUI_SURVEY"] != nil,
            "SAFEAREA_SWIFTUI_SURVEY names no folder of real apps' files"))
    func realAppsFilesWhenGiven() throws {
        let folder = try #require(ProcessInfo.processInfo.environment["SAFEAREA_SWIFTUI_SURVEY"])
        let root = URL(fileURLWithPath: folder)
        let apps = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
            .filter { (try? root.appendingPathComponent($0).resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        var totals = (files: 0, previews: 0, clean: 0, views: 0, placeholders: 0, refused: 0)
        print("| app | files | previews | no placeholder | views | placeholders | files refused |")
        print("|---|---|---|---|---|---|---|")
        for app in apps where !app.hasPrefix("_") {
            let files =
                (FileManager.default.enumerator(atPath: root.appendingPathComponent(app).path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted()
                .filter { file in
                    let text =
                        (try? String(contentsOf: root.appendingPathComponent(app).appendingPathComponent(file), encoding: .utf8))
                        ?? ""
                    return text.contains("#Preview") || text.contains("PreviewProvider")
                }
            var row = (previews: 0, clean: 0, views: 0, placeholders: 0, refused: [String]())
            for file in files {
                do {
                    let contents = try SwiftUISourceFile.readScreens(
                        contentsOf: root.appendingPathComponent(app).appendingPathComponent(file), displayPath: file)
                    for document in contents.documents {
                        let counted = Self.count(try #require(document.swiftUIView))
                        row.previews += 1
                        row.clean += counted.placeholders == 0 ? 1 : 0
                        row.views += counted.views
                        row.placeholders += counted.placeholders
                    }
                } catch let error as FileError {
                    #expect(!error.file.isEmpty && !error.problem.isEmpty, "\(error)")
                    row.refused.append("\(error)")
                }
            }
            print(
                "| \(app) | \(files.count) | \(row.previews) | \(row.clean) | \(row.views) | \(row.placeholders) | \(row.refused.count) |"
            )
            for refusal in row.refused { print("  refused: \(refusal)") }
            totals.files += files.count
            totals.previews += row.previews
            totals.clean += row.clean
            totals.views += row.views
            totals.placeholders += row.placeholders
            totals.refused += row.refused.count
        }
        print(
            "| all | \(totals.files) | \(totals.previews) | \(totals.clean) | \(totals.views) | \(totals.placeholders) | \(totals.refused) |"
        )
    }
}
