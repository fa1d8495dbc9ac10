import DeviceGeometry
import LayoutEngine
import Rasterizer
import ScreenRenderer
import Testing

/// The dark appearance: system colours take their dark values, colours given as values keep
/// theirs, a view that overrides its style keeps it for its subtree, and the hardware stays apart
/// from a black screen.
@Suite("Appearance")
struct AppearanceRenderTests {
    let root: ViewID = "root", card: ViewID = "card", fixed: ViewID = "fixed", inner: ViewID = "inner"

    var document: ScreenDocument {
        ScreenDocument(name: "appearance") {
            ViewController {
                View {
                    View { View().id(inner).backgroundColor(.secondarySystemBackground) }
                        .id(card).backgroundColor(.systemBackground).overrideUserInterfaceStyle(.light)
                    View().id(fixed).backgroundColor(Color(rgb: 0x336699))
                }
                .id(root)
                .backgroundColor(.systemGroupedBackground)
                .constraints {
                    card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20)
                    card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
                    card.widthAnchor.constraint(equalToConstant: 100)
                    card.heightAnchor.constraint(equalToConstant: 100)
                    inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 10)
                    inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10)
                    inner.widthAnchor.constraint(equalToConstant: 20)
                    inner.heightAnchor.constraint(equalToConstant: 20)
                    fixed.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 20)
                    fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
                    fixed.widthAnchor.constraint(equalToConstant: 100)
                    fixed.heightAnchor.constraint(equalToConstant: 100)
                }
            }
        }
    }

    func render(_ appearance: Appearance) throws -> (Bitmap, ResolvedScreen) {
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-16-pro"))
        let screen = LayoutResolver.resolve(document, on: device, in: .portrait, variant: Variant(appearance: appearance))
        let mask = DeviceMask(device: device, orientation: .portrait, isStatusBarVisible: true)
        return (ScreenRenderer.render(screen, mask: mask, scale: 1), screen)
    }

    @Test func systemColoursTakeTheirDarkValuesAndFixedOnesStay() throws {
        let (light, screen) = try render(.light)
        let (dark, _) = try render(.dark)
        let background = Point(x: 300, y: 500)
        let fixedPoint = try #require(screen.view(id: "fixed")).frame.center
        #expect(light[Int(background.x), Int(background.y)] == Color(rgb: 0xF2F2F7))
        #expect(dark[Int(background.x), Int(background.y)] == .black, "systemGroupedBackground is black in the dark")
        #expect(dark[Int(fixedPoint.x), Int(fixedPoint.y)] == Color(rgb: 0x336699), "a colour given as a value stays")
    }

    /// A sheet stands on the dimmed screen beneath it, its corners rounded, so its edge shows.
    @Test func aSheetStandsOnADimmedBackdrop() throws {
        var sheet = document
        sheet.presentation = .pageSheet
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-16-pro"))
        let screen = LayoutResolver.resolve(sheet, on: device, in: .portrait, conditions: SystemConditions(systemVersion: 18))
        let mask = DeviceMask(device: device, orientation: .portrait, isStatusBarVisible: true)
        let bitmap = ScreenRenderer.render(screen, mask: mask, scale: 1)
        let top = Int(screen.root.frame.minY)
        #expect(bitmap[200, top - 4] == Color(rgb: 0x8E8E93), "above the sheet, the dimmed screen")
        #expect(bitmap[200, top + 4] == Color(rgb: 0xF2F2F7), "the sheet's own background")
        #expect(bitmap[0, top] != Color(rgb: 0xF2F2F7), "a rounded corner")
    }

    /// `overrideUserInterfaceStyle(.light)` keeps the card and what it holds light.
    @Test func anOverriddenViewKeepsItsAppearanceForItsSubtree() throws {
        let (dark, screen) = try render(.dark)
        let card = try #require(screen.view(id: "card")).frame, inner = try #require(screen.view(id: "inner")).frame
        #expect(dark[Int(card.maxX) - 5, Int(card.maxY) - 5] == .white)
        #expect(dark[Int(inner.midX), Int(inner.midY)] == Color(rgb: 0xF2F2F7), "its subview's system colour is light too")
    }

    /// The sensor housing and the corners are drawn dark grey over a black screen, so that they
    /// stay visible; black in the light appearance, as the device is.
    @Test func theHardwareStaysApartFromABlackScreen() throws {
        let (light, _) = try render(.light)
        let (dark, _) = try render(.dark)
        #expect(light[1, 1] == .black)
        #expect(dark[1, 1] == Color(rgb: 0x3A3A3C))
    }
}
