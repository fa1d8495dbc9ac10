@_spi(Internals) import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
@_spi(Internals) import LayoutImport
import Testing

/// `recursiveDescription` as iOS 15 to 26 print it, from real dumps (`Tests/Fixtures/captures/`,
/// sources in `SOURCES.md`): text after a description's closing bracket, a description wrapped in
/// another, sublayer lines, an lldb prompt around the dump, and any indentation of bars.
@Suite struct RecursiveDescriptionTests {
    static func screen(_ file: String, on device: String) throws -> ResolvedScreen {
        let options = CaptureOptions(device: DeviceCatalog.standard.device(named: device), orientation: .portrait)
        return try HierarchyDumpTests.screen(file, options)
    }

    /// An iPhone 13 on iOS 26.6.2: stack views print `>> axis=vert distribution=fill …` after their
    /// descriptions, and an lldb prompt and a closing parenthesis surround the dump.
    @Test func textAfterTheClosingBracketAndAroundTheDumpIsIgnored() throws {
        let screen = try Self.screen("harde1__dsh-xcodebuild__view-hierarchy-ios26.txt", on: "iphone-13")
        let kinds = screen.layout.allViews.map(\.attributes.kind)
        #expect(kinds.filter { $0 == .stackView }.count == 2)
        #expect(kinds.contains(.textField))
        let field = try #require(screen.layout.allViews.first { $0.attributes.kind == .textField })
        #expect(field.frame == Rect(x: 12, y: 55 + 54, width: 366, height: 34), "nested in the stacks, in window points")
    }

    /// A text view's text container prints as `<<_UITextContainerView …>> minSize = …>` on iOS 16 to 26.
    @Test func aDescriptionWrappedInAnotherIsRead() throws {
        let screen = try Self.screen("getsentry__sentry-cocoa__textview-ios26.txt", on: "iphone-16-pro")
        let container = try #require(screen.layout.allViews.first { $0.path.contains("view[") && $0.frame.height == 30 })
        #expect(container.frame == Rect(x: 20, y: 20, width: 40, height: 30))
        #expect(screen.layout.allViews.contains { $0.attributes.kind == .textView })
    }

    /// SwiftUI's hosting view lists its sublayers as `<CALayer: 0x…> (layer)` lines on iOS 26:
    /// they are not views.
    @Test func sublayerLinesAreNotViews() throws {
        let imported = try HierarchyDumpTests.read(
            "getsentry__sentry-cocoa__swiftui-text-ios26.txt",
            CaptureOptions(device: DeviceCatalog.standard.device(named: "iphone-16-pro"), orientation: .portrait))
        let document = try #require(imported.documents.first)
        let capture = try #require(document.capture)
        func count(_ element: ResolvedView) -> Int { 1 + element.subviews.map(count).reduce(0, +) }
        #expect(count(capture.root) == 4, "window, transition view, drop shadow view, hosting view")
    }
}

/// Maestro's iOS hierarchy keeps no element type and no `clickable`, and its text is in
/// `accessibilityText`: what is left tells labels, fields, switches, tabs and typed buttons apart.
@Suite struct MaestroOnIOSTests {
    @Test func labelsShowTheirTextAndControlsAreFoundWithoutClickable() throws {
        let options = CaptureOptions(device: DeviceCatalog.standard.device(named: "iphone-16"), orientation: .portrait)
        let screen = try HierarchyDumpTests.screen("sign-in.ios.maestro.json", options)
        func kind(of label: String) -> ViewKind? {
            screen.layout.allViews.first { $0.attributes.text == label || $0.attributes.accessibilityIdentifier == label }?
                .attributes.kind
        }
        #expect(kind(of: "Welcome back") == .label, "its accessibilityText is its text")
        #expect(kind(of: "email") == .textField, "hint text")
        #expect(kind(of: "remember") == .switch, "a leaf valued 1")
        #expect(kind(of: "sign-in") == .button, "elementType 9")
        #expect(kind(of: "Home, tab, 1 of 2") == .button, "a React Native tab")
        let interactive = screen.layout.allViews.filter(\.isInteractive).count
        #expect(interactive == 5)
    }
}
