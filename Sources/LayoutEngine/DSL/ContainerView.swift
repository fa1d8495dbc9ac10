/// A container view, as Interface Builder has: a view that a child view controller's root view
/// fills (`addChild(_:)` and `didMove(toParent:)`).
public struct ContainerView: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A container showing `child`.
    public init(fileID: StaticString = #fileID, line: UInt = #line, child: () -> some ViewControllerConvertible) {
        node = .declared(ViewAttributes(kind: .view), fileID: fileID, line: line)
        node.embeddedController = child().viewController
    }
}
