@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing

/// A right-to-left language: leading and trailing constraints, directional margins, stack views
/// and bars mirror, while left and right constraints, frames and what a view that forces left to
/// right holds stay. A 402-pt iPhone 16 Pro in portrait, whose root view's margins are 16 on each
/// side.
@Suite("Layout direction")
struct LayoutDirectionTests {
    let root: ViewID = "root", title: ViewID = "title", stack: ViewID = "stack", first: ViewID = "first"
    let second: ViewID = "second", pinned: ViewID = "pinned", physical: ViewID = "physical", box: ViewID = "box"
    let inner: ViewID = "inner", held: ViewID = "held"

    var document: ScreenDocument {
        ScreenDocument(name: "directions") {
            NavigationController {
                ViewController(title: "Inbox") {
                    View {
                        Label("Unread").id(title)
                        StackView(spacing: 10) {
                            View().id(first).intrinsicContentSize(width: 40, height: 20)
                            View().id(second).intrinsicContentSize(width: 60, height: 20)
                        }
                        .id(stack)
                        View { View().id(held) }.id(pinned).semanticContentAttribute(.forceLeftToRight)
                        View().id(physical)
                        View { View().id(inner) }
                            .id(box)
                            .directionalLayoutMargins(EdgeInsets(top: 0, left: 30, bottom: 0, right: 5))
                    }
                    .id(root)
                    .constraints {
                        title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)
                        title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
                        stack.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8)
                        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
                        pinned.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8)
                        pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
                        pinned.widthAnchor.constraint(equalToConstant: 50)
                        pinned.heightAnchor.constraint(equalToConstant: 10)
                        held.leadingAnchor.constraint(equalTo: pinned.leadingAnchor, constant: 5)
                        held.topAnchor.constraint(equalTo: pinned.topAnchor)
                        held.widthAnchor.constraint(equalToConstant: 10)
                        held.heightAnchor.constraint(equalToConstant: 10)
                        physical.topAnchor.constraint(equalTo: pinned.bottomAnchor, constant: 8)
                        physical.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 30)
                        physical.widthAnchor.constraint(equalToConstant: 10)
                        physical.heightAnchor.constraint(equalToConstant: 10)
                        box.topAnchor.constraint(equalTo: physical.bottomAnchor, constant: 8)
                        box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
                        box.trailingAnchor.constraint(equalTo: root.trailingAnchor)
                        box.heightAnchor.constraint(equalToConstant: 40)
                        inner.topAnchor.constraint(equalTo: box.topAnchor)
                        inner.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor)
                        inner.widthAnchor.constraint(equalToConstant: 10)
                        inner.heightAnchor.constraint(equalToConstant: 10)
                    }
                }
                .navigationItem(leftBarButtonItems: [BarItem("Edit")], rightBarButtonItems: [BarItem("Add")])
            }
        }
    }

    func resolve(_ direction: LayoutDirection, _ orientation: Orientation = .portrait) throws -> ResolvedScreen {
        let device = try Fixture.device("iphone-16-pro")
        return LayoutResolver.resolve(document, on: device, in: orientation, variant: Variant(layoutDirection: direction))
    }

    @Test func leadingConstraintsCountFromTheRight() throws {
        let ltr = try resolve(.leftToRight), rtl = try resolve(.rightToLeft)
        #expect(try ltr.require("title").frame.minX == 16)
        #expect(try rtl.require("title").frame.maxX == 402 - 16, "leading is the right margin")
        #expect(try rtl.require("title").frame.width == ltr.require("title").frame.width)
        #expect(try rtl.require("title").layoutDirection == .rightToLeft)
        #expect(rtl.brokenConstraints.isEmpty)
    }

    @Test func stackViewsArrangeFromTheRight() throws {
        let rtl = try resolve(.rightToLeft)
        #expect(try rtl.require("stack").frame.maxX == 402 - 20)
        #expect(try rtl.require("first").frame == Rect(x: 342, y: rtl.require("first").frame.minY, width: 40, height: 20))
        #expect(try rtl.require("second").frame.maxX == 342 - 10, "the second view after 10 pt of spacing, to its left")
        #expect(try rtl.require("second").frame.minX == 272)
    }

    /// A constraint takes the direction of the view that holds it, the nearest common ancestor of
    /// its views (Apple's Auto Layout Guide): a view that forces left to right is placed by its
    /// superview's constraints as its siblings are, and lays out what it holds left to right.
    @Test func leftAndRightConstraintsAndWhatAForcedViewHoldsStay() throws {
        let ltr = try resolve(.leftToRight), rtl = try resolve(.rightToLeft)
        #expect(try rtl.require("physical").frame == ltr.require("physical").frame)
        #expect(try rtl.require("pinned").frame.maxX == 402 - 20, "its superview's constraint mirrors")
        #expect(try rtl.require("held").frame.minX == rtl.require("pinned").frame.minX + 5, "its own stays left to right")
        #expect(try rtl.require("pinned").layoutDirection == .leftToRight)
    }

    @Test func directionalMarginsPutLeadingOnTheRight() throws {
        let ltr = try resolve(.leftToRight), rtl = try resolve(.rightToLeft)
        #expect(try ltr.require("box").layoutMargins.left == 30)
        #expect(try rtl.require("box").layoutMargins == EdgeInsets(top: 0, left: 5, bottom: 0, right: 30))
        #expect(try rtl.require("inner").frame.maxX == 402 - 30)
    }

    /// UINavigationBar puts its left items on the right in a right-to-left language, and its right
    /// items on the left: the items mirror across the bar.
    @Test func barItemsMirror() throws {
        let ltr = try resolve(.leftToRight), rtl = try resolve(.rightToLeft)
        func item(_ screen: ResolvedScreen, _ title: String) throws -> Rect {
            try #require(screen.layout.allViews.first { $0.kind == .barButtonItem && $0.attributes.text == title }).frame
        }
        #expect(try item(ltr, "Edit").minX == 16 && item(ltr, "Add").maxX == 402 - 16)
        #expect(try item(rtl, "Edit") == item(ltr, "Edit").mirrored(across: 201))
        #expect(try item(rtl, "Add").minX == 16)
    }

    /// In landscape the safe area is physical: the leading edge moves to the right, beside the
    /// sensor housing when it is on the right (landscapeLeft), and stays inside the safe area.
    @Test func landscapeKeepsThePhysicalSafeArea() throws {
        let rtl = try resolve(.rightToLeft, .landscapeLeft)
        let rootView = try rtl.require("root")
        #expect(rootView.safeAreaInsets.left == rootView.safeAreaInsets.right)
        #expect(try rtl.require("title").frame.maxX == rootView.frame.maxX - rootView.layoutMargins.right)
    }

    @Test func tabsRunFromTheRight() throws {
        let tabs = ScreenDocument(name: "tabs") {
            TabBarController {
                ViewController(title: "One") { View() }
                ViewController(title: "Two") { View() }
                ViewController(title: "Three") { View() }
            }
        }
        for device in ["iphone-16-pro", "iphone-se-3"] {
            let phone = try Fixture.device(device)
            let ltr = LayoutResolver.resolve(tabs, on: phone, in: .portrait)
            let rtl = LayoutResolver.resolve(tabs, on: phone, in: .portrait, variant: Variant(layoutDirection: .rightToLeft))
            func items(_ screen: ResolvedScreen) -> [ResolvedView] { screen.layout.allViews.filter { $0.kind == .tabBarItem } }
            #expect(items(rtl).map(\.attributes.text) == ["One", "Two", "Three"])
            #expect(items(rtl)[0].frame.minX > items(rtl)[2].frame.minX, "\(device): the first tab is on the right")
            let width = phone.display.screenSize.width
            #expect(items(rtl).map(\.frame) == items(ltr).map { $0.frame.mirrored(across: width / 2) })
        }
    }
}

extension LayoutDirectionTests {
    /// layout-direction.md L2: a view whose trailing edge is 0.8 × its superview's sits against
    /// the left edge right to left, as it was seen to in Arabic (Stack Overflow 33714527), because
    /// the multiplier scales the negated x: 0.8 × 0.
    @Test func aMultiplierScalesTheNegatedX() throws {
        let root: ViewID = "root", square: ViewID = "square"
        let document = ScreenDocument(name: "percent") {
            ViewController {
                View { View().id(square) }
                    .id(root)
                    .constraints {
                        LayoutConstraint(
                            Anchor(.view("square"), .trailing), .equal, Anchor(.view("root"), .trailing), multiplier: 0.8)
                        square.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
                        square.widthAnchor.constraint(equalToConstant: 50)
                        square.heightAnchor.constraint(equalToConstant: 50)
                    }
            }
        }
        let device = try Fixture.device("iphone-16-pro")
        let ltr = LayoutResolver.resolve(document, on: device, in: .portrait)
        let rtl = LayoutResolver.resolve(document, on: device, in: .portrait, variant: Variant(layoutDirection: .rightToLeft))
        #expect(try abs(ltr.require("square").frame.maxX - 0.8 * 402) < 0.34, "0.8 × 402, on the 3× grid")
        #expect(try rtl.require("square").frame.minX == 0)
    }
}
