import DeviceGeometry
import LayoutEngine
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
