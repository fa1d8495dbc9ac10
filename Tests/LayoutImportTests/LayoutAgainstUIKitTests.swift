import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import SnapshotTestSupport
import Testing

/// Our layout against UIKit's: a screen written in the spec format, resolved on the devices real
/// UIKit laid it out on, compared view by view with UIKit's own dump. Positions pinned to the safe
/// area must match UIKit's to within the pixel UIKit rounds frames to (the first iPhone SE, which
/// swift-snapshot-testing's iPhoneSe is, from a devices file); sizes that follow a text's
/// width, measured in the bundled font, must be within a point of UIKit's, and their residuals
/// are printed. The first of a growing suite.
@Suite struct LayoutAgainstUIKitTests {
    static let fixtures = Golden.packageRoot.appendingPathComponent("Tests/Fixtures/captures")

    /// One view's frame in both layouts.
    struct Pair {
        var id: String
        var ours: Rect
        var uikit: Rect
    }

    /// The four labels of swift-snapshot-testing's `testTraits`, as we lay them out and as UIKit did.
    static func traits(on dump: String) throws -> (pairs: [Pair], scale: Double) {
        let capture = try #require(
            try ScreenFile.read(contentsOf: fixtures.appendingPathComponent(dump), displayPath: dump).capture)
        // swift-snapshot-testing's iPhone SE and X configurations run at content size Medium (their
        // labels are 16-pt lines, 19.33 pt tall), its iPhone XS Max and iPad ones at Large (17-pt
        // lines, 20.33 pt).
        let isMedium = dump.hasSuffix("iphone-se.txt") || dump.hasSuffix("iphone-x.txt")
        let specName = isMedium ? "testTraits-medium.yaml" : "testTraits.yaml"
        let spec = try ScreenFile.read(contentsOf: fixtures.appendingPathComponent(specName))
        let ours = LayoutResolver.resolve(spec, on: capture.placement.device, in: capture.placement.orientation)
        let ids = ["top", "leading", "trailing", "bottom"]
        let pairs = try zip(ids, capture.root.subviews).map { id, uikit in
            Pair(id: id, ours: try #require(ours.view(id: id)).frame, uikit: uikit.frame)
        }
        return (pairs, capture.placement.device.display.scale)
    }

    @Test(arguments: [
        "pointfreeco__swift-snapshot-testing__testTraits.iphone-se.txt",
        "pointfreeco__swift-snapshot-testing__testTraits.iphone-x.txt",
        "pointfreeco__swift-snapshot-testing__testTraits.iphone-xs-max.txt",
        "pointfreeco__swift-snapshot-testing__testTraits.ipad-pro-11.txt",
    ])
    func positionsPinnedToTheSafeAreaAreUIKits(dump: String) throws {
        let (pairs, scale) = try Self.traits(on: dump)
        let pixel = 1 / scale
        func expectClose(_ ours: Double, _ uikit: Double, _ what: String) {
            #expect(abs(ours - uikit) <= pixel + 0.001, "\(what): ours \(ours), UIKit \(uikit) (\(dump))")
        }
        let byID = Dictionary(uniqueKeysWithValues: pairs.map { ($0.id, $0) })
        let top = try #require(byID["top"]), leading = try #require(byID["leading"])
        let trailing = try #require(byID["trailing"]), bottom = try #require(byID["bottom"])
        expectClose(top.ours.minY, top.uikit.minY, "top label's top")
        expectClose(top.ours.midX, top.uikit.midX, "top label's centre")
        expectClose(leading.ours.minX, leading.uikit.minX, "leading label's leading edge")
        expectClose(leading.ours.midY, leading.uikit.midY, "leading label's centre")
        expectClose(trailing.ours.maxX, trailing.uikit.maxX, "trailing label's trailing edge")
        expectClose(trailing.ours.midY, trailing.uikit.midY, "trailing label's centre")
        expectClose(bottom.ours.maxY, bottom.uikit.maxY, "bottom label's bottom")
        expectClose(bottom.ours.midX, bottom.uikit.midX, "bottom label's centre")
        for pair in pairs {
            #expect(
                abs(pair.ours.width - pair.uikit.width) <= 1,
                "\(pair.id)'s width: ours \(pair.ours.width), UIKit \(pair.uikit.width)")
            #expect(
                abs(pair.ours.height - pair.uikit.height) <= 1,
                "\(pair.id)'s height: ours \(pair.ours.height), UIKit \(pair.uikit.height)")
        }
        let residuals = pairs.map { pair in
            "\(pair.id): width \(PointText.signed(pair.ours.width - pair.uikit.width)), "
                + "height \(PointText.signed(pair.ours.height - pair.uikit.height))"
        }
        print("text-size residuals against UIKit, \(dump): " + residuals.joined(separator: "; "))
    }
}

/// Residuals as signed figures to a hundredth of a point.
enum PointText {
    static func signed(_ value: Double) -> String {
        (value >= 0 ? "+" : "") + String(format: "%.2f", value)
    }
}
