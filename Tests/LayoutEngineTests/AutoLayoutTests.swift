@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing

/// Constraints, intrinsic sizes and broken constraints (uikit-semantics.md §5).
@Suite struct AutoLayoutTests {
    typealias F = Fixture

    private func label(_ id: String, hugging: LayoutPriority) -> ViewNode {
        F.view(
            id, .label,
            layout: ViewLayoutOptions(
                intrinsicContentSize: Size(width: 100, height: 30),
                contentHugging: AxisPriorities(hugging)))
    }

    private func edge(
        _ a: String, _ attribute: LayoutAttribute, _ b: LayoutItem, _ other: LayoutAttribute,
        _ constant: Double = 0, priority: LayoutPriority = .required
    ) -> LayoutConstraint {
        LayoutConstraint(Anchor(.view(a), attribute), .equal, Anchor(b, other), constant: constant, priority: priority)
    }

    /// E10 (B9; W4 2015-218): required edges beat a label's hugging; beside a label that hugs at
    /// 251, the one that hugs at 250 stretches.
    @Test func huggingDecidesWhichLabelStretches() throws {
        let alone = F.controller(
            [label("a", hugging: 250)],
            constraints: [
                edge("a", .leading, .view("view"), .leading), edge("a", .trailing, .view("view"), .leading, 300),
                edge("a", .top, .view("view"), .top),
            ])
        #expect(try F.resolve(alone, on: "iphone-8").require("a").frame == Rect(x: 0, y: 0, width: 300, height: 30))

        let pair = F.controller(
            [label("loose", hugging: 250), label("firm", hugging: 251)],
            constraints: [
                edge("loose", .leading, .view("view"), .leading), edge("firm", .leading, .view("loose"), .trailing),
                edge("firm", .trailing, .view("view"), .leading, 300),
                edge("loose", .top, .view("view"), .top), edge("firm", .top, .view("view"), .top),
            ])
        let screen = try F.resolve(pair, on: "iphone-8")
        #expect(try screen.require("loose").frame.width == 200)
        #expect(try screen.require("firm").frame.width == 100)
    }

    /// Text sizes come from the bundled font's advances at UIKit's metrics: UIKit sizes a 17-pt
    /// "Label" 42 × 20.5 and a 15-pt "Button" button 46 × 30 on a 2× screen (Interface Builder's
    /// default label and button); ours land within a point of both.
    @Test func textSizesMatchUIKits() throws {
        let content = F.controller([F.view("label", .label, text: "Label"), F.view("button", .button, text: "Button")])
        let screen = try F.resolve(content, on: "iphone-8")
        let label = try screen.require("label").frame.size, button = try screen.require("button").frame.size
        #expect(abs(label.width - 42) <= 1 && label.height == 20.5, "\(label)")
        #expect(abs(button.width - 46) <= 1 && button.height == 30, "\(button)")
    }

    /// Multipliers and centres: a view half the root's width, centred on the safe area.
    @Test func multiplierAndCentre() throws {
        let content = F.controller(
            [F.view("half")],
            constraints: [
                LayoutConstraint(Anchor(.view("half"), .width), .equal, Anchor(.view("view"), .width), multiplier: 0.5),
                LayoutConstraint(Anchor(.view("half"), .height), constant: 50),
                edge("half", .centerX, .safeArea(of: "view"), .centerX),
                edge("half", .centerY, .safeArea(of: "view"), .centerY),
            ])
        let frame = try F.resolve(content, on: "iphone-x").require("half").frame
        // Centred on 44…778 at 93.75…281.25, whose edges the 3× pixel grid moves to 93.67…281.33.
        #expect(frame == Rect(x: 93.75, y: 386, width: 187.5, height: 50).aligned(toPixelsOf: 3))
        #expect(frame.minX * 3 == 281 && frame.maxX * 3 == 844)
    }

    /// R5.7: a required constraint that conflicts is left out, reported with what it conflicts
    /// with, and the rest of the layout still resolves.
    @Test func conflictingRequiredConstraintIsBrokenAndReported() throws {
        let content = F.controller(
            [F.view("box")],
            constraints: [
                LayoutConstraint(Anchor(.view("box"), .width), constant: 100, identifier: "box-width"),
                edge("box", .leading, .view("view"), .leading, 10),
                edge("box", .trailing, .view("view"), .leading, 50),
                edge("box", .top, .view("view"), .top), LayoutConstraint(Anchor(.view("box"), .height), constant: 20),
            ])
        let screen = try F.resolve(content, on: "iphone-8")
        #expect(try screen.require("box").frame == Rect(x: 10, y: 0, width: 100, height: 20))
        let broken = try #require(screen.brokenConstraints.first)
        #expect(screen.brokenConstraints.count == 1)
        #expect(broken.constraint == "box.trailing == view.leading + 50")
        #expect(broken.conflicts.contains("box-width: box.width == 100"))
        #expect(broken.conflicts.contains("box.leading == view.leading + 10"))
    }

    /// Margin attributes and baselines.
    @Test func marginAttributesAndBaselines() throws {
        let content = F.controller(
            [F.view("title", .label, text: "Title"), F.view("value", .label, text: "Value")],
            constraints: [
                LayoutConstraint(Anchor(.view("title"), .leading), .equal, Anchor(.view("view"), .leadingMargin)),
                LayoutConstraint(Anchor(.view("title"), .top), .equal, Anchor(.view("view"), .topMargin)),
                LayoutConstraint(Anchor(.view("value"), .trailing), .equal, Anchor(.view("view"), .trailingMargin)),
                LayoutConstraint(Anchor(.view("value"), .firstBaseline), .equal, Anchor(.view("title"), .firstBaseline)),
            ])
        let screen = try F.resolve(content, on: "iphone-8")
        let title = try screen.require("title").frame
        let value = try screen.require("value").frame
        #expect(title.origin == Point(x: 16, y: 20))
        #expect(value.maxX == 359)
        #expect(value.minY == title.minY)
    }

    /// Custom layout guides are items of their own.
    @Test func customLayoutGuide() throws {
        var root = F.view("view", subviews: [F.view("a"), F.view("b")])
        root.layoutGuides = ["gap"]
        root.constraints = [
            LayoutConstraint(Anchor(.guide("gap"), .width), constant: 40),
            edge("a", .leading, .view("view"), .leading), LayoutConstraint(Anchor(.view("a"), .width), constant: 100),
            LayoutConstraint(Anchor(.guide("gap"), .leading), .equal, Anchor(.view("a"), .trailing)),
            edge("b", .leading, .guide("gap"), .trailing),
        ]
        let screen = try F.resolve(ViewController(.view(root)), on: "iphone-8")
        #expect(try screen.require("b").frame.minX == 140)
    }
}

/// `LayoutPriority` reads and prints as UIKit's `UILayoutPriority` does.
@Suite("Layout priorities")
struct LayoutPriorityTests {
    @Test func prioritiesCompareAndOffsetAsInUIKit() {
        #expect(LayoutPriority.required - 1 == 999)
        #expect(LayoutPriority.defaultHigh + 1 > .defaultHigh)
        #expect(LayoutPriority.defaultLow < .defaultHigh)
        #expect(LayoutPriority.required.isRequired && !(LayoutPriority.required - 1).isRequired)
        #expect("\(LayoutPriority.defaultHigh)" == "750" && "\(LayoutPriority(250.5))" == "250.5")
    }

    @Test func aConstraintPrintsItsPriorityAsUIKitLogsIt() {
        let constraint = LayoutConstraint(
            Anchor(.view("a"), .width), .lessThanOrEqual, Anchor(.view("b"), .width),
            priority: .defaultHigh + 1)
        #expect(constraint.description == "a.width <= b.width @751")
    }
}
