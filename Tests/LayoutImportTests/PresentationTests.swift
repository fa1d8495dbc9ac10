@_spi(Internals) import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
@_spi(Internals) import LayoutImport
@_spi(Internals) import SafeAreaAudit
@_spi(Internals) import ScreenRenderer
import SnapshotTestSupport
import Testing

/// What is not a whole screen is not judged as one: a xib's top-level view or cell is a component,
/// laid out once at its design size and judged by the rules about itself; a scene a container view
/// embeds is laid out in the container; a popover is a panel in a regular-width window and a sheet
/// in a compact one.
@Suite("Components, embedded scenes, popovers and sheets")
struct PresentationTests {
    static let fixtures = Golden.packageRoot.appendingPathComponent("Tests/Fixtures/interface-builder")

    static func screens(_ file: String) throws -> ScreenFileContents {
        try InterfaceBuilderFile.read(contentsOf: fixtures.appendingPathComponent(file), displayPath: file)
    }

    static func placement(_ device: String, _ orientation: Orientation = .portrait) throws -> Placement {
        Placement(try #require(DeviceCatalog.standard.device(named: device)), orientation)
    }

    static func findings(_ document: ScreenDocument, on placements: [Placement]) -> [Finding] {
        let audit = MatrixAudit()
        return audit.audits(of: document, on: document.reachable(placements).reachable).flatMap(\.findings)
    }

    /// Wikipedia's find-in-page bar is a keyboard accessory view: its 21 × 22 buttons are real
    /// small targets wherever it is shown, and its top edge is not the screen's.
    @Test func aXibsTopLevelViewIsAComponentJudgedByItsOwnSize() throws {
        let imported = try Self.screens("wikimedia__wikipedia-ios__FindInPageKeyboardBar.xib")
        let bar = try #require(imported.documents.first)
        #expect(bar.presentation == .component)
        #expect(bar.canvas == Size(width: 449, height: 77))
        #expect(imported.notes.contains { $0.message.contains("a component, laid out once at that size") })
        let placements = try [Self.placement("iphone-16-pro"), Self.placement("iphone-16-pro", .landscapeLeft)]
        #expect(bar.reachable(placements).reachable == [placements[0]], "laid out once")
        let screen = try #require(LayoutResolver.resolve(bar, onEach: [placements[0]]).first)
        #expect(screen.isComponent)
        #expect(screen.root.frame == Rect(x: 0, y: 0, width: 449, height: 77))
        #expect(screen.root.safeAreaInsets == .zero)
        let findings = Self.findings(bar, on: placements)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.rule.isPositionIndependent })
        #expect(findings.filter { $0.rule == .hitTarget }.count >= 3, "previous, next and close are 21 × 22")
        let image = ScreenRenderer.render(
            screen, mask: DeviceMask(device: placements[0].device, window: screen.window, orientation: .portrait), scale: 2)
        #expect(image.width == 898 && image.height == 154, "drawn alone, at its own size")
    }

    /// openfoodfacts' manual barcode field was laid out as a whole phone screen, its 179-pt card
    /// stretched over 874 pt and its button judged against the home indicator.
    @Test func aComponentLosesThePositionalFindingsOfAFakeScreen() throws {
        let input = try #require(try Self.screens("openfoodfacts__openfoodfacts-ios__ManualBarcodeInputView.xib").documents.first)
        #expect(input.presentation == .component)
        let findings = Self.findings(input, on: try [Self.placement("iphone-16-pro"), Self.placement("iphone-x")])
        #expect(findings.allSatisfy { $0.rule.isPositionIndependent })
    }

    /// The picture table of openfoodfacts' add-product form is embedded by a container view: it is
    /// laid out there, under the form's navigation bar, and is no screen of its own.
    @Test func anEmbeddedSceneIsLaidOutInItsContainerAndNotAsAScreen() throws {
        let imported = try Self.screens("openfoodfacts__openfoodfacts-ios__ProductAddViewController.storyboard")
        #expect(!imported.documents.contains { $0.name.hasSuffix("/PictureTableViewController") })
        #expect(
            imported.notes.contains {
                $0.element.contains("PictureTableViewController")
                    && $0.message.hasPrefix("embedded by a container view of ProductAddViewController")
            })
        let form = try #require(imported.documents.first { $0.name.hasSuffix("/ProductAddViewController") })
        let screen = LayoutResolver.resolve(
            form, on: try #require(DeviceCatalog.standard.device(named: "iphone-16-pro")), in: .portrait)
        let table = try #require(screen.allViews.first { $0.attributes.kind == .tableView && $0.path.contains("tableView") })
        #expect(table.frame.width < screen.size.width, "inside the form's container, not the whole screen")
    }

    @Test func aPopoverIsAPanelInARegularWidthWindowAndASheetInACompactOne() throws {
        var document = ScreenDocument(name: "picker") {
            ViewController {
                View {
                    Button("Close").frame(Rect(x: 0, y: 0, width: 44, height: 44)).accessibilityIdentifier("close")
                }
            }
        }
        document.presentation = .popover
        document.preferredContentSize = Size(width: 300, height: 400)
        let pad = try Self.placement("ipad-10")
        let onPad = LayoutResolver.resolve(document, on: pad.device, in: .portrait)
        #expect(onPad.isComponent)
        #expect(onPad.root.frame.size == Size(width: 300, height: 400))
        #expect(Self.findings(document, on: [pad]).isEmpty, "UIKit keeps a popover inside the safe area")
        let phone = try Self.placement("iphone-16-pro")
        let onPhone = LayoutResolver.resolve(document, on: phone.device, in: .portrait)
        #expect(!onPhone.isComponent)
        #expect(onPhone.root.frame.minY == 62, "adapted to a page sheet at the safe area's top, as iOS 26 printed")
        let onEighteen = LayoutResolver.resolve(
            document, on: phone.device, in: .portrait, conditions: SystemConditions(systemVersion: 18))
        #expect(onEighteen.root.frame.minY == 72, "10 pt below it before iOS 26")
        #expect(Self.findings(document, on: [phone]).isEmpty, "in a sheet, the top of the view is not the screen's")
    }

    /// A sheet on a phone with a Home button starts 20 pt below the status bar: (0, 40, 375, 627)
    /// printed on a 375 × 667 iPhone (Documentation/Reference/printed-values.md §3).
    @Test func aSheetOnAHomeButtonPhoneStartsFortyPointsDown() throws {
        var document = ScreenDocument(name: "sheet") { ViewController { View() } }
        document.presentation = .pageSheet
        let screen = LayoutResolver.resolve(document, on: try Self.placement("iphone-se-2").device, in: .portrait)
        #expect(screen.root.frame == Rect(x: 0, y: 40, width: 375, height: 627))
        #expect(screen.root.safeAreaInsets == .zero)
    }
}
