/// A result builder that collects elements into an array, with `if`, `switch` and `for`.
///
/// It builds subviews, the controllers of a navigation or tab bar controller, and constraints.
@resultBuilder
public enum ListBuilder<Element> {
    /// One element.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    /// Several elements at once, such as an array of constraints made in a helper.
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    /// The first branch of an `if`–`else` or `switch`.
    public static func buildEither(first part: [Element]) -> [Element] { part }
    /// The second branch of an `if`–`else` or `switch`.
    public static func buildEither(second part: [Element]) -> [Element] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
}

/// Builds a view's subviews: `View { Label("Name"); Button("Save") }`.
public typealias SubviewBuilder = ListBuilder<ViewNode>
/// Builds the controllers of a navigation or tab bar controller.
public typealias ViewControllerBuilder = ListBuilder<ViewController>
/// Builds constraints: `.constraints { a.topAnchor.constraint(equalTo: b.bottomAnchor) }`.
public typealias ConstraintBuilder = ListBuilder<LayoutConstraint>

extension ListBuilder where Element == ViewNode {
    /// A view written in the DSL.
    public static func buildExpression(_ view: some ViewDeclaration) -> [ViewNode] { [view.node] }
}

extension ListBuilder where Element == ViewController {
    /// A navigation or tab bar controller, or a content controller.
    public static func buildExpression(_ controller: some ViewControllerConvertible) -> [ViewController] {
        [controller.viewController]
    }
}
