import DeviceGeometry
import SafeAreaSupport

/// A view written in the DSL: `Button("Continue")`, `StackView { … }` and the rest, each named
/// after the UIKit class it stands for.
///
/// A declared view has no frame: constraints place it, as `translatesAutoresizingMaskIntoConstraints
/// = false` does in UIKit. Give it a frame with ``frame(_:autoresizingMask:)`` to place it by
/// frame and autoresizing mask instead.
public protocol ViewDeclaration {
    /// The view as the layout model holds it.
    @_spi(Internals) var node: ViewNode { get set }
}

extension ViewNode: ViewDeclaration {
    /// The view itself.
    @_spi(Internals) public var node: ViewNode {
        get { self }
        set { self = newValue }
    }

    /// A view as the DSL declares it, placed by constraints and remembering the line it was written on.
    static func declared(
        _ attributes: ViewAttributes, subviews: [ViewNode] = [], fileID: StaticString,
        line: UInt
    ) -> ViewNode {
        ViewNode(
            attributes: attributes, translatesAutoresizingMaskIntoConstraints: false,
            layout: ViewLayoutOptions(
                preservesSuperviewLayoutMargins: attributes.kind.preservesSuperviewLayoutMarginsByDefault),
            subviews: subviews, source: DocumentLocation(file: "\(fileID)", position: "line \(line)"))
    }
}

extension ViewDeclaration {
    /// A copy with `change` applied to its node.
    func updating(_ change: (inout ViewNode) -> Void) -> Self {
        var copy = self
        change(&copy.node)
        return copy
    }
}
