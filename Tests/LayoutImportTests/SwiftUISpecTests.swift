import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
import LayoutImport
import SafeAreaSupport
import Testing
import Typography

/// The spec format's `swiftui` form: a SwiftUI view tree, read strictly, laid out by SwiftUI's
/// rules, and written back whole by `import --format spec`.
@Suite("SwiftUI screens in spec files")
struct SwiftUISpecTests {
    static let yaml = """
        name: welcome
        swiftui:
          view: VStack
          alignment: leading
          spacing: 12
          content:
            - {view: Text, text: Welcome, modifiers: [{font: largeTitle}, {bold: true}]}
            - {view: Toggle, title: Notify me, isOn: true}
            - view: Spacer
            - view: Button
              title: Continue
              style: borderedProminent
              modifiers:
                - frame: {maxWidth: infinity, alignment: trailing}
                - accessibilityIdentifier: continue
          modifiers:
            - padding: {edges: [horizontal], length: 20}
            - background: {view: Color, color: systemGroupedBackground}
        """

    /// `document` on an iPhone 16 Pro in portrait.
    static func resolve(_ document: ScreenDocument) throws -> ResolvedScreen {
        LayoutResolver.resolve(document, on: try #require(DeviceCatalog.standard.device(named: "iphone-16-pro")), in: .portrait)
    }

    static func decode(_ text: String) throws(FileError) -> ScreenDocument {
        try ScreenFile.decode(Data(text.utf8), format: .yaml, file: "welcome.yaml", defaultName: "welcome")
    }

    @Test func aSwiftUIScreenIsAHostingControllersView() throws {
        let document = try Self.decode(Self.yaml)
        let screen = try Self.resolve(document)
        let button = try #require(screen.allViews.first { $0.attributes.accessibilityIdentifier == "continue" })
        #expect(button.frame.maxX == 402 - 20, "at the trailing edge of its frame, inside the padding")
        #expect(button.frame.maxY == 874 - 34, "the spacer pushes it to the bottom of the safe area")
        #expect(button.isInteractive && button.attributes.kind == .button)
        let title = try #require(screen.allViews.first { $0.attributes.text == "Welcome" })
        #expect(title.frame.minX == 20 && title.frame.minY == 62, "leading, at the top of the safe area")
        #expect(title.attributes.font == SystemFont(size: 34, weight: .bold))
        let background = try #require(screen.allViews.first { $0.path.hasSuffix("background[0]") })
        #expect(background.frame == Rect(x: 0, y: 0, width: 402, height: 874))
    }

    /// A finding on a SwiftUI view names the place in the file where the view is written.
    @Test func aResolvedSwiftUIViewKnowsWhereItIsWritten() throws {
        let document = try Self.decode(Self.yaml)
        let screen = try Self.resolve(document)
        let button = try #require(screen.allViews.first { $0.attributes.accessibilityIdentifier == "continue" })
        #expect(button.source == DocumentLocation(file: "welcome.yaml", position: "$.swiftui.content[3]", line: 10))
        let title = try #require(screen.allViews.first { $0.attributes.text == "Welcome" })
        #expect(title.source?.position == "$.swiftui.content[0]" && title.source?.line == 7)
    }

    @Test func importWritesItBackWhole() throws {
        let document = try Self.decode(Self.yaml)
        let spec = try ScreenFile.spec(of: document, syntax: .yaml)
        let again = try ScreenFile.decode(spec, format: .yaml, file: "again.yaml", defaultName: "welcome")
        #expect(again.rootView?.hostedView?.withoutSources == document.rootView?.hostedView?.withoutSources)
        #expect(String(decoding: spec, as: UTF8.self).contains("maxWidth: infinity"))
    }

    static let form = """
        name: settings
        swiftui:
          view: Form
          content:
            - {view: Label, title: Privacy, systemImage: hand.raised}
            - view: Section
              header: Alerts
              footer: Sent even when the app is closed.
              content:
                - {view: Toggle, title: Push, isOn: true}
                - {view: NavigationLink, label: {view: Label, title: Sounds, systemImage: speaker}}
                - {view: Button, label: {view: Image, systemName: info.circle}, style: borderless}
                - {view: Image, name: badge, size: {width: 40, height: 30}, resizable: true,
                   modifiers: [{aspectRatio: {contentMode: fill}}, {imageScale: large}]}
            - view: Section
              header: {view: HStack, content: [{view: Image, systemName: ruler}, {view: Text, text: Units}]}
              footer: {view: Text, text: Metres by default., modifiers: [{font: caption}]}
              content:
                - {view: Picker, title: Units, options: [Metres, Feet], selection: Feet}
                - {view: Picker, title: Tide, options: [High, Low], style: segmented}
                - {view: Stepper, title: Days ahead}
                - {view: Slider, value: 0.25}
                - {view: ProgressView, value: 0.5}
                - {view: ProgressView}
                - {view: SecureField, placeholder: Password}
                - {view: GeometryReader, content: [{view: Color, color: systemTeal}]}
                - view: Text
                  text: Inset
                  modifiers:
                    - listRowInsets: {leading: 40, trailing: 8}
                    - listRowBackground: {view: Color, color: clear}
                    - position: {x: 10, y: 4}
                    - containerRelativeFrame: {axes: [horizontal], count: 3, span: 2, spacing: 8, alignment: leading}
                    - safeAreaPadding: {edges: [top], length: 12}
                    - clipShape: capsule
                    - clipShape: {cornerRadius: 6}
                - view: Grid
                  alignment: leading
                  horizontalSpacing: 12
                  content:
                    - {view: GridRow, content: [{view: Text, text: High}, {view: Text, text: "12:04"}]}
                    - {view: Divider}
                    - {view: GridRow, content: [{view: Text, text: Low}, {view: Text, text: "18:20"}]}
          modifiers:
            - listStyle: grouped
            - scrollContentBackground: hidden
            - safeAreaInset: {edge: bottom, spacing: 8, content: {view: Button, title: Save, style: borderedProminent}}
        """

    /// Lists, sections, images, labels, links and safe-area insets read and write back whole; rows
    /// outside a `Section` make a section of their own.
    @Test func aFormReadsAndWritesBackWhole() throws {
        let document = try Self.decode(Self.form)
        let hosted = try #require(document.rootView?.hostedView)
        guard case .list(let list) = hosted.unwrapped else {
            Issue.record("not a list: \(hosted)")
            return
        }
        #expect(list.isForm && list.sections.count == 3)
        #expect(list.sections[0].header == nil && list.sections[0].rows.count == 1)
        #expect(list.sections[1].header == .text("Alerts") && list.sections[1].rows.count == 4)
        #expect(list.sections[2].rows.count == 10)
        let spec = try ScreenFile.spec(of: document, syntax: .yaml)
        let again = try ScreenFile.decode(spec, format: .yaml, file: "again.yaml", defaultName: "settings")
        #expect(again.rootView?.hostedView?.withoutSources == hosted.withoutSources, "\(String(decoding: spec, as: UTF8.self))")
    }

    /// `NavigationView` reads as the `NavigationStack` that replaced it, and `Link` as the borderless
    /// button it lays out as; the writer writes what they became.
    @Test func olderAndEquivalentNamesReadAsTheirModel() throws {
        let document = try Self.decode(
            """
            name: links
            swiftui:
              view: NavigationView
              content: [{view: Link, title: Tide tables}]
            """)
        let screen = try Self.resolve(document)
        #expect(screen.allViews.contains { $0.attributes.kind == .navigationBar })
        let link = try #require(screen.allViews.first { $0.attributes.text == "Tide tables" })
        #expect(link.attributes.kind == .button && link.isInteractive)
        let spec = String(decoding: try ScreenFile.spec(of: document, syntax: .yaml), as: UTF8.self)
        #expect(spec.contains("view: Button") && !spec.contains("Link") && !spec.contains("NavigationView"), "\(spec)")
    }

    /// A `ForEach` stands for its content repeated, and a `Group` for its content, each view with
    /// the group's modifiers, wherever views are listed: in a stack, a list, a section.
    @Test func groupsAndForEachStandForTheirViews() throws {
        let document = try Self.decode(
            """
            name: rows
            swiftui:
              view: List
              content:
                - {view: ForEach, count: 3, content: [{view: Text, text: Harbour}]}
                - view: Section
                  content:
                    - view: Group
                      modifiers: [{foregroundStyle: systemRed}]
                      content: [{view: Text, text: Low}, {view: Text, text: High}]
            """)
        let screen = try Self.resolve(document)
        #expect(screen.allViews.filter { $0.attributes.text == "Harbour" }.count == 3)
        let low = try #require(screen.allViews.first { $0.attributes.text == "Low" })
        #expect(low.attributes.textColor == .systemRed && low.path.contains("/Section[1]/"))
    }

    /// A tap gesture's view names where it is written, as every SwiftUI view does.
    @Test func aTapGestureKnowsWhereItsViewIsWritten() throws {
        let document = try Self.decode(
            """
            name: tap
            swiftui:
              view: VStack
              content:
                - {view: Text, text: Harbours, modifiers: [{onTapGesture: true}]}
            """)
        let screen = try Self.resolve(document)
        let gesture = try #require(screen.allViews.first { $0.isInteractive })
        #expect(gesture.source?.position == "$.swiftui.content[0]" && gesture.source?.line == 5)
    }

    /// Modifiers read and write back whole: alignment guides in both forms, control sizes, tap
    /// areas, labels, sheets and covers with their detents.
    @Test func modifiersReadAndWriteBackWhole() throws {
        let document = try Self.decode(
            """
            name: guides
            swiftui:
              view: VStack
              alignment: leading
              content:
                - {view: Text, text: Tide, modifiers: [{alignmentGuide: {guide: leading, from: trailing, offset: -8}}]}
                - {view: Text, text: High, modifiers: [{alignmentGuide: {guide: leading, value: 20}}]}
                - {view: Text, text: Low, modifiers: [{alignmentGuide: {guide: bottom, from: center}}]}
                - {view: Button, title: Save, style: bordered, modifiers: [{controlSize: small}]}
                - view: Image
                  systemName: info.circle
                  modifiers:
                    - {contentShape: rectangle}
                    - {onTapGesture: true}
                    - {accessibilityLabel: Tide details}
                    - sheet:
                        isPresented: false
                        content:
                          view: NavigationStack
                          content:
                            - {view: Text, text: Details, modifiers: [{presentationDetents: [medium, {height: 200}, {fraction: 0.3}]}]}
                    - fullScreenCover: {isPresented: false, content: {view: Text, text: Cover}}
                - {view: Color, color: systemTeal, modifiers: [{ignoresSafeArea: {regions: [keyboard]}}]}
                - {view: Color, color: systemMint, modifiers: [{ignoresSafeArea: {regions: [container], edges: [top]}}]}
            """)
        let hosted = try #require(document.rootView?.hostedView)
        let spec = try ScreenFile.spec(of: document, syntax: .yaml)
        let again = try ScreenFile.decode(spec, format: .yaml, file: "again.yaml", defaultName: "guides")
        #expect(again.rootView?.hostedView?.withoutSources == hosted.withoutSources, "\(String(decoding: spec, as: UTF8.self))")
        let screen = try Self.resolve(document)
        let tide = try #require(screen.allViews.first { $0.attributes.text == "Tide" })
        let high = try #require(screen.allViews.first { $0.attributes.text == "High" })
        #expect(abs(tide.frame.maxX - 8 - (high.frame.minX + 20)) < 0.34, "both guides on one line")
    }

    /// S7: a `NavigationStack` is UIKit's navigation controller around a hosting controller; its
    /// bar shows the root's title, large by default, and its toolbar items.
    @Test func aNavigationStackIsANavigationControllersBar() throws {
        let document = try Self.decode(
            """
            name: harbours
            swiftui:
              view: NavigationStack
              content:
                - view: VStack
                  content: [{view: Text, text: Near you}, {view: Spacer}]
                  modifiers:
                    - navigationTitle: Harbours
                    - toolbar: [{title: Edit, placement: topBarLeading}, {title: Add}, {title: Share, placement: bottomBar}]
            """)
        guard case .navigation(let navigation) = document.root.content, let child = navigation.viewControllers.first else {
            Issue.record("not a navigation controller: \(document.root.content)")
            return
        }
        #expect(
            child.title == "Harbours" && navigation.prefersLargeTitles && child.navigationItem.largeTitleDisplayMode == .automatic
        )
        #expect(
            child.navigationItem.leftItems.map(\.title) == ["Edit"] && child.navigationItem.rightItems.map(\.title) == ["Add"])
        #expect(child.toolbarItems.map(\.title) == ["Share"] && !navigation.isToolbarHidden)
        let screen = try Self.resolve(document)
        let bar = try #require(screen.allViews.first { $0.attributes.kind == .navigationBar && $0.attributes.text == "Harbours" })
        let text = try #require(screen.allViews.first { $0.attributes.text == "Near you" })
        #expect(text.frame.minY == bar.frame.maxY, "the content starts below the large title")
        let spec = try ScreenFile.spec(of: document, syntax: .yaml)
        let again = try ScreenFile.decode(spec, format: .yaml, file: "again.yaml", defaultName: "harbours")
        guard case .navigation(let written) = again.root.content, let writtenChild = written.viewControllers.first,
            case .view(let host) = writtenChild.content, case .view(let original) = child.content
        else {
            Issue.record("import wrote another shape: \(again.root.content)")
            return
        }
        #expect(writtenChild.title == child.title && writtenChild.navigationItem == child.navigationItem)
        #expect(
            host.hostedView?.withoutSources == original.hostedView?.withoutSources,
            "import writes the navigation controller and its hosted view")
    }

    /// S7: a `NavigationSplitView` is UIKit's split view controller, each column a navigation
    /// stack (a column may be one already); import writes it back as the SwiftUI it was written as.
    @Test func aNavigationSplitViewIsASplitViewController() throws {
        let document = try Self.decode(
            """
            name: harbours
            swiftui:
              view: NavigationSplitView
              preferredCompactColumn: detail
              sidebar: {view: List, content: [{view: Text, text: Dover}], modifiers: [{navigationTitle: Harbours}]}
              detail:
                - view: NavigationStack
                  content: [{view: Text, text: High water 14:02, modifiers: [{navigationTitle: Dover}]}]
            """)
        guard case .split(let split) = document.root.content else {
            Issue.record("not a split view controller: \(document.root.content)")
            return
        }
        #expect(split.viewControllers.count == 2 && split.preferredCompactColumn == .secondary)
        let screen = try Self.resolve(document)
        #expect(screen.allViews.contains { $0.attributes.text == "High water 14:02" })
        #expect(!screen.allViews.contains { $0.attributes.text == "Dover" && $0.attributes.kind == .label })
        let spec = try ScreenFile.spec(of: document, syntax: .yaml)
        let again = try ScreenFile.decode(spec, format: .yaml, file: "again.yaml", defaultName: "harbours")
        #expect(again.withoutSources == document.withoutSources, "\(String(decoding: spec, as: UTF8.self))")
        let text = String(decoding: spec, as: UTF8.self)
        #expect(text.contains("swiftui:") && text.contains("NavigationSplitView") && !text.contains("controller:"))
    }

    /// S7: a `TabView` is UIKit's tab bar controller, each tab with its `tabItem`; a tab may be a
    /// `NavigationStack`.
    @Test func aTabViewIsATabBarController() throws {
        let document = try Self.decode(
            """
            name: tides
            swiftui:
              view: TabView
              content:
                - view: NavigationStack
                  content: [{view: Text, text: Today, modifiers: [{navigationTitle: Tides}]}]
                  modifiers: [{tabItem: {title: Tides, image: water.waves}}]
                - {view: Text, text: Settings, modifiers: [{tabItem: {title: Settings}}]}
                - {view: Tab, title: About, systemImage: info.circle, content: [{view: Text, text: About}]}
            """)
        guard case .tabBar(let tabs) = document.root.content else {
            Issue.record("not a tab bar controller: \(document.root.content)")
            return
        }
        #expect(
            tabs.viewControllers.map { $0.tabBarItem?.title } == ["Tides", "Settings", "About"], "iOS 18's Tab gives its item")
        #expect(tabs.viewControllers.first?.tabBarItem?.image == "water.waves")
        guard case .navigation(let navigation) = tabs.viewControllers[0].content else {
            Issue.record("the first tab is not a navigation controller")
            return
        }
        #expect(navigation.viewControllers.first?.title == "Tides")
        let screen = try Self.resolve(document)
        #expect(screen.allViews.filter { $0.attributes.kind == .tabBarItem }.count == 3)
    }

    @Test(arguments: [
        ("swiftui: {view: VStak}", "$.swiftui.view", "'VStak' is not a SwiftUI view this reader knows; did you mean 'VStack'?"),
        ("swiftui: {view: Text, text: Hi, spacing: 4}", "$.swiftui.spacing", "a Text takes no spacing"),
        ("swiftui: {view: Text}", "$.swiftui", "missing required key 'text'"),
        (
            "swiftui: {view: HStack, alignment: leading}", "$.swiftui.alignment",
            "a HStack aligns its views top, center, bottom, not 'leading'"
        ),
        (
            "swiftui: {view: Text, text: Hi, modifiers: [{padding: 4, bold: true}]}", "$.swiftui.modifiers[0]",
            "a modifier is an object with one key, its name; this one has 2"
        ),
        (
            "swiftui: {view: Text, text: Hi, modifiers: [{font: huge}]}", "$.swiftui.modifiers[0].font",
            "a font is a size in points or a text style (body, callout, caption, caption2, footnote, headline, largeTitle, subheadline, title, title2, title3), not 'huge'"
        ),
        (
            "swiftui: {view: Color, color: systemRed, modifiers: [{frame: {minWidth: 90, maxWidth: 40}}]}",
            "$.swiftui.modifiers[0].frame.minWidth", "the least width (90.0) is more than the most (40.0)"
        ),
        (
            "controller: {view: {kind: view}}\nswiftui: {view: Divider}", "$.controller",
            "give one of root (a view), controller or swiftui"
        ),
        (
            "swiftui: {view: NavigationStack, content: [{view: NavigationStack, content: [{view: Divider}]}]}",
            "$.swiftui.content", "a NavigationStack is a screen's root or a tab's; this one holds another container"
        ),
        (
            "swiftui: {view: NavigationStack}", "$.swiftui.content",
            "a NavigationStack holds one view (a stack for more); this one has 0"
        ),
        (
            "swiftui: {view: VStack, content: [{view: NavigationStack, content: [{view: Divider}]}]}", "$.swiftui",
            "a NavigationStack, TabView or NavigationSplitView is a screen's root"
        ),
        (
            "swiftui: {view: TabView, content: [{view: TabView, content: [{view: Divider}]}]}", "$.swiftui.content",
            "a TabView is a screen's root"
        ),
        ("swiftui: {view: Image, name: logo}", "$.swiftui.size", "an asset image needs its size in points"),
        (
            "swiftui: {view: Image, name: logo, size: {width: 200000, height: 4}}", "$.swiftui.size",
            "an image's size is two lengths from 0 to 100000 points"
        ),
        ("swiftui: {view: Image}", "$.swiftui.systemName", "an Image has a systemName (an SF Symbol) or a name (an asset)"),
        (
            "swiftui: {view: Image, systemName: star, size: {width: 4, height: 4}}", "$.swiftui.size",
            "a symbol takes the size of its font"
        ),
        ("swiftui: {view: Button, title: Go, label: {view: Text, text: Go}}", "$.swiftui.title", "a title or a label view"),
        ("swiftui: {view: Section, content: []}", "$.swiftui.view", "a Section is a part of a List or Form"),
        ("swiftui: {view: GridRow, content: []}", "$.swiftui.view", "a GridRow is a part of a Grid"),
        (
            "swiftui: {view: Picker, title: Units, options: [Metres], selection: Feet}", "$.swiftui.selection",
            "the selection 'Feet' is not one of the options"
        ),
        ("swiftui: {view: Picker, title: Units, options: []}", "$.swiftui.options", "a Picker has at least one option"),
        ("swiftui: {view: Slider, value: 2}", "$.swiftui.value", "2"),
        (
            "swiftui: {view: VStack, content: [{view: ForEach, count: 1000, content: [{view: ForEach, count: 1000, content: [{view: Divider}]}]}]}",
            "$.swiftui.content[0].content", "a ForEach stands for at most 10000 views; this one for 1000000"
        ),
        (
            "swiftui: {view: List, content: [{view: Section, style: plain}]}", "$.swiftui.content[0].style",
            "a Section takes a header, a footer and its content"
        ),
        (
            "swiftui: {view: Text, text: Hi, modifiers: [{safeAreaInset: {edge: middle, content: {view: Divider}}}]}",
            "$.swiftui.modifiers[0].safeAreaInset.edge", "not 'middle'"
        ),
        (
            "swiftui: {view: Text, text: Hi, modifiers: [{sheet: {isPresented: true, content: {view: VStack, content: [{view: NavigationStack, content: [{view: Divider}]}]}}}]}",
            "$.swiftui.modifiers[0].sheet.content", "is a screen's root"
        ),
        (
            "swiftui: {view: Text, text: Hi, modifiers: [{presentationDetents: [small]}]}",
            "$.swiftui.modifiers[0].presentationDetents[0]", "'small' is not a detent"
        ),
        (
            "swiftui: {view: Text, text: Hi, modifiers: [{sheet: {content: {view: Divider}}}]}",
            "$.swiftui.modifiers[0].sheet", "isPresented"
        ),
        (
            "swiftui: {view: NavigationSplitView, sidebar: [{view: Text, text: A}], detail: [{view: TabView, content: [{view: Text, text: B}]}]}",
            "$.swiftui.detail", "a NavigationSplitView's column is a view or a NavigationStack"
        ),
        (
            "swiftui: {view: NavigationSplitView, sidebar: [{view: Text, text: A}]}", "$.swiftui.detail",
            "a NavigationSplitView's detail holds one view"
        ),
        (
            "swiftui: {view: NavigationSplitView, sidebar: [{view: Text, text: A}], detail: [{view: Text, text: B}], preferredCompactColumn: middle}",
            "$.swiftui.preferredCompactColumn", "not 'middle'"
        ),
        (
            "swiftui: {view: NavigationSplitView, sidebar: {view: Text, text: A}, detail: {view: Text, text: B}, preferredCompactColumn: content}",
            "$.swiftui.preferredCompactColumn", "has no content column"
        ),
        (
            "swiftui: {view: Color, color: red, modifiers: [{ignoresSafeArea: {regions: container}}]}",
            "$.swiftui.modifiers[0].ignoresSafeArea.regions", "expected an array"
        ),
        (
            "swiftui: {view: Color, color: red, modifiers: [{ignoresSafeArea: {regions: [toolbar]}}]}",
            "$.swiftui.modifiers[0].ignoresSafeArea.regions", "'toolbar' is not a safe-area region"
        ),
        (
            "swiftui: {view: Text, text: Hi, modifiers: [{alignmentGuide: {guide: baseline}}]}",
            "$.swiftui.modifiers[0].alignmentGuide.guide", "'baseline' is not a guide"
        ),
        (
            "swiftui: {view: Text, text: Hi, modifiers: [{alignmentGuide: {guide: top, from: trailing}}]}",
            "$.swiftui.modifiers[0].alignmentGuide.from", "'trailing' is not a guide on this axis"
        ),
        (
            "swiftui: {view: Text, text: Hi, modifiers: [{alignmentGuide: {guide: top, value: 2, offset: 1}}]}",
            "$.swiftui.modifiers[0].alignmentGuide.value", "not both"
        ),
    ])
    func badSwiftUINamesThePlaceAndTheCause(text: String, position: String, problem: String) {
        do {
            _ = try Self.decode("name: bad\n" + text + "\n")
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.file == "welcome.yaml")
            #expect(error.position == position, "\(text)")
            #expect(error.problem.contains(problem), "\(error.problem)")
        }
    }
}
