@_spi(Internals) import DeviceGeometry
import Testing
import Typography

@_spi(Internals) @testable import LayoutEngine

/// SwiftUI's layout on worked examples (swiftui-layout.md): each expected value is worked by hand
/// from the rule it names, or taken from the write-up the rule cites.
@Suite("SwiftUI layout")
struct SwiftUILayoutTests {
    let layout = SwiftUILayout(scale: 3)
    let context = SwiftUIContext(contentSize: .large)

    func size(_ view: SwiftUIView, _ width: Double?, _ height: Double?) -> Size {
        layout.size(of: view, for: ProposedSize(width: width, height: height), in: context)
    }

    func colour(_ frame: SwiftUIFrame) -> SwiftUIView {
        .modified(.color(.systemBlue), .frame(frame))
    }

    /// objc.io, "HStacks and child ordering": offered 150 pt, a child of at most 100 and one of at
    /// least 100 come out 75 and 100; the stack overflows rather than solving for both.
    @Test func aStackOffersTheLeastFlexibleChildItsShareFirst() {
        let stack = SwiftUIStack(
            .horizontal, spacing: 0, children: [colour(SwiftUIFrame(maxWidth: 100)), colour(SwiftUIFrame(minWidth: 100))])
        let arrangement = layout.arrangement(of: stack, for: ProposedSize(width: 150, height: 50), in: context)
        #expect(arrangement.sizes.map(\.width) == [75, 100])
        #expect(arrangement.size == Size(width: 175, height: 50))
    }

    @Test func aHigherLayoutPriorityIsSizedFirst() {
        let text = SwiftUIView.text("Tide tables")
        let stack = SwiftUIStack(
            .horizontal, spacing: 0, children: [text, .modified(text, .layoutPriority(1))])
        let sizes = layout.arrangement(of: stack, for: ProposedSize(width: 150, height: nil), in: context).sizes
        let whole = size(text, nil, nil).width
        #expect(sizes[1].width == whole, "the prior one takes its whole line, keeping back the other's least")
        #expect(sizes[0].width < whole)
    }

    /// S3: 8 pt between neighbours, none beside a spacer, which grows to fill the stack.
    @Test func stacksSpaceTheirChildrenAndSpacersFillTheRest() {
        let square = colour(SwiftUIFrame(width: 50, height: 50))
        let column = SwiftUIStack(.vertical, children: [square, square])
        #expect(layout.arrangement(of: column, for: ProposedSize(width: 300, height: 600), in: context).size.height == 108)
        let row = SwiftUIStack(.horizontal, children: [square, .spacer(minLength: nil), square])
        let arrangement = layout.arrangement(of: row, for: ProposedSize(width: 300, height: 100), in: context)
        #expect(arrangement.gaps == [0, 0, 0])
        #expect(arrangement.sizes[1] == Size(width: 200, height: 0), "the spacer takes what is left, and no height")
        let tight = layout.arrangement(of: row, for: ProposedSize(width: 50, height: 100), in: context)
        #expect(tight.sizes[1].width == 8, "never less than the system spacing")
    }

    /// S2, S4: a shape takes what it is offered, 10 pt where nothing is; `padding()` adds 16 pt a
    /// side; a fixed frame is its size whatever its child's.
    @Test func shapesPaddingAndFrames() {
        #expect(size(.shape(.circle), 120, 80) == Size(width: 120, height: 80))
        #expect(
            size(.modified(.color(.systemRed), .fixedSize(horizontal: true, vertical: true)), 300, 300)
                == Size(width: 10, height: 10))
        let text = SwiftUIView.text("Hello")
        let line = size(text, nil, nil)
        #expect(size(.modified(text, .padding(.all, nil)), 300, 300) == Size(width: line.width + 32, height: line.height + 32))
        #expect(size(.modified(text, .frame(SwiftUIFrame(width: 200, height: 60))), 300, 300) == Size(width: 200, height: 60))
    }

    /// S4: `maxWidth: .infinity` fills the width offered; `minWidth` makes a frame at least that
    /// wide; both clamp the proposal whatever the child.
    @Test func flexibleFramesFillOrKeepTheirLimits() {
        let text = SwiftUIView.text("Hi")
        let line = size(text, nil, nil)
        #expect(
            size(.modified(text, .frame(SwiftUIFrame(maxWidth: .infinity))), 300, 100) == Size(width: 300, height: line.height))
        #expect(size(.modified(text, .frame(SwiftUIFrame(minWidth: 200))), 300, 100).width == 200)
        #expect(size(.modified(text, .frame(SwiftUIFrame(minWidth: 40, maxWidth: 80))), 300, 100).width == 80)
        #expect(size(.modified(text, .frame(SwiftUIFrame(minWidth: 40, maxWidth: 80))), nil, 100).width == 40)
    }

    /// S2: text is its whole line where it may, wraps where it is offered less, and is never wider
    /// than its widest line; `lineLimit` cuts it.
    @Test func textWrapsToTheWidthOffered() {
        let text = SwiftUIView.text("Know the water before you go, with every harbour near you")
        let font = DynamicTypeStyle.body.font(at: .large)
        let wrapped = size(text, 200, nil)
        #expect(wrapped.width <= 200 && wrapped.height >= 2 * font.lineHeight)
        #expect(size(.modified(text, .lineLimit(1)), 200, nil).height < font.lineHeight + 1)
        let large = layout.size(
            of: text, for: ProposedSize(width: nil, height: nil),
            in: SwiftUIContext(contentSize: .accessibilityExtraExtraExtraLarge))
        #expect(large.height >= SystemFont(size: 53).lineHeight, "body at AX5 is 53 pt")
    }

    func resolve(_ view: SwiftUIView, variant: Variant = .standard) throws -> ResolvedScreen {
        var host = ViewNode(attributes: ViewAttributes(kind: .view))
        host.hostedView = view
        return LayoutResolver.resolve(
            ScreenDocument(name: "swiftui", canvas: Size(width: 402, height: 874), rootView: host),
            on: try Fixture.device("iphone-16-pro"),
            in: .portrait, variant: variant)
    }

    func views(_ screen: ResolvedScreen, _ kind: ViewKind) -> [ResolvedView] {
        screen.layout.allViews.filter { $0.attributes.kind == kind && $0.path.contains("/") && $0.subviews.isEmpty }
    }

    /// S5: the root is offered the safe area and centred in it (62 pt down on an iPhone 16 Pro,
    /// 34 pt up from the bottom); where a view ignores the safe area and touches its edge, it
    /// reaches the screen's.
    @Test func theRootIsCentredInTheSafeAreaAndCanIgnoreIt() throws {
        let square = try resolve(colour(SwiftUIFrame(width: 100, height: 100)))
        let frame = try #require(views(square, .view).last?.frame)
        #expect(frame == Rect(x: 151, y: 62 + (874 - 62 - 34) / 2 - 50, width: 100, height: 100))
        let inside = try resolve(.color(.systemRed))
        #expect(views(inside, .view).last?.frame == Rect(x: 0, y: 62, width: 402, height: 778))
        let everywhere = try resolve(.modified(.color(.systemRed), .ignoresSafeArea(.all)))
        #expect(views(everywhere, .view).last?.frame == Rect(x: 0, y: 0, width: 402, height: 874))
        let topOnly = try resolve(.modified(.color(.systemRed), .ignoresSafeArea(.top)))
        #expect(views(topOnly, .view).last?.frame == Rect(x: 0, y: 0, width: 402, height: 840))
    }

    /// `background(_:ignoresSafeAreaEdges:)` reaches into the safe area for a colour, not for a view.
    @Test func aColourBackgroundReachesUnderTheBars() throws {
        let column = SwiftUIView.stack(
            SwiftUIStack(.vertical, children: [.text("Top"), .spacer(minLength: nil), .text("Bottom")]))
        let screen = try resolve(.modified(column, .background(.color(.systemGroupedBackground))))
        let background = try #require(screen.layout.allViews.first { $0.path.hasSuffix("background[0]") })
        let stack = try #require(screen.layout.allViews.first { $0.path.hasSuffix("/VStack[0]") })
        #expect(background.frame.minY == 0 && background.frame.maxY == 874, "the column touches both edges of the safe area")
        #expect(background.frame.width == stack.frame.width, "and is as wide as its widest text, in the middle")
        let padded = try resolve(.modified(.modified(column, .padding(.all, nil)), .background(.color(.systemGroupedBackground))))
        #expect(padded.layout.allViews.first { $0.path.hasSuffix("background[0]") }?.frame.minY == 0)
        let boxed = try resolve(.modified(.modified(.text("Alone"), .padding(.all, nil)), .background(.color(.systemYellow))))
        let box = try #require(boxed.layout.allViews.first { $0.path.hasSuffix("background[0]") })
        #expect(box.frame.minY > 62, "a background that does not touch the safe area's edge stays inside it")
    }

    /// S8: a scroll view reaches under the bars along its axis, its content starts where the safe
    /// area does and scrolls as far as it is longer than the space between the insets.
    @Test func aScrollViewReachesUnderTheBarsAndItsContentScrolls() throws {
        let rows = (1...30).map { SwiftUIView.text("Harbour \($0)") }
        let screen = try resolve(.scrollView(.vertical, .stack(SwiftUIStack(.vertical, children: rows))))
        let scroll = try #require(screen.layout.allViews.first { $0.attributes.kind == .scrollView })
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 402, height: 874))
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        let first = try #require(screen.layout.allViews.first { $0.attributes.text == "Harbour 1" })
        let last = try #require(screen.layout.allViews.first { $0.attributes.text == "Harbour 30" })
        #expect(first.frame.minY == 62)
        let range = try #require(scroll.scrollRange)
        #expect(abs(range.up - (last.frame.maxY + 34 - 874)) < 1e-6, "\(range) for content reaching \(last.frame.maxY)")
        let short = try resolve(.scrollView(.vertical, .text("Only one")))
        #expect(short.layout.allViews.first { $0.attributes.kind == .scrollView }?.scrollRange == ScrollRange.none)
    }

    @Test func controlsAreTheirSizesAndTakeTaps() throws {
        let form = SwiftUIView.stack(
            SwiftUIStack(
                .vertical,
                children: [
                    .toggle("Notify me", isOn: true),
                    .modified(.button("Continue", style: .borderedProminent), .accessibilityIdentifier("continue")),
                    .modified(.button("Later", style: .automatic), .disabled(true)),
                ]))
        let screen = try resolve(.modified(form, .padding(.all, nil)))
        let toggle = try #require(views(screen, .switch).first)
        #expect(toggle.frame.maxX == 402 - 16 && toggle.frame.size == Size(width: 51, height: 31) && toggle.isInteractive)
        let button = try #require(screen.layout.allViews.first { $0.attributes.accessibilityIdentifier == "continue" })
        #expect(abs(button.frame.height - (IntrinsicSize.lineHeight(of: SystemFont(size: 17), scale: 3) + 14)) < 1e-9)
        #expect(button.isInteractive && button.path.hasSuffix("/VStack[0]/Button[0]"))
        let later = try #require(screen.layout.allViews.first { $0.attributes.text == "Later" })
        #expect(!later.isInteractive, "a disabled button takes no taps")
    }
}
