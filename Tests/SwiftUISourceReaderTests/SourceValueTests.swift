import Foundation
@_spi(Internals) import LayoutEngine
import LayoutImport
import SafeAreaSupport
import SnapshotTestSupport
import SwiftUISourceReader
import Testing

/// The values a preview's views read, worked out from the source: models and their samples,
/// initialisers, the environment, collections, conditions and formats; and what they cannot be.
@Suite("SwiftUI source values")
struct SourceValueTests {
    static func read(_ source: String) throws -> ScreenFileContents {
        try SwiftUISourceFile.screens(in: source, fileName: "Screen.swift", file: "Screen.swift")
    }

    /// Every text a preview's views show, in order.
    static func texts(_ contents: ScreenFileContents, preview index: Int = 0) throws -> [String] {
        var texts: [String] = []
        func visit(_ view: SwiftUIView) {
            if case .text(let text) = view { texts.append(text) }
            if case .label(let title, _) = view { texts.append(title) }
            view.children.forEach(visit)
        }
        visit(try #require(contents.documents[index].swiftUIView))
        return texts
    }

    @Test func modelsSamplesAndTheirComputedPropertiesAreWorkedOut() throws {
        let contents = try Self.read(
            """
            enum Speed: String, CaseIterable { case standard, nextDay
                var title: String {
                    switch self {
                    case .standard: "Standard"
                    case .nextDay: "Next day"
                    }
                }
            }
            struct Line: Identifiable { let id: Int; let name: String; var quantity = 1 }
            @Observable final class Cart {
                var lines: [Line] = []
                var speed = Speed.nextDay
                var count: Int { lines.reduce(0) { $0 + $1.quantity } }
                static var preview: Cart {
                    let cart = Cart()
                    cart.lines = [Line(id: 1, name: "Smock", quantity: 2), Line(id: 2, name: "Boots")]
                    return cart
                }
            }
            struct CartView: View {
                @Bindable var cart: Cart
                var body: some View {
                    List {
                        ForEach(cart.lines) { line in Text("\\(line.name) × \\(line.quantity)") }
                        Text("\\(cart.count) items, \\(cart.speed.title)")
                        ForEach(Speed.allCases, id: \\.self) { Text($0.rawValue) }
                        if cart.lines.isEmpty { Text("Empty") } else { Text("Full") }
                    }
                }
            }
            #Preview { CartView(cart: .preview) }
            """)
        #expect(
            try Self.texts(contents) == ["Smock × 2", "Boots × 1", "3 items, Next day", "standard", "nextDay", "Full"])
        #expect(contents.notes.isEmpty, "\(contents.notes)")
    }

    @Test func initialisersStateTheEnvironmentAndSwitchesTakeTheirValues() throws {
        let contents = try Self.read(
            """
            enum Load { case loading, loaded([String]), failed }
            final class Session: ObservableObject { @Published var name = "Maya" }
            struct Feed: View {
                @StateObject private var model: Model
                @EnvironmentObject private var session: Session
                @State private var liked: Bool
                init(state: Load = .loading, liked: Bool) {
                    _model = StateObject(wrappedValue: Model(state: state))
                    _liked = State(initialValue: liked)
                }
                var body: some View {
                    VStack {
                        Text(session.name)
                        Image(systemName: liked ? "heart.fill" : "heart")
                        switch model.state {
                        case .loading: Text("Loading")
                        case .loaded(let titles): ForEach(titles, id: \\.self) { Text($0) }
                        case .failed: Text("Failed")
                        }
                    }
                }
            }
            final class Model: ObservableObject {
                @Published var state: Load
                init(state: Load) { self.state = state }
            }
            #Preview { Feed(state: .loaded(["Tides", "Races"]), liked: true).environmentObject(Session()) }
            """)
        #expect(try Self.texts(contents) == ["Maya", "Tides", "Races"])
        #expect(contents.notes.isEmpty, "\(contents.notes)")
    }

    @Test func formatsAreWorkedOutForNumbersOnly() throws {
        let contents = try Self.read(
            """
            #Preview {
                VStack {
                    Text(String(format: "%02d:%02d", 7, 5))
                    Text(String(format: "%.1f km", 12.345))
                    Text(String(format: "%@", "x"))
                    Text(String(format: "%999999999d", 1))
                }
            }
            """)
        let texts = try Self.texts(contents)
        #expect(texts.prefix(2) == ["07:05", "12.3 km"])
        #expect(texts.dropFirst(2).allSatisfy { $0.hasPrefix("{String(format:") })
    }

    /// Hostile source: values defined by themselves, a view that contains itself, ranges and
    /// sums too large to work out, are read without hanging or crashing, and noted.
    @Test func selfReferenceAndHugeValuesStopAndAreNoted() throws {
        let contents = try Self.read(
            """
            enum Loop { static let a = b; static let b = a }
            struct Item { var size: Int { size + 1 } }
            struct Again: View { var body: some View { VStack { Text("again"); Again() } } }
            #Preview {
                VStack {
                    Text("\\(Loop.a)")
                    Text("\\(Item().size)")
                    ForEach(0..<1_000_000_000, id: \\.self) { Text("\\($0)") }
                    Text("\\(Array(repeating: 1, count: 1_000_000_000).count)")
                    Again()
                }
            }
            """)
        let texts = try Self.texts(contents)
        #expect(texts.prefix(2) == ["{Loop.a}", "{Item().size}"])
        #expect(texts.filter { $0 == "again" }.count < 20)
        #expect(!contents.notes.isEmpty)
    }

    /// A package's design system is often a target of its own or a local package: both are read.
    @Test func aPackagesOtherTargetsAndLocalPackagesAreRead() throws {
        let folder = try ScratchFolder.make("swiftui-package")
        func write(_ path: String, _ text: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write(
            "App/Package.swift",
            """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "App", dependencies: [.package(path: "../Kit")], targets: [])
            """)
        try write("App/Sources/Screens/Home.swift", "#Preview { VStack { KitBadge(); AppCard() } }")
        try write("App/Sources/Design/AppCard.swift", "struct AppCard: View { var body: some View { Text(\"Card\") } }")
        try write("Kit/Sources/Kit/KitBadge.swift", "struct KitBadge: View { var body: some View { Text(\"Badge\") } }")
        let contents = try SwiftUISourceFile.readScreens(
            contentsOf: folder.appendingPathComponent("App/Sources/Screens/Home.swift"), displayPath: "Home.swift")
        #expect(try Self.texts(contents) == ["Badge", "Card"])
        #expect(contents.notes.isEmpty, "\(contents.notes)")
    }
}
