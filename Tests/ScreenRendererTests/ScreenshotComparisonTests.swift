@_spi(Internals) import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
@_spi(Internals) import LayoutImport
@_spi(Internals) import Rasterizer
@_spi(Internals) import ScreenRenderer
import SnapshotTestSupport
import Testing

/// Our pictures against UIKit's: swift-snapshot-testing's `testTraits` screen drawn by UIKit at 3×
/// on four devices, and the same screen laid out and drawn by us at 3×. Each label's ink (its
/// glyphs' darkened pixels, found inside UIKit's frame widened by 4 pt) must start and end within a
/// point of UIKit's on every side: the same place, the same size of type.
@Suite struct ScreenshotComparisonTests {
    static let fixtures = Golden.packageRoot.appendingPathComponent("Tests/Fixtures")

    @Test(arguments: ["iphone-se", "iphone-x", "iphone-xs-max", "ipad-pro-11"])
    func labelsInkWhereUIKitsDo(device: String) throws {
        let name = "pointfreeco__swift-snapshot-testing__testTraits.\(device)"
        let capture = try #require(
            try ScreenFile.read(
                contentsOf: Self.fixtures.appendingPathComponent("captures/\(name).txt")
            ).capture)
        // swift-snapshot-testing runs its iPhone SE and X configurations at content size Medium.
        let medium = device == "iphone-se" || device == "iphone-x"
        let spec = try ScreenFile.read(
            contentsOf: Self.fixtures.appendingPathComponent("captures/testTraits\(medium ? "-medium" : "").yaml"))
        let placement = capture.placement
        let ours = ScreenRenderer.render(
            LayoutResolver.resolve(spec, on: placement.device, in: placement.orientation),
            mask: DeviceMask(device: placement.device, orientation: placement.orientation), scale: 3, overlays: [])
        let uikit = try PNG.decode(Array(Data(contentsOf: Self.fixtures.appendingPathComponent("screenshots/\(name).png"))))
        #expect(uikit.width == ours.width && uikit.height == ours.height)

        var residuals: [String] = []
        for label in capture.root.subviews {
            let region = label.frame.insetBy(dx: -4, dy: -4)
            let theirs = try #require(Self.ink(of: uikit, in: region)), mine = try #require(Self.ink(of: ours, in: region))
            let text = label.attributes.text ?? ""
            for (edge, a, b) in [
                ("left", theirs.minX, mine.minX), ("right", theirs.maxX, mine.maxX), ("top", theirs.minY, mine.minY),
                ("bottom", theirs.maxY, mine.maxY),
            ] {
                #expect(abs(a - b) <= 3, "'\(text)' on \(device): the ink's \(edge) edge at \(b) px, UIKit's at \(a) px")
            }
            residuals.append(
                "\(text): "
                    + [mine.minX - theirs.minX, mine.maxX - theirs.maxX, mine.minY - theirs.minY, mine.maxY - theirs.maxY]
                    .map { String(format: "%+.0f", $0) }.joined(separator: " "))
        }
        print("ink against UIKit's at 3x, \(device) (left right top bottom, px): " + residuals.joined(separator: "; "))
    }

    /// The bounds, in pixels, of the dark pixels of `image` inside `region` (in points at 3×).
    static func ink(of image: Bitmap, in region: Rect) -> Rect? {
        let x0 = max(0, Int(region.minX * 3)), x1 = min(image.width, Int(region.maxX * 3))
        let y0 = max(0, Int(region.minY * 3)), y1 = min(image.height, Int(region.maxY * 3))
        var bounds: Rect?
        for y in y0..<y1 {
            for x in x0..<x1 where image[x, y].red < 128 {
                let pixel = Rect(x: Double(x), y: Double(y), width: 1, height: 1)
                bounds = bounds.map { $0.union(pixel) } ?? pixel
            }
        }
        return bounds
    }
}
