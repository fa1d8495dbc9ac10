import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
import LayoutImport
import SafeAreaSupport
import SwiftParser
import SwiftUISourceReader
import Testing

/// A Swift file's previews read as screens: `#Preview`s and `PreviewProvider`s, their views and
/// modifiers as the spec's SwiftUI form reads them, what cannot be known placeholdered and noted.
@Suite("SwiftUI source files")
struct SwiftUISourceFileTests {
    static func read(_ source: String, file: String = "Screen.swift") throws(FileError) -> ScreenFileContents {
        try SwiftUISourceFile.screens(in: source, fileName: file, file: file)
    }

    static func view(_ document: ScreenDocument) throws -> SwiftUIView {
        try #require(document.swiftUIView)
    }

    @Test func everyPreviewIsAScreenNamedForItsFile() throws {
        let contents = try Self.read(
            """
            import SwiftUI
            #Preview { Text("One") }
            #Preview("Dark") { Text("Two") }
            struct Old_Previews: PreviewProvider {
                static var previews: some View { Text("Three") }
            }
            """)
        #expect(contents.documents.map(\.name) == ["Screen.1", "Screen.Dark", "Screen.2"])
        #expect(try contents.documents.map { try Self.view($0).withoutSources } == [.text("One"), .text("Two"), .text("Three")])
    }

    /// Views and modifiers read as the spec form reads them, each view placed at its Swift line.
    @Test func viewsAndModifiersReadAsTheSpecFormDoes() throws {
        let contents = try Self.read(
            """
            #Preview {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Falmouth")
                        .font(.largeTitle)
                        .bold()
                    Button("Plan a trip") { }
                        .buttonStyle(.borderedProminent)
                        .padding(.horizontal, 20)
                    Toggle("Notify me", isOn: .constant(true))
                }
                .padding()
            }
            """)
        let document = try #require(contents.documents.first)
        let written = try ScreenFile.decode(
            Data(
                """
                name: Screen
                swiftui:
                  view: VStack
                  alignment: leading
                  spacing: 12
                  content:
                    - {view: Text, text: Falmouth, modifiers: [{font: largeTitle}, {bold: true}]}
                    - {view: Button, title: Plan a trip, modifiers: [{buttonStyle: borderedProminent}, {padding: {edges: [horizontal], length: 20}}]}
                    - {view: Toggle, title: Notify me, isOn: true}
                  modifiers: [{padding: {}}]
                """.utf8), format: .yaml, file: "spec.yaml", defaultName: "Screen")
        #expect(try Self.view(document).withoutSources == written.swiftUIView?.withoutSources)
        #expect(contents.notes.isEmpty, "\(contents.notes)")
        let screen = LayoutResolver.resolve(
            document, on: try #require(DeviceCatalog.standard.device(named: "iphone-16-pro")), in: .portrait)
        let button = try #require(screen.allViews.first { $0.attributes.text == "Plan a trip" })
        #expect(button.source?.file == "Screen.swift" && button.source?.line == 6, "\(String(describing: button.source))")
    }

    /// What the source does not say becomes a placeholder or a stated guess, with a note naming
    /// the line and the construct; the rest of the preview is read.
    @Test func whatCannotBeKnownIsPlaceholderedAndNoted() throws {
        let contents = try Self.read(
            """
            #Preview {
                List {
                    HarbourRow(name: "Dover")
                    ForEach(harbours) { harbour in Text("Row") }
                    Text("Next tide at \\(time)")
                }
            }
            """)
        let screen = LayoutResolver.resolve(
            try #require(contents.documents.first),
            on: try #require(DeviceCatalog.standard.device(named: "iphone-16-pro")), in: .portrait)
        #expect(screen.allViews.filter { $0.attributes.text == "Row" }.count == 3, "three sample rows")
        #expect(screen.allViews.contains { $0.attributes.accessibilityLabel == "HarbourRow (not read)" })
        #expect(screen.allViews.contains { $0.attributes.text == "Next tide at {time}" })
        #expect(contents.notes.map(\.location.line) == [3, 4, 5], "\(contents.notes)")
        #expect(contents.notes[0].message.contains("placeholder"))
    }

    /// The app's own views are expanded where they are called, from the preview's file or the
    /// others of its target: their properties take the call's arguments, a trailing closure fills
    /// a view builder's content, `@State` starts at its initial value, and each view keeps the
    /// line and file it is written in.
    @Test func theAppsOwnViewsAreExpandedWithTheirArguments() throws {
        let designSystem = Parser.parse(
            source: """
                struct Card<Content: View>: View {
                    let title: String
                    var subtitle = "Today"
                    @ViewBuilder let content: Content
                    var body: some View {
                        VStack(alignment: .leading) {
                            Text(title).font(.headline)
                            Text(subtitle)
                            content
                        }
                    }
                }
                """)
        let contents = try SwiftUISourceFile.screens(
            in: """
                struct Settings: View {
                    @State private var notifies = true
                    var body: some View {
                        Toggle("Notify me", isOn: $notifies)
                    }
                }
                #Preview {
                    Card(title: "Falmouth") {
                        Text("High water 14:02")
                        Settings()
                    }
                }
                """, fileName: "Screen.swift", file: "Screen.swift", alongside: [(file: "Card.swift", tree: designSystem)])
        #expect(contents.notes.isEmpty, "\(contents.notes)")
        let view = try Self.view(try #require(contents.documents.first))
        let expected = try ScreenFile.decode(
            Data(
                """
                swiftui:
                  view: VStack
                  alignment: leading
                  content:
                    - {view: Text, text: Falmouth, modifiers: [{font: headline}]}
                    - {view: Text, text: Today}
                    - view: VStack
                      content: [{view: Text, text: High water 14:02}, {view: Toggle, title: Notify me, isOn: true}]
                """.utf8), format: .yaml, file: "spec.yaml", defaultName: "Screen")
        #expect(view.withoutSources == expected.swiftUIView?.withoutSources)
        let screen = LayoutResolver.resolve(
            try #require(contents.documents.first),
            on: try #require(DeviceCatalog.standard.device(named: "iphone-16-pro")), in: .portrait)
        let title = try #require(screen.allViews.first { $0.attributes.text == "Falmouth" })
        #expect(title.source?.file == "Card.swift" && title.source?.line == 7, "\(String(describing: title.source))")
    }

    /// The app's own modifiers apply as their bodies say: a function of `extension View`, a
    /// `ViewModifier` through `modifier(_:)`; and a view's computed properties and methods that
    /// build views, with its own names.
    @Test func theAppsOwnModifiersAndComputedViewsApply() throws {
        let contents = try Self.read(
            """
            extension View {
                func cardStyle(padding: CGFloat = 12) -> some View {
                    self.padding(padding).background(Color(.secondarySystemBackground))
                }
                func caption() -> some View { modifier(Caption(color: .secondary)) }
            }
            struct Caption: ViewModifier {
                let color: Color
                func body(content: Content) -> some View {
                    content.font(.caption).foregroundStyle(color)
                }
            }
            struct Tide: View {
                let heading = "Tides"
                var header: some View { Text(heading).font(.headline) }
                var body: some View {
                    VStack { header; time("14:02") }.cardStyle(padding: 20)
                }
                @ViewBuilder func time(_ text: String) -> some View { Text(text).caption() }
            }
            #Preview { Tide() }
            """)
        #expect(contents.notes.isEmpty, "\(contents.notes)")
        let expected = try ScreenFile.decode(
            Data(
                """
                swiftui:
                  view: VStack
                  content:
                    - {view: Text, text: Tides, modifiers: [{font: headline}]}
                    - {view: Text, text: "14:02", modifiers: [{font: caption}, {foregroundStyle: secondaryLabel}]}
                  modifiers: [{padding: 20}, {background: {view: Color, color: secondarySystemBackground}}]
                """.utf8), format: .yaml, file: "spec.yaml", defaultName: "Screen")
        #expect(try Self.view(try #require(contents.documents.first)).withoutSources == expected.swiftUIView?.withoutSources)
    }

    /// A `NavigationStack` inside a preview's other views (an app's screen shown as a part) is read
    /// as what it holds, noted at its line.
    @Test func aNestedNavigationStackIsReadAsWhatItHolds() throws {
        let contents = try Self.read(
            """
            struct Harbour: View {
                var body: some View {
                    NavigationStack { Text("Dover").navigationTitle("Harbour") }
                }
            }
            #Preview { VStack { Harbour() } }
            """)
        #expect(try Self.view(try #require(contents.documents.first)).withoutSources.name == "VStack")
        #expect(contents.notes.map(\.location.line) == [3])
    }

    /// A preview's traits say where it is shown: an orientation limits its placements, and a
    /// layout that fits its content makes it a component, laid out at its own size and judged only
    /// by the rules that do not depend on the screen, not a whole screen.
    @Test func previewTraitsLimitOrientationsAndMakeComponents() throws {
        let contents = try Self.read(
            """
            #Preview("Wide", traits: .landscapeLeft) { Text("Chart") }
            #Preview("Row", traits: .sizeThatFitsLayout) { Text("Dover") }
            #Preview("Badge", traits: .fixedLayout(width: 120, height: 40)) { Text("New") }
            struct Old_Previews: PreviewProvider {
                static var previews: some View {
                    Text("Tide").previewLayout(.sizeThatFits)
                }
            }
            """)
        let documents = contents.documents
        let phone = Placement(try #require(DeviceCatalog.standard.device(named: "iphone-16-pro")), .portrait)
        let wide = Placement(try #require(DeviceCatalog.standard.device(named: "iphone-16-pro")), .landscapeLeft)
        #expect(documents[0].reachable([phone, wide]).reachable == [wide])
        #expect(documents[1].presentation == .component && documents[3].presentation == .component)
        #expect(documents[2].presentation == .component && documents[2].canvas == Size(width: 120, height: 40))
        #expect(documents[0].presentation == .fullScreen)
        #expect(contents.notes.isEmpty, "\(contents.notes)")
    }

    /// A `View` struct named in place of the previews is laid out built with no arguments, its
    /// properties at their defaults; a name the file does not declare is refused, naming those it does.
    @Test func aViewNamedIsLaidOutWithItsDefaults() throws {
        let source = """
            struct Harbour: View {
                var name = "Dover"
                var body: some View { Text(name) }
            }
            """
        let contents = try SwiftUISourceFile.screens(
            in: source, fileName: "Harbour.swift", file: "Harbour.swift", views: ["Harbour"])
        #expect(contents.documents.map(\.name) == ["Harbour.Harbour"])
        #expect(try Self.view(try #require(contents.documents.first)).withoutSources == .text("Dover"))
        #expect(throws: FileError.self) {
            try SwiftUISourceFile.screens(in: source, fileName: "Harbour.swift", file: "Harbour.swift", views: ["Tides"])
        }
    }

    /// A preview the spec reader refuses names the Swift line and the cause.
    @Test func aRefusedPreviewNamesItsSwiftLine() throws {
        do {
            _ = try Self.read(
                """
                #Preview {
                    VStack {
                        Text("Depth")
                        Picker("Units", selection: $units) { Text("Metres") }
                            .lineLimit(0)
                    }
                }
                """)
            Issue.record("accepted a line limit of 0")
        } catch {
            #expect(error.file == "Screen.swift:4", "\(error)")
            #expect(error.problem.contains("line limit"), "\(error.problem)")
        }
    }
}
