@_spi(Internals) import DeviceGeometry
import Testing

@_spi(Internals) @testable import LayoutEngine

/// UIKit's autoresizing rule: a superview's change in size is shared among the flexible margins
/// and extent of each axis in proportion to their current sizes.
@Suite("Autoresizing layout")
struct AutoresizingLayoutTests {
    let old = Size(width: 300, height: 600), new = Size(width: 400, height: 500)
    let frame = Rect(x: 50, y: 100, width: 100, height: 200)

    @Test func noFlexiblePartKeepsTheTopLeftDistances() {
        #expect(AutoresizingMask().resize(frame, from: old, to: new) == frame)
    }

    @Test func oneFlexiblePartTakesTheWholeChange() {
        #expect(AutoresizingMask.flexibleWidth.resize(frame, from: old, to: new).width == 200)
        #expect(AutoresizingMask.flexibleLeftMargin.resize(frame, from: old, to: new).minX == 150)
        #expect(AutoresizingMask.flexibleTopMargin.resize(frame, from: old, to: new).minY == 0)
        #expect(AutoresizingMask.flexibleBottomMargin.resize(frame, from: old, to: new) == frame)
    }

    @Test func severalFlexiblePartsShareInProportionToTheirSizes() {
        // Horizontal: left 50, width 100, right 150; +100 shared over all three → +16.67, +33.33, +50.
        let resized = AutoresizingMask([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
            .resize(frame, from: old, to: new)
        #expect(abs(resized.minX - (50 + 100.0 / 6)) < 1e-12)
        #expect(abs(resized.width - (100 + 100.0 / 3)) < 1e-12)
        // Centred by flexible margins: both margins grow by the same share of their equal sizes.
        let centred = AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin])
            .resize(Rect(x: 100, y: 0, width: 100, height: 10), from: old, to: new)
        #expect(centred.midX == new.width / 2)
    }

    @Test func flexiblePartsWithoutSizeShareEqually() {
        let flushLeft = Rect(x: 0, y: 0, width: 300, height: 10)
        let resized = AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]).resize(flushLeft, from: old, to: new)
        #expect(resized.minX == 50)
    }

    @Test func documentsResolveIntoWindowCoordinatesPerDevice() throws {
        let button = ViewNode(
            attributes: ViewAttributes(kind: .button), frame: Rect(x: 16, y: 603, width: 343, height: 50),
            autoresizingMask: [.flexibleWidth, .flexibleTopMargin])
        let card = ViewNode(
            attributes: ViewAttributes(kind: .view), frame: Rect(x: 0, y: 100, width: 375, height: 300),
            autoresizingMask: [.flexibleWidth], subviews: [button])
        let document = ScreenDocument(
            name: "demo", canvas: Size(width: 375, height: 667),
            rootView: ViewNode(
                attributes: ViewAttributes(kind: .view),
                frame: Rect(x: 0, y: 0, width: 375, height: 667),
                autoresizingMask: [.flexibleWidth, .flexibleHeight], subviews: [card]))
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-14-pro"))
        let screen = LayoutResolver.resolve(document, on: device, in: .landscapeLeft)
        #expect(screen.size == Size(width: 852, height: 393))
        #expect(screen.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(screen.root.frame == Rect(x: 0, y: 0, width: 852, height: 393))
        let resolvedCard = screen.root.subviews[0]
        #expect(resolvedCard.frame == Rect(x: 0, y: 100, width: 852, height: 300))
        // The card did not change height, so the button keeps its place within it and only widens.
        #expect(resolvedCard.subviews[0].frame == Rect(x: 16, y: 703, width: 820, height: 50))
        #expect(resolvedCard.subviews[0].path == "view/view[0]/button[0]")
        #expect(screen.allViews.count == 3)
    }
}
