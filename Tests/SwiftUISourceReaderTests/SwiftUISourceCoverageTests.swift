import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
import LayoutImport
import SafeAreaAudit
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

    @Test func everyFixtureScreenIsReadAndTheTableIsCurrent() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.screens.path).filter { $0.hasSuffix(".swift") }
            .sorted()
        #expect(files.count >= 6)
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-16-pro"))
        var rows: [String] = []
        var previews = 0, clean = 0, allViews = 0, allPlaceholders = 0
        for file in files {
            let contents = try SwiftUISourceFile.readScreens(
                contentsOf: Self.screens.appendingPathComponent(file), displayPath: file)
            var views = 0, placeholders = 0, findings = 0
            for document in contents.documents {
                let counted = Self.count(try #require(document.swiftUIView))
                views += counted.views
                placeholders += counted.placeholders
                clean += counted.placeholders == 0 ? 1 : 0
                let screen = LayoutResolver.resolve(document, on: device, in: .portrait)
                let mask = DeviceMask(device: device, window: screen.window, orientation: .portrait)
                findings += SafeAreaAuditor().findings(in: screen, mask: mask).count
            }
            previews += contents.documents.count
            allViews += views
            allPlaceholders += placeholders
            // A note on another file's view names that file.
            let noted = contents.notes.map { note in
                let place = note.location.file == file ? "" : (note.location.file as NSString).lastPathComponent + ":"
                return "\(place)\(note.location.line ?? 0): \(note.message)"
            }
            .joined(separator: "; ")
            rows.append(
                "| \(file) | \(contents.documents.count) | \(views) | \(placeholders) | \(findings) | \(noted.isEmpty ? "—" : noted) |"
            )
            #expect(!contents.documents.isEmpty, "\(file)")
        }
        let text = """
            # SwiftUI source files read

            Written by `SwiftUISourceCoverageTests` (`SAFEAREA_COVERAGE=write swift test --filter \
            SwiftUISourceCoverageTests`): each screen file of the fixture package \
            `Tests/Fixtures/SwiftUIScreens`, written for the reader in the shapes real apps have, read \
            as `safearea` reads it, with the app's own views from the package's other files.

            **\(clean) of \(previews) previews read with no placeholder; \(allPlaceholders) of \(allViews) views \
            placeholdered.**

            | file | previews | views | placeholders | findings (iPhone 16 Pro) | notes (line: what was read otherwise) |
            |---|---|---|---|---|---|
            \(rows.joined(separator: "\n"))

            """
        if ProcessInfo.processInfo.environment["SAFEAREA_COVERAGE"] == "write" {
            try Data(text.utf8).write(to: Self.table, options: .atomic)
        }
        let committed = try String(contentsOf: Self.table, encoding: .utf8)
        #expect(committed == text, "run SAFEAREA_COVERAGE=write swift test --filter SwiftUISourceCoverageTests")
        #expect(Double(clean) >= 0.7 * Double(previews), "most previews read whole")
    }
}
