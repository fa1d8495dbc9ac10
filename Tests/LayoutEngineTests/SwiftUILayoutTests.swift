@_spi(Internals) import DeviceGeometry
import Testing
import Typography

@_spi(Internals) @testable import LayoutEngine

/// SwiftUI's layout on worked examples (swiftui-layout.md): each expected value is worked by hand
/// from the rule it names, or taken from the write-up the rule cites.
@Suite("SwiftUI layout")
struct SwiftUILayoutTests {
    let layout = SwiftUILayout(scale: 3)
    let context = SwiftUIContext(contentSize: .large, systemVersion: 18, sideMargin: 16)

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

    /// S3: a stack lines its children up by their guides for its alignment. The SwiftUI Lab's
    /// "Alignment Guides in SwiftUI" example: in a leading `VStack`, a view whose leading guide is
    /// its trailing edge stands wholly before the others, and the stack is as wide as both.
    @Test func aStackLinesUpItsChildrensAlignmentGuides() throws {
        let wide = colour(SwiftUIFrame(width: 100, height: 20))
        let narrow = colour(SwiftUIFrame(width: 50, height: 20))
        let trailingFirst = SwiftUIView.modified(
            wide, .alignmentGuide(SwiftUIAlignmentGuide(axis: .horizontal, alignment: 0, fraction: 1)))
        let column = SwiftUIStack(.vertical, alignment: .leading, spacing: 0, children: [trailingFirst, narrow])
        let arrangement = layout.arrangement(of: column, for: ProposedSize(width: 300, height: 300), in: context)
        #expect(arrangement.size == Size(width: 150, height: 40))
        #expect(arrangement.crossOffsets.map(\.x) == [0, 100])
        // `{ _ in 20 }` on a padded view: the guide moves with the padding, 20 + 8 from its edge.
        let padded = SwiftUIView.modified(
            .modified(narrow, .alignmentGuide(SwiftUIAlignmentGuide(axis: .horizontal, alignment: 0, fraction: 0, offset: 20))),
            .padding(.left, 8))
        let shifted = layout.arrangement(
            of: SwiftUIStack(.vertical, alignment: .leading, spacing: 0, children: [wide, padded]),
            for: ProposedSize(width: 300, height: 300), in: context)
        #expect(shifted.crossOffsets.map(\.x) == [28, 0] && shifted.size.width == 128)
        // A guide for another alignment than the stack's is not followed.
        let centred = layout.arrangement(
            of: SwiftUIStack(.vertical, spacing: 0, children: [trailingFirst, narrow]),
            for: ProposedSize(width: 300, height: 300),
            in: context)
        #expect(centred.crossOffsets.map(\.x) == [0, 25] && centred.size.width == 100)
        let screen = try resolve(.stack(column))
        let placed = views(screen, .view).map(\.frame)
        #expect(placed.map(\.minX) == [126, 226], "the 150-pt column is centred in the 402-pt safe area")
    }

    /// S6: a bordered button is as tall as UIKit's button configuration at its control size, as
    /// measured on an iPhone 16 with iOS 26.1: 28 pt small (a 15-pt title), 34.33 regular, 50.33
    /// large; mini and extra large are small and large on iOS; a borderless button keeps its title's.
    @Test func controlSizesSetABorderedButtonsHeight() {
        let button = SwiftUIView.button(.text("Save"), style: .bordered)
        func height(_ view: SwiftUIView, _ size: SwiftUIControlSize) -> Double {
            (self.size(.modified(view, .controlSize(size)), 300, 300).height * 3).rounded() / 3
        }
        let heights: [Double] = SwiftUIControlSize.allCases.map { height(button, $0) * 3 }
        let expected: [Double] = [84, 84, 103, 151, 151]
        #expect(heights == expected)
        #expect(height(.button(.text("Save"), style: .borderless), .large) == height(.text("Save"), .regular))
        let small = size(.modified(button, .controlSize(.small)), nil, nil).width
        var subheadlineContext = context
        subheadlineContext.textStyle = .subheadline
        let subheadline = layout.textSize("Save", for: ProposedSize(width: nil, height: nil), in: subheadlineContext).width
        #expect(small == subheadline + 20, "a small button's title is set in the subheadline style, 10 pt a side")
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
        let lazy = SwiftUIStack(.vertical, isLazy: true, children: [square, square])
        #expect(
            layout.arrangement(of: lazy, for: ProposedSize(width: 300, height: nil), in: context).size
                == Size(width: 300, height: 108), "a lazy stack takes the width it is offered")
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
            in: SwiftUIContext(contentSize: .accessibilityExtraExtraExtraLarge, systemVersion: 18, sideMargin: 16))
        #expect(large.height >= SystemFont(size: 53).lineHeight, "body at AX5 is 53 pt")
        let ax5 = SwiftUIContext(contentSize: .accessibilityExtraExtraExtraLarge, systemVersion: 18, sideMargin: 16)
        let wrappedLarge = layout.size(of: text, for: ProposedSize(width: 200, height: nil), in: ax5)
        let lines = TextLayout(
            "Know the water before you go, with every harbour near you", font: ax5.font, width: 200, maximumLines: 0
        )
        .lines.count
        #expect(
            layout.maximumLines(for: ProposedSize(wrappedLarge), in: ax5) == lines,
            "a wrapped text's frame holds all its lines, at every size, so it is not drawn cut short")
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
        let keyboardOnly = try resolve(.modified(.color(.systemRed), .ignoresSafeArea(.all, regions: .keyboard)))
        #expect(views(keyboardOnly, .view).last?.frame == views(inside, .view).last?.frame, "no keyboard is shown")
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
        let rows = (1...40).map { SwiftUIView.text("Harbour \($0)") }
        let screen = try resolve(.scrollView(.vertical, .stack(SwiftUIStack(.vertical, children: rows))))
        let scroll = try #require(screen.layout.allViews.first { $0.attributes.kind == .scrollView })
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 402, height: 874))
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        let first = try #require(screen.layout.allViews.first { $0.attributes.text == "Harbour 1" })
        let last = try #require(screen.layout.allViews.first { $0.attributes.text == "Harbour 40" })
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
                    .modified(.button(.text("Continue"), style: .borderedProminent), .accessibilityIdentifier("continue")),
                    .modified(.button(.text("Later"), style: .automatic), .disabled(true)),
                ]))
        let screen = try resolve(.modified(form, .padding(.all, nil)))
        let toggle = try #require(views(screen, .switch).first)
        #expect(toggle.frame.maxX == 402 - 16 + 2 && toggle.frame.size == Size(width: 63, height: 28) && toggle.isInteractive)
        let button = try #require(screen.layout.allViews.first { $0.attributes.accessibilityIdentifier == "continue" })
        #expect(abs(button.frame.height - (IntrinsicSize.lineHeight(of: SystemFont(size: 17), scale: 3) + 14)) < 1e-9)
        #expect(button.isInteractive && button.path.hasSuffix("/VStack[0]/Button[0]"))
        let later = try #require(screen.layout.allViews.first { $0.attributes.text == "Later" })
        #expect(!later.isInteractive, "a disabled button takes no taps")
    }

    /// S9, printed on iOS 16.4 (getsentry/sentry-cocoa, a `List` of two sections in a 300 × 500
    /// window under a 59-pt safe area): cards 16 pt in, the header band 17 + text + 6, rows 44
    /// with their text 16 pt in, 35.33 between sections, 20 below the last; the list reaches the
    /// window's top, its content inset by the safe area.
    @Test func aListPlacesItsSectionsAsIOS16Printed() {
        let list = SwiftUIView.list(
            SwiftUIList(sections: [
                SwiftUISection(header: .text("Section 1"), rows: [.text("Item 1")]), SwiftUISection(rows: [.text("Item 2")]),
            ]))
        let views = layout.resolve(
            list, in: Rect(x: 0, y: 0, width: 300, height: 500),
            safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 0, right: 0),
            context: SwiftUIContext(contentSize: .large, systemVersion: 16, sideMargin: 16), path: "host")
        func flattened(_ view: ResolvedView) -> [ResolvedView] { [view] + view.subviews.flatMap(flattened) }
        let all = views.flatMap(flattened)
        let collection = all.first { $0.attributes.kind == .collectionView }
        #expect(collection?.frame == Rect(x: 0, y: 0, width: 300, height: 500))
        let inset = EdgeInsets(top: 59, left: 0, bottom: 0, right: 0)
        #expect(collection?.adjustedContentInset == inset)
        let range = ScrollRange(
            atRestWith: Size(width: 300, height: 182), adjusted: inset, bounds: Size(width: 300, height: 500),
            isScrollEnabled: true)
        #expect(collection?.scrollRange == range, "the content is 182 pt tall")
        func frame(_ text: String) -> Rect? { all.first { $0.attributes.text == text }?.frame }
        func near(_ values: [Double]?, _ expected: [Double]) -> Bool {
            values.map { zip($0, expected).allSatisfy { abs($0 - $1) < 1e-9 } } ?? false
        }
        #expect(near(frame("SECTION 1").map { [$0.minX, $0.minY, $0.height] }, [32, 76, 47 / 3.0]), "headers in capitals")
        #expect(near(frame("Item 1").map { [$0.minX, $0.minY] }, [32, 59 + 116 / 3.0 + 12]))
        #expect(near(frame("Item 2").map { [$0.minX, $0.minY] }, [32, 189]))
        #expect(all.first { $0.path.hasSuffix("/Section[1]") }?.frame == Rect(x: 16, y: 59 + 118, width: 268, height: 44))
    }

    /// S10: a symbol follows its font (printed 18.67 × 18 and 20 × 17.67 at 17 pt); a `Label` puts
    /// its title 10 pt after the icon, and in a list row 39.33 pt from the content's edge.
    @Test func symbolsFollowTheirFontAndLabelsSpaceTheirIcon() {
        let star = SwiftUIView.image(SwiftUIImage(.symbol("star.fill")))
        #expect(size(star, nil, nil) == Size(width: 56 / 3.0, height: 53 / 3.0))
        #expect(size(.modified(star, .textStyle(.largeTitle)), nil, nil).height > 35)
        #expect(size(.modified(star, .imageScale(.small)), nil, nil).height < 15)
        let label = SwiftUIView.label("Hello SwiftUI", icon: SwiftUIImage(.symbol("house")))
        #expect(abs(size(label, nil, nil).width - (56 / 3.0 + 10 + size(.text("Hello SwiftUI"), nil, nil).width)) < 1e-9)
        var row = context
        row.isInListRow = true
        let inRow = layout.size(of: label, for: ProposedSize(width: nil, height: nil), in: row).width
        #expect(abs(inRow - (118 / 3.0 + size(.text("Hello SwiftUI"), nil, nil).width)) < 1e-9)
        let asset = SwiftUIView.image(SwiftUIImage(.asset("logo", size: Size(width: 120, height: 60))))
        #expect(size(asset, 40, 40) == Size(width: 120, height: 60), "an image keeps its size unless resizable")
        let resizable = SwiftUIView.image(SwiftUIImage(.asset("logo", size: Size(width: 120, height: 60)), isResizable: true))
        #expect(size(.modified(resizable, .aspectRatio(nil, .fit)), 300, 300) == Size(width: 300, height: 150))
        #expect(size(.modified(resizable, .aspectRatio(nil, .fill)), 300, 300) == Size(width: 600, height: 300))
        #expect(size(.modified(resizable, .aspectRatio(1, .fit)), nil, 80) == Size(width: 80, height: 80))
        #expect(size(.modified(resizable, .aspectRatio(nil, .fit)), nil, nil) == Size(width: 120, height: 60))
    }

    /// S4: a tap gesture, and a plain button, take taps only where their content draws, so a row of
    /// a title and a spacer takes them on the title alone; `contentShape` makes the whole frame
    /// take them.
    @Test func tapsLandWhereContentDrawsUnlessAContentShapeSaysMore() throws {
        let row = SwiftUIView.modified(
            .stack(SwiftUIStack(.horizontal, children: [.text("Harbour"), .spacer(minLength: nil)])),
            .frame(SwiftUIFrame(width: 300, height: 60)))
        let title = size(.text("Harbour"), nil, nil)
        func tappable(_ view: SwiftUIView) throws -> ResolvedView {
            try #require(try resolve(view).layout.allViews.first { $0.isInteractive })
        }
        let bare = try tappable(.modified(row, .onTapGesture))
        #expect(
            abs(bare.frame.width - title.width) < 0.34 && abs(bare.frame.height - title.height) < 0.34, "\(bare.frame) \(title)")
        #expect(bare.attributes.isTappable)
        let shaped = try tappable(.modified(.modified(row, .contentShape(.rectangle)), .onTapGesture))
        #expect(shaped.frame.size == Size(width: 300, height: 60))
        let icon = SwiftUIView.modified(.image(SwiftUIImage(.symbol("star"))), .padding(.all, 20))
        let plain = try tappable(.button(icon, style: .plain))
        #expect(plain.frame.width < 24, "a plain button's padding takes no taps")
        let borderless = try tappable(.button(icon, style: .borderless))
        #expect(abs(borderless.frame.width - plain.frame.width - 40) < 0.01, "a borderless button's frame takes them")
        let shapedPlain = try tappable(.button(.modified(icon, .contentShape(.rectangle)), style: .plain))
        #expect(shapedPlain.frame == borderless.frame)
        let disabled = try resolve(.modified(.modified(row, .onTapGesture), .disabled(true)))
        #expect(!disabled.layout.allViews.contains { $0.isInteractive })
    }

    /// S6: an inline picker in a list is a row for each option, each taking the row's taps, the
    /// selected one checked; a navigation-link picker is a link row with its selection trailing.
    @Test func inlineAndLinkPickersAreRowsInAList() throws {
        let inline = SwiftUIPicker("Units", options: ["Metres", "Feet", "Fathoms"], selectedIndex: 1, style: .inline)
        let link = SwiftUIPicker("Chart", options: ["Admiralty", "NOAA"], style: .navigationLink)
        let screen = try resolve(.list(SwiftUIList(sections: [SwiftUISection(rows: [.picker(inline), .picker(link)])])))
        let rows = screen.layout.allViews.filter { $0.attributes.kind == .button && $0.isInteractive }
        #expect(rows.count == 4, "three options and the link")
        #expect(Set(rows.map(\.frame.width)).count == 1, "each takes its whole row")
        let checks = screen.layout.allViews.filter { $0.attributes.image == "checkmark" }
        #expect(checks.count == 1 && abs(checks[0].frame.midY - rows[1].frame.midY) < 1, "on the selected option's row")
        #expect(rows[3].subviews.contains { $0.path.hasSuffix("chevron[0]") })
        let value = try #require(screen.layout.allViews.first { $0.attributes.text == "Admiralty" })
        #expect(value.attributes.textColor == .secondaryLabel && value.frame.maxX < rows[3].frame.maxX - 16)
        let alone = try resolve(.picker(inline))
        #expect(alone.layout.allViews.contains { $0.attributes.kind == .pickerView }, "outside a list, a wheel")
    }

    /// A padded text keeps the width it was measured at on a 3× screen, whatever its centred
    /// origin rounds to, so it is never drawn cut short.
    @Test func aPaddedTextKeepsItsMeasuredWidthOnThePixels() throws {
        for text in ["Falmouth Haven", "Hello World", "Kestrel", "Privacy Policy"] {
            let screen = try resolve(.modified(.text(text), .padding(.all, nil)))
            let label = try #require(screen.layout.allViews.first { $0.attributes.text == text })
            #expect(label.frame.width >= size(.text(text), nil, nil).width - 0.000_1, "\(text)")
        }
    }

    /// S5: a colour given as a background reaches into the safe area; a shape, a view, does not.
    @Test func onlyAColourBackgroundReachesIntoTheSafeArea() throws {
        let column = SwiftUIView.modified(
            .stack(SwiftUIStack(.vertical, children: [.text("Top"), .spacer(minLength: nil), .text("End")])),
            .frame(SwiftUIFrame(maxWidth: .infinity)))
        let coloured = try resolve(.modified(column, .background(.modified(.color(.systemTeal), .opacity(0.5)))))
        let shaped = try resolve(.modified(column, .background(.shape(.roundedRectangle(cornerRadius: 12)))))
        let colour = try #require(coloured.layout.allViews.first { $0.path.hasSuffix("background[0]") })
        let shape = try #require(shaped.layout.allViews.first { $0.path.hasSuffix("background[0]") })
        #expect(colour.frame == Rect(x: 0, y: 0, width: 402, height: 874))
        #expect(shape.frame == Rect(x: 0, y: 62, width: 402, height: 778))
    }

    /// S9: in a list row, a button of the automatic style and a link take the taps across the
    /// whole row, a link with a chevron; a borderless button keeps its own frame.
    @Test func listRowsTakeTheTapsOfTheirButtons() throws {
        let info = SwiftUIView.button(.image(SwiftUIImage(.symbol("info.circle"))), style: .borderless)
        let list = SwiftUIView.list(
            SwiftUIList(sections: [
                SwiftUISection(rows: [
                    .button(.text("Sign out"), style: .automatic), .navigationLink(.text("Privacy")),
                    .stack(SwiftUIStack(.horizontal, children: [.text("Rating"), .spacer(minLength: nil), info])),
                ])
            ]))
        let screen = try resolve(list)
        let buttons = screen.layout.allViews.filter { $0.attributes.kind == .button }
        #expect(buttons.count == 3)
        #expect(buttons[0].frame.minX == 16 && buttons[0].frame.width == 402 - 32 && buttons[0].isInteractive)
        #expect(buttons[1].subviews.contains { $0.path.hasSuffix("chevron[0]") })
        #expect(buttons[1].frame.height == buttons[0].frame.height)
        #expect(buttons[2].frame.width < 25 && buttons[2].frame.maxX == 402 - 32, "the icon button at the row's trailing inset")
    }

    /// `safeAreaInset(edge: .bottom)`: the content sits at the bottom of the safe area, the view
    /// keeps clear of it, and a scroll view under it scrolls its content clear of it.
    @Test func aSafeAreaInsetMakesTheSafeAreaSmaller() throws {
        let rows = (1...40).map { SwiftUIView.text("Harbour \($0)") }
        let bar = SwiftUIView.modified(
            .button(.text("Save"), style: .borderedProminent), .frame(SwiftUIFrame(maxWidth: .infinity)))
        let screen = try resolve(
            .modified(
                .scrollView(.vertical, .stack(SwiftUIStack(.vertical, children: rows))),
                .safeAreaInset(SwiftUISafeAreaInset(edge: .bottom, spacing: 8, content: bar))))
        let save = try #require(screen.layout.allViews.first { $0.attributes.text == "Save" })
        #expect(save.frame.maxY == 874 - 34)
        let scroll = try #require(screen.layout.allViews.first { $0.attributes.kind == .scrollView })
        #expect(scroll.frame.maxY == 874, "the scroll view still reaches the bottom")
        let inset = try #require(scroll.adjustedContentInset)
        #expect(abs(inset.bottom - (874 - save.frame.minY + 8)) < 1e-9)
    }

    /// S6: UIKit's controls at UIKit's sizes: a slider and a bar across the width offered, a
    /// spinner 20 × 20, a stepper 94 × 32 after its title, a segmented picker across the width 32
    /// tall; a menu picker in a list row, its title leading and its selection trailing; a
    /// `GeometryReader` takes what it is offered and puts its content at its top leading corner.
    @Test func controlsTakeUIKitsSizes() throws {
        let picker = SwiftUIPicker("Units", options: ["Metres", "Feet"], selectedIndex: 1)
        let column = SwiftUIView.stack(
            SwiftUIStack(
                .vertical,
                children: [
                    .slider(value: 0.3), .progressView(value: 0.5), .progressView(value: nil), .stepper("Days ahead"),
                    .picker(SwiftUIPicker("Tide", options: ["High", "Low"], style: .segmented)),
                    .modified(.geometryReader(colour(SwiftUIFrame(width: 20, height: 20))), .frame(SwiftUIFrame(height: 60))),
                ]))
        let screen = try resolve(.modified(column, .padding(.all, nil)))
        func one(_ kind: ViewKind) throws -> ResolvedView { try #require(views(screen, kind).first, "\(kind)") }
        #expect(try one(.slider).frame.width == 402 - 32 && one(.slider).frame.height == 30 && one(.slider).isInteractive)
        #expect(try one(.progressView).frame.size == Size(width: 402 - 32, height: 4))
        #expect(try one(.activityIndicator).frame.size == Size(width: 20, height: 20))
        #expect(try one(.stepper).frame.size == Size(width: 94, height: 32) && one(.stepper).frame.maxX == 402 - 16)
        #expect(try one(.segmentedControl).frame.size == Size(width: 402 - 32, height: 32))
        let reader = try #require(screen.layout.allViews.first { $0.path.hasSuffix("/GeometryReader[0]") })
        let inside = try #require(reader.subviews.first)
        #expect(reader.frame.size == Size(width: 402 - 32, height: 60) && inside.frame.origin == reader.frame.origin)

        let list = try resolve(.list(SwiftUIList(sections: [SwiftUISection(rows: [.picker(picker)])])))
        let menu = try #require(list.layout.allViews.first { $0.path.hasSuffix("/Menu[0]") })
        let title = try #require(list.layout.allViews.first { $0.attributes.text == "Units" })
        let row = try #require(list.layout.allViews.first { $0.path.hasSuffix("/Picker[0]") })
        #expect(menu.frame.maxX == 402 - 32)
        let selection = try #require(menu.subviews.first { $0.attributes.text == "Feet" })
        let chevron = try #require(menu.subviews.first { $0.attributes.image == "chevron.up.chevron.down" })
        #expect(selection.frame.minX == menu.frame.minX && chevron.frame.maxX == menu.frame.maxX, "the selection, then chevrons")
        #expect(title.frame.minX == 32)
        #expect(row.isInteractive && !menu.isInteractive && row.frame.width == 402 - 32, "the whole row opens the menu")
    }

    /// Right to left, SwiftUI lays a view out mirrored: leading is right, so a label's icon is on
    /// the right of its title, a leading column stands at the right margin, and text aligned to
    /// the leading edge is aligned right.
    @Test func rightToLeftMirrorsTheView() throws {
        let column = SwiftUIView.stack(
            SwiftUIStack(
                .vertical, alignment: .leading,
                children: [.label("Harbour", icon: SwiftUIImage(.symbol("sailboat"))), .text("High water at noon")]))
        let screen = try resolve(
            .modified(.modified(column, .frame(SwiftUIFrame(maxWidth: .infinity, alignment: .leading))), .padding(.all, nil)),
            variant: Variant(layoutDirection: .rightToLeft))
        let icon = try #require(views(screen, .imageView).first)
        let title = try #require(screen.layout.allViews.first { $0.attributes.text == "Harbour" })
        let note = try #require(screen.layout.allViews.first { $0.attributes.text == "High water at noon" })
        #expect(icon.frame.maxX == 402 - 16 && title.frame.maxX < icon.frame.minX)
        #expect(note.frame.maxX == 402 - 16 && note.attributes.textAlignment == .right && note.layoutDirection == .rightToLeft)
    }

    /// S4, S5, S9: `containerRelativeFrame` takes parts of its container's safe area;
    /// `safeAreaPadding` insets a scroll view's content but not its frame; `position` puts a view's
    /// centre at a point; a row's `listRowInsets` and `listRowBackground` replace the list's.
    @Test func containerFramesSafeAreaPaddingPositionAndRowInsets() throws {
        let card = SwiftUIView.modified(
            .color(.systemTeal),
            .containerRelativeFrame(SwiftUIContainerFrame(horizontal: true, vertical: false, count: 3, span: 2, spacing: 8)))
        let carousel = try resolve(
            .modified(
                .scrollView(.horizontal, .stack(SwiftUIStack(.horizontal, children: [card, card]))),
                .frame(SwiftUIFrame(height: 100))))
        let width = try #require(views(carousel, .view).first { $0.attributes.backgroundColor == .systemTeal }?.frame.width)
        #expect(abs(width - ((402 - 16) / 3 * 2 + 8)) < 0.34, "two of three parts of 402 pt, 8 apart: \(width)")

        let rows = (1...40).map { SwiftUIView.text("Harbour \($0)") }
        let padded = try resolve(
            .modified(.scrollView(.vertical, .stack(SwiftUIStack(.vertical, children: rows))), .safeAreaPadding(.top, 20)))
        let scroll = try #require(padded.layout.allViews.first { $0.attributes.kind == .scrollView })
        #expect(scroll.frame.minY == 0 && scroll.adjustedContentInset?.top == 82)
        #expect(padded.layout.allViews.first { $0.attributes.text == "Harbour 1" }?.frame.minY == 82)

        let dot = SwiftUIView.modified(colour(SwiftUIFrame(width: 40, height: 40)), .position(x: 100, y: 50))
        let placed = try resolve(dot)
        #expect(views(placed, .view).last?.frame == Rect(x: 80, y: 62 + 30, width: 40, height: 40))

        let row = SwiftUIView.modified(
            .modified(.text("Inset"), .listRowInsets(EdgeInsets(top: 0, left: 40, bottom: 0, right: 0))),
            .listRowBackground(.color(.systemYellow)))
        let list = try resolve(.list(SwiftUIList(sections: [SwiftUISection(rows: [row])])))
        let text = try #require(list.layout.allViews.first { $0.attributes.text == "Inset" })
        let background = try #require(list.layout.allViews.first { $0.path.hasSuffix("listRowBackground[0]") })
        #expect(text.frame.minX == 16 + 40 && background.frame.minX == 16 && background.frame.width == 402 - 32)
    }

    /// `clipShape(.capsule)` rounds a view as far as its shorter side allows; `scrollContentBackground
    /// (.hidden)` takes a list's own background away.
    @Test func clipShapesAndHiddenListBackgrounds() throws {
        let pill = SwiftUIView.modified(colour(SwiftUIFrame(width: 120, height: 40)), .clipShape(.capsule))
        let clipped = try resolve(pill)
        let view = try #require(views(clipped, .view).last)
        #expect(view.attributes.cornerRadius == 20 && view.attributes.clipsToBounds)
        let list = SwiftUIView.list(SwiftUIList(sections: [SwiftUISection(rows: [.text("Row")])]))
        let plain = try resolve(.modified(list, .scrollContentBackground(isHidden: true)))
        let collection = try #require(plain.layout.allViews.first { $0.attributes.kind == .collectionView })
        #expect(collection.attributes.backgroundColor == nil)
    }

    /// S3: a `Grid`'s columns are as wide as their widest cells and its rows as tall as their
    /// tallest, 8 pt apart; a view outside a `GridRow` spans the columns; cells are centred.
    @Test func aGridSizesColumnsByTheirWidestCell() {
        let narrow = colour(SwiftUIFrame(width: 20, height: 10)), wide = colour(SwiftUIFrame(width: 60, height: 30))
        let grid = SwiftUIGrid(rows: [.cells([narrow, wide]), .spanning(.divider), .cells([wide, narrow])])
        let arrangement = layout.gridArrangement(of: grid, for: ProposedSize(width: 300, height: nil), in: context)
        #expect(arrangement.columns.map(\.width) == [60, 60] && arrangement.columns.map(\.x) == [0, 68])
        #expect(arrangement.rows.map(\.height) == [30, 1 / 3.0, 30])
        #expect(abs(arrangement.size.height - (60 + 1 / 3.0 + 16)) < 1e-9 && arrangement.size.width == 128)
        let flexible = SwiftUIGrid(rows: [.cells([narrow, .color(.systemRed)])])
        #expect(
            layout.gridArrangement(of: flexible, for: ProposedSize(width: 300, height: 40), in: context).columns.map(\.width)
                == [20, 272], "a column that grows takes what the others leave")
    }

    /// S3: a `ZStack` of a colour is as flexible as the colour: beside a button in a `VStack` it
    /// takes all the button leaves, as the pager of an onboarding screen does.
    @Test func aZStackOfAColourTakesWhatItsSiblingsLeave() {
        let pager = SwiftUIView.stack(SwiftUIStack(.depth, children: [.color(.systemBlue)]))
        #expect(size(pager, 402, .infinity).height == .infinity)
        let column = SwiftUIStack(.vertical, spacing: 0, children: [pager, .button(.text("Continue"), style: .automatic)])
        let arrangement = layout.arrangement(of: column, for: ProposedSize(width: 402, height: 778), in: context)
        #expect(arrangement.size.height == 778)
        #expect(arrangement.sizes[0].height == 778 - arrangement.sizes[1].height)
    }
}
