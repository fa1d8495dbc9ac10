@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing

/// The Swift DSL builds the same model a spec file does, with UIKit's names.
@Suite("Swift DSL")
struct DSLTests {
    let root: ViewID = "root", button: ViewID = "button"

    @Test func anchorsMakeTheConstraintsUIKitWouldLog() {
        let pinned = button.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -20)
        #expect(
            pinned
                == LayoutConstraint(
                    Anchor(.view("button"), .bottom), .equal, Anchor(.safeArea(of: "root"), .bottom),
                    constant: -20))
        #expect(pinned.description == "button.bottom == root.safeArea.bottom - 20")
        #expect(
            button.leadingAnchor.constraint(greaterThanOrEqualTo: root.layoutMarginsGuide.leadingAnchor).description
                == "button.leading >= root.layoutMargins.leading")
        #expect(
            button.widthAnchor.constraint(lessThanOrEqualTo: root.readableContentGuide.widthAnchor, multiplier: 0.5)
                .description == "button.width <= 0.5 × root.readableContent.width")
        #expect(
            button.heightAnchor.constraint(equalToConstant: 44).withPriority(.defaultHigh).withIdentifier("tall")
                .description == "tall: button.height == 44 @750")
        #expect(
            button.firstBaselineAnchor.constraint(equalTo: LayoutGuide.topLayoutGuide.bottomAnchor, constant: 8)
                .description == "button.firstBaseline == topLayoutGuide.bottom + 8")
        #expect(
            LayoutGuide("content").centerXAnchor.constraint(equalTo: root.centerXAnchor).description
                == "content.centerX == root.centerX")
    }

    @Test func subviewBuildersKeepOrderThroughIfSwitchAndFor() {
        let showsHint = true, count = 3
        let view = View {
            Label("Title")
            if showsHint { Label("Hint") } else { Button("Never") }
            for index in 0..<count { Button("Item \(index)") }
            if !showsHint { Label("Hidden") }
        }
        #expect(view.node.subviews.map { $0.attributes.text } == ["Title", "Hint", "Item 0", "Item 1", "Item 2"])
        #expect(view.node.subviews.map(\.attributes.kind) == [.label, .label, .button, .button, .button])
    }

    @Test func declaredViewsAreConstraintBasedUntilGivenAFrame() {
        let placed = Label("Placed")
        let framed = Label("Framed").frame(Rect(x: 8, y: 20, width: 100, height: 30), autoresizingMask: [.flexibleWidth])
        #expect(!placed.node.translatesAutoresizingMaskIntoConstraints)
        #expect(framed.node.translatesAutoresizingMaskIntoConstraints)
        #expect(framed.node.autoresizingMask == [.flexibleWidth])
        #expect(framed.node.frame == Rect(x: 8, y: 20, width: 100, height: 30))
    }

    @Test func modifiersSetTheUIKitPropertiesTheyAreNamedFor() {
        let node = Button("Go")
            .id("go").backgroundColor(.systemBlue).textColor(.white).font(size: 20, weight: .bold)
            .cornerRadius(12, curve: .continuous).border(width: 1, color: .separator).alpha(0.5).isHidden(false)
            .clipsToBounds().isEnabled(false).accessibilityIdentifier("go-button")
            .directionalLayoutMargins(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            .insetsLayoutMarginsFromSafeArea(false).preservesSuperviewLayoutMargins()
            .intrinsicContentSize(width: 80, height: -1)
            .contentHuggingPriority(.required, for: .horizontal)
            .contentCompressionResistancePriority(.defaultLow, for: .vertical)
            .addLayoutGuide(LayoutGuide("spacer"))
            .node
        #expect(node.id == "go")
        #expect(
            node.attributes
                == ViewAttributes(
                    kind: .button, backgroundColor: .systemBlue, cornerRadius: 12,
                    cornerCurve: .continuous, borderWidth: 1, borderColor: .separator,
                    text: "Go", textColor: .white, fontSize: 20, fontWeight: .bold, isEnabled: false,
                    alpha: 0.5, clipsToBounds: true, accessibilityIdentifier: "go-button"))
        #expect(
            node.layout
                == ViewLayoutOptions(
                    directionalLayoutMargins: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                    insetsLayoutMarginsFromSafeArea: false,
                    preservesSuperviewLayoutMargins: true, intrinsicContentSize: Size(width: 80, height: -1),
                    contentHugging: AxisPriorities(horizontal: .required, vertical: .defaultLow),
                    compressionResistance: AxisPriorities(horizontal: .defaultHigh, vertical: .defaultLow)))
        #expect(node.layoutGuides == ["spacer"])
    }

    @Test func scrollTableAndStackViewsCarryTheirSettings() {
        let table = TableView(rowHeight: 60) { TableViewCell("Row") }
            .insetsContentViewsToSafeArea(false).contentInset(EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
            .contentInsetAdjustmentBehavior(.never).alwaysBounceVertical().node
        #expect(table.table == TableOptions(insetsContentViewsToSafeArea: false, rowHeight: 60))
        #expect(
            table.scroll
                == ScrollOptions(
                    contentInset: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0),
                    contentInsetAdjustmentBehavior: .never, alwaysBounceVertical: true))
        #expect(table.subviews[0].layout.preservesSuperviewLayoutMargins, "cells preserve their table's margins, as in UIKit")
        let stack = StackView(axis: .vertical, distribution: .equalSpacing, alignment: .center, spacing: 8) {
            Label("A")
        }
        .isLayoutMarginsRelativeArrangement().node
        #expect(
            stack.stack
                == StackOptions(
                    axis: .vertical, distribution: .equalSpacing, alignment: .center, spacing: 8,
                    isLayoutMarginsRelativeArrangement: true))
    }

    @Test func containersNestAndTheirModifiersSetTheContainer() throws {
        let document = ScreenDocument(name: "tabs") {
            TabBarController(selectedIndex: 1) {
                NavigationController(prefersLargeTitles: true) {
                    ViewController(title: "First") { View() }
                }
                .tabBarItem("One")
                ViewController(title: "Second") { View().id("second") }
                    .additionalSafeAreaInsets(EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
            }
        }
        guard case .tabBar(let tabs) = document.root.content else {
            Issue.record("the root is not a tab bar controller")
            return
        }
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.viewControllers[0].tabBarItem == BarItem("One"))
        guard case .navigation(let navigation) = tabs.viewControllers[0].content else {
            Issue.record("the first tab is not a navigation controller")
            return
        }
        #expect(navigation.prefersLargeTitles)
        #expect(navigation.viewControllers.map(\.title) == ["First"])
        #expect(document.root.visibleChain.last?.additionalSafeAreaInsets.top == 10)
        #expect(document.canvas == ScreenDocument.defaultCanvas)
    }

    /// The content controller on screen is read and replaced where it sits: the selected tab.
    @Test func theVisibleContentIsReplacedWhereItSits() {
        var root = ViewController(
            .tabBar(
                TabBarController(selectedIndex: 1) {
                    NavigationController { ViewController(title: "First") { View() } }
                    NavigationController { ViewController(title: "Second") { View() } }
                }))
        #expect(root.visibleContent.title == "Second")
        root.visibleContent.title = "Replaced"
        #expect(root.visibleChain.map(\.title) == [nil, nil, "Replaced"])
        guard case .tabBar(let tabs) = root.content, case .navigation(let first) = tabs.viewControllers[0].content else {
            Issue.record("the tabs are gone")
            return
        }
        #expect(first.viewControllers.map(\.title) == ["First"])
    }

    /// uikit-semantics.md E1 and E2 through the DSL: iPhone X, navigation bar and tab bar, the
    /// root view's safe area is {88, 0, 83, 0}; a button pinned to its bottom ends at 812 − 83.
    @Test func aDSLScreenResolvesToTheWorkedExample() throws {
        let document = ScreenDocument(name: "pinned") {
            TabBarController {
                NavigationController {
                    ViewController(title: "Pinned") {
                        View { Button("Continue").id(button) }
                            .id(root)
                            .constraints {
                                button.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor)
                                button.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
                                button.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor)
                            }
                    }
                }
            }
        }
        let screen = LayoutResolver.resolve(document, on: try Fixture.device("iphone-x"), in: .portrait)
        #expect(try screen.require("root").safeAreaInsets == EdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
        let pinned = try screen.require("button").frame
        #expect(pinned.maxY == 812 - 83)
        #expect(pinned.minX == 16 && pinned.maxX == 375 - 16)
        #expect(screen.brokenConstraints.isEmpty)
    }

    /// The example in the article "Writing screens", as written there.
    @Test func theReadmeExampleResolvesClearOfTheHardware() throws {
        let root: ViewID = "root", form: ViewID = "form", signIn: ViewID = "signIn"
        let loginForm = ScreenDocument(name: "login-form") {
            NavigationController {
                ViewController(title: "Sign In") {
                    View {
                        StackView(axis: .vertical, spacing: 12) {
                            TextField(placeholder: "Email")
                            TextField(placeholder: "Password")
                        }
                        .id(form)
                        Button("Sign In").id(signIn).backgroundColor(.systemBlue).accessibilityIdentifier("sign-in")
                    }
                    .id(root)
                    .constraints {
                        form.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 24)
                        form.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor)
                        form.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor)
                        signIn.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -16)
                        signIn.centerXAnchor.constraint(equalTo: root.centerXAnchor)
                        signIn.widthAnchor.constraint(equalToConstant: 200).withPriority(.defaultHigh)
                    }
                }
                .navigationItem(leftBarButtonItems: ["Cancel"])
            }
        }
        let device = try #require(DeviceCatalog.standard.device(named: "iPhone 16 Pro"))
        let screen = LayoutResolver.resolve(loginForm, on: device, in: .landscapeLeft)
        let button = try #require(screen.view(id: "signIn")?.frame)
        let mask = DeviceMask(device: device, orientation: .landscapeLeft, isStatusBarVisible: screen.statusBarFrame != nil)
        #expect(button.maxY == screen.size.height - mask.safeAreaInsets.bottom - 16)
        #expect(mask.safeArea.contains(button))
        #expect(!(mask.sensorHousing?.intersects(button) ?? false))
        #expect(button.width == 200)
        #expect(screen.brokenConstraints.isEmpty)
    }
}
