extension SwiftUIView {
    /// The views directly inside this one: a stack's, a scroll view's or a container's, the view
    /// a modifier wraps, and a background's or an overlay's view.
    package var children: [SwiftUIView] {
        switch self {
        case .stack(let stack): stack.children
        case .scrollView(_, let content), .navigationStack(let content): [content]
        case .tabView(let tabs): tabs
        case .modified(let content, .background(let extra)), .modified(let content, .overlay(let extra)): [content, extra]
        case .modified(let content, _): [content]
        case .text, .color, .shape, .spacer, .divider, .button, .toggle, .textField: []
        }
    }

    /// The view with `transform` applied to every view in it, the innermost first, and last to
    /// the view itself.
    package func rewritten(_ transform: (SwiftUIView) -> SwiftUIView) -> SwiftUIView {
        let view: SwiftUIView
        switch self {
        case .stack(var stack):
            stack.children = stack.children.map { $0.rewritten(transform) }
            view = .stack(stack)
        case .scrollView(let axis, let content): view = .scrollView(axis, content.rewritten(transform))
        case .navigationStack(let root): view = .navigationStack(root.rewritten(transform))
        case .tabView(let tabs): view = .tabView(tabs.map { $0.rewritten(transform) })
        case .modified(let content, .background(let extra)):
            view = .modified(content.rewritten(transform), .background(extra.rewritten(transform)))
        case .modified(let content, .overlay(let extra)):
            view = .modified(content.rewritten(transform), .overlay(extra.rewritten(transform)))
        case .modified(let content, let modifier): view = .modified(content.rewritten(transform), modifier)
        case .text, .color, .shape, .spacer, .divider, .button, .toggle, .textField: view = self
        }
        return transform(view)
    }

    /// Whether a `NavigationStack` or `TabView` is the view or in it.
    package var containsContainer: Bool {
        switch self {
        case .navigationStack, .tabView: true
        default: children.contains { $0.containsContainer }
        }
    }
}
