import DeviceGeometry

/// A content, navigation or tab bar controller, as the DSL writes it.
public protocol ViewControllerConvertible {
    /// The controller as the layout model holds it.
    @_spi(Internals) var viewController: ViewController { get }
}

extension ViewController: ViewControllerConvertible {
    /// The controller itself.
    @_spi(Internals) public var viewController: ViewController { self }

    /// A content controller whose root view is `view`: `ViewController(title: "Sign In") { View { … } }`.
    public init(title: String? = nil, view: () -> some ViewDeclaration) {
        self.init(.view(view().node), title: title)
    }
}

extension NavigationController: ViewControllerConvertible {
    /// A controller showing this navigation stack.
    @_spi(Internals) public var viewController: ViewController { ViewController(.navigation(self)) }
}

extension TabBarController: ViewControllerConvertible {
    /// A controller showing these tabs.
    @_spi(Internals) public var viewController: ViewController { ViewController(.tabBar(self)) }
}

extension ScreenDocument {
    /// A screen whose root is `root`: `ScreenDocument(name: "login") { NavigationController { … } }`.
    public init(
        name: String, canvas: Size = ScreenDocument.defaultCanvas, presentation: Presentation = .fullScreen,
        root: () -> some ViewControllerConvertible
    ) {
        self.init(name: name, canvas: canvas, root: root().viewController, presentation: presentation)
    }
}

extension BarItem: ExpressibleByStringLiteral {
    /// An enabled item with this title.
    public init(stringLiteral title: String) {
        self.init(title)
    }
}
