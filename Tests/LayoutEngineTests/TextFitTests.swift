@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing
import Typography

private typealias F = Fixture

/// Layout and picture measure text with the same advances, so a view sized by its text shows all
/// of it: the cases that used to be drawn cut short.
struct TextFitTests {
    @Test(arguments: [
        ("Help", ViewKind.button, nil), ("Continue to payment", .button, nil),
        ("Recently added", .label, DynamicTypeStyle.title3),
        ("Settings", .label, .largeTitle), ("Lunch on Friday? Ünïcödé Ωμέγα Кириллица", .label, .headline),
    ])
    func aViewSizedByItsTextShowsAllOfIt(text: String, kind: ViewKind, style: DynamicTypeStyle?) throws {
        var node = F.view("text", kind, text: text)
        node.attributes.textStyle = style
        let screen = try F.resolve(F.controller([node]), on: "iphone-16-pro")
        let view = try screen.require("text")
        let layout = TextLayout(text, font: view.attributes.font, width: view.frame.width, maximumLines: 1)
        #expect(!layout.isTruncated, "\(text): \(view.frame.size)")
        #expect(view.frame.height >= layout.height, "\(text): \(view.frame.size)")
    }

    /// UIKit rounds a label's size up to the screen's pixels, and a frame's edges snap to the same
    /// pixels: a label centred on a 2× screen ("?" at 15 pt is 7.24 pt wide: 7.5 pt, as on
    /// swift-snapshot-testing's iPad) keeps room for its text, where a third-of-a-point size
    /// (7.33) lost a pixel to the snapping and drew as "…".
    @Test(arguments: ["iphone-8", "ipad-pro-11", "iphone-16-pro"])
    func aCentredLabelKeepsItsTextOnTheScreensPixels(device: String) throws {
        var views: [ViewNode] = []
        var constraints: [LayoutConstraint] = []
        let texts = ["?", "What's", "the", "point", "Help", "Lunch on Friday?"]
        for (index, text) in texts.enumerated() {
            var node = F.view("label\(index)", .label, text: text)
            node.attributes.textStyle = .subheadline
            views.append(node)
            constraints += [
                LayoutConstraint(Anchor(.view("label\(index)"), .centerX), .equal, Anchor(.view("view"), .centerX)),
                LayoutConstraint(
                    Anchor(.view("label\(index)"), .top), .equal, Anchor(.view("view"), .top), constant: 100 + 30 * Double(index)),
            ]
        }
        let screen = try F.resolve(F.controller(views, constraints: constraints), on: device)
        let scale = screen.layout.window.scale
        for (index, text) in texts.enumerated() {
            let view = try screen.require("label\(index)")
            #expect((view.frame.width * scale).isWholeNumber(within: 1e-6), "\(text) on \(device): \(view.frame)")
            #expect(
                !TextLayout(text, font: view.attributes.font, width: view.frame.width, maximumLines: 1).isTruncated,
                "\(text) on \(device): \(view.frame.width) for \(view.attributes.font.width(of: text))")
        }
    }

    /// A label wraps only as `numberOfLines` allows: one line (UIKit's default) ends in "…", zero
    /// wraps by word into as many lines as the text needs.
    @Test func numberOfLinesDecidesWrapping() {
        let font = SystemFont(size: 17)
        let one = TextLayout("Continue to payment", font: font, width: 100, maximumLines: 1)
        #expect(one.lines.count == 1 && one.isTruncated)
        let any = TextLayout("Continue to payment", font: font, width: 100, maximumLines: 0)
        #expect(any.lines.count == 2 && !any.isTruncated && any.width <= 100)
    }
}

extension Double {
    fileprivate func isWholeNumber(within tolerance: Double) -> Bool {
        abs(self - rounded()) <= tolerance
    }
}
