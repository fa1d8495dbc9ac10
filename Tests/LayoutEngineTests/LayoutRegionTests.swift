@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing

/// iOS 26's layout regions and 27.1's bar region against the values devices-2026.md prints for the
/// iPhone Duo (KL, VB), and the corner rule that reproduces them and iPadOS 26's 9.5 pt.
@Suite("Layout regions")
struct LayoutRegionTests {
    typealias F = Fixture

    /// The frame of a view pinned to `region` of the root view.
    func frame(
        of region: LayoutRegion, on id: String, _ orientation: Orientation = .portrait,
        conditions: SystemConditions = SystemConditions()
    ) throws -> Rect {
        let content = F.controller([F.view("pinned")], constraints: F.pin("pinned", to: .region(region, of: "view")))
        let document = ScreenDocument(name: "region", canvas: ScreenDocument.defaultCanvas, root: content)
        let screen = LayoutResolver.resolve(document, on: try F.device(id), in: orientation, conditions: conditions)
        return try #require(screen.view(id: "pinned")).frame
    }

    /// KL: `.safeArea(cornerAdaptation: .horizontal)` is 16 on the inner display, 2.3 (portrait)
    /// or 17.3 (landscape) on the outer, on the side without the bar; the bar side stays 84. A view
    /// pinned to it lands on the 3× pixel grid: 2.33 and 17.33.
    @Test func cornerAdaptedSafeAreaOnTheDuo() throws {
        let horizontal = LayoutRegion.safeArea(cornerAdaptation: .horizontal)
        #expect(try frame(of: horizontal, on: "iphone-duo-inner") == Rect(x: 16, y: 34, width: 637, height: 883))
        #expect(try frame(of: horizontal, on: "iphone-duo-inner", .landscapeLeft) == Rect(x: 16, y: 0, width: 851, height: 635))
        let grid = { (rect: Rect) in rect.aligned(toPixelsOf: 3) }
        #expect(try frame(of: horizontal, on: "iphone-duo-outer") == grid(Rect(x: 2.3, y: 0, width: 379.7, height: 644)))
        #expect(
            try frame(of: horizontal, on: "iphone-duo-outer", .landscapeLeft)
                == grid(Rect(x: 17.3, y: 0, width: 576.7, height: 432)))
        #expect(
            try frame(of: horizontal, on: "iphone-duo-outer", .landscapeRight)
                == grid(Rect(x: 84, y: 0, width: 576.7, height: 432)))
        #expect(try frame(of: horizontal, on: "iphone-duo-outer").minX == 7.0 / 3)
        #expect(
            try frame(of: .safeArea(cornerAdaptation: .none), on: "iphone-duo-inner")
                == Rect(x: 0, y: 34, width: 669, height: 883))
    }

    /// KL: `bar(onEdge: .right, extent: 84)` is t170 b34 l376 r6 on the outer display and
    /// t120 b34 l861 r6 on the inner in landscape; VB: `bar(onEdge: .trailing, extent: 56)` is
    /// x 875–931 from y 120 on the inner display in landscape.
    @Test func barRegionsBesideTheColumn() throws {
        #expect(
            try frame(of: .bar(onEdge: .right, extent: 84), on: "iphone-duo-outer")
                == Rect(x: 376, y: 170, width: 84, height: 474))
        #expect(
            try frame(of: .bar(onEdge: .right, extent: 84), on: "iphone-duo-inner", .landscapeLeft)
                == Rect(x: 861, y: 120, width: 84, height: 515))
        let trailing = try frame(of: .bar(onEdge: .trailing, extent: 56), on: "iphone-duo-inner", .landscapeLeft)
        #expect(trailing.minX == 875 && trailing.maxX == 931 && trailing.minY == 120)
        #expect(try frame(of: .bar(onEdge: .right, extent: nil), on: "iphone-duo-outer").width == 84)
        // No column on that edge, or none at all: an empty strip at the safe area's edge.
        let none = try frame(of: .bar(onEdge: .left, extent: 84), on: "iphone-duo-outer")
        #expect(none == Rect(x: 0, y: 0, width: 0, height: 644))
        let phone = try frame(of: .bar(onEdge: .right, extent: 84), on: "iphone-16-pro")
        #expect(phone == Rect(x: 402, y: 62, width: 0, height: 778))
    }

    /// Elsewhere the region keeps 0.2915 r from the corners: the point where the continuous
    /// corner's diagonal meets its outline, which puts iPadOS 26's printed 9.5 pt at a 32.6-pt
    /// radius and the Duo's printed values at 55, 7.9 and 59.3 pt.
    @Test func theCornerRuleComesFromTheCornersOutline() throws {
        let unit = RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10, curve: .continuous)
        let diagonal = (0...1000).map { Double($0) / 100 }.first {
            !unit.path.contains(Point(x: $0, y: $0)) && unit.path.contains(Point(x: $0 + 0.01, y: $0 + 0.01))
        }
        #expect(abs((try #require(diagonal)) / 10 - Device.cornerDiagonalInset) < 0.002)
        #expect(abs(32.6 * Device.cornerDiagonalInset - 9.5) < 0.01)
        #expect(abs(55 * Device.cornerDiagonalInset - 16) < 0.05)
        // An iPad Pro 11" (M4): 30 pt corners keep 8.74 pt, less than its 24-pt top and 20-pt bottom.
        let pad = try frame(of: .safeArea(cornerAdaptation: .vertical), on: "ipad-pro-11-m4", .landscapeLeft)
        #expect(pad == Rect(x: 0, y: 24, width: 1210, height: 790))
        let sides = try frame(of: .safeArea(cornerAdaptation: .horizontal), on: "ipad-pro-11-m4", .landscapeLeft)
        #expect(sides.minX == 8.5, "8.74 on the 2× grid")
        // An iPhone 16 Pro's 62-pt corners keep 18.07 pt, more than its 16-pt margins.
        let phone = try frame(of: .margins(cornerAdaptation: .horizontal), on: "iphone-16-pro")
        #expect(phone.minX == 18, "18.07 on the 3× grid")
    }

    /// Only the window's edges on the screen's edges meet a corner.
    @Test func aWindowAwayFromTheCornersIsNotAdapted() throws {
        let half = SystemConditions(window: .split(.half, side: .right))
        let region = try frame(of: .safeArea(cornerAdaptation: .horizontal), on: "iphone-duo-inner", conditions: half)
        #expect(region.minX == 335 && region.maxX == 669 - 16)
    }

    /// The DSL names a region as UIKit does: `view.layoutGuide(for:)`.
    @Test func theDSLNamesARegion() throws {
        let root: ViewID = "root", pay: ViewID = "pay"
        let document = ScreenDocument(name: "pay") {
            ViewController {
                View {
                    Button("Pay").id(pay)
                }
                .id(root)
                .constraints {
                    let bar = root.layoutGuide(for: .bar(onEdge: .trailing, extent: 56))
                    pay.leadingAnchor.constraint(equalTo: bar.leadingAnchor)
                    pay.trailingAnchor.constraint(equalTo: bar.trailingAnchor)
                    pay.bottomAnchor.constraint(equalTo: bar.bottomAnchor)
                    pay.heightAnchor.constraint(equalToConstant: 48)
                }
            }
        }
        let screen = LayoutResolver.resolve(document, on: try F.device("iphone-duo-inner"), in: .landscapeLeft)
        #expect(screen.view(id: "pay")?.frame == Rect(x: 875, y: 587, width: 56, height: 48))
    }
}
