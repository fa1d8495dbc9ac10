extension ViewController {
    /// This controller with `transform` applied to every view of its tree, in document order: each
    /// view before its subviews, and the views of contained and embedded controllers too.
    package func rewritingViews(_ transform: (inout ViewNode) throws -> Void) rethrows -> ViewController {
        var controller = self
        switch content {
        case .view(let view):
            controller.content = .view(try view.rewritingViews(transform))
        case .navigation(var navigation):
            navigation.viewControllers = try navigation.viewControllers.map { try $0.rewritingViews(transform) }
            controller.content = .navigation(navigation)
        case .tabBar(var tabs):
            tabs.viewControllers = try tabs.viewControllers.map { try $0.rewritingViews(transform) }
            controller.content = .tabBar(tabs)
        case .split(var split):
            split.viewControllers = try split.viewControllers.map { try $0.rewritingViews(transform) }
            controller.content = .split(split)
        }
        return controller
    }

    /// How many views the controller's tree holds, with those of contained and embedded
    /// controllers.
    package var viewCount: Int {
        switch content {
        case .view(let view): view.viewCount
        case .navigation(let navigation): navigation.viewControllers.reduce(0) { $0 + $1.viewCount }
        case .tabBar(let tabs): tabs.viewControllers.reduce(0) { $0 + $1.viewCount }
        case .split(let split): split.viewControllers.reduce(0) { $0 + $1.viewCount }
        }
    }
}

extension ViewNode {
    /// This view and every view below it, counted, with those of an embedded controller.
    package var viewCount: Int {
        1 + subviews.reduce(0) { $0 + $1.viewCount } + (embeddedController?.viewCount ?? 0)
    }

    /// This view and every view below it with `transform` applied, each view before its subviews
    /// and the views of an embedded controller after them.
    package func rewritingViews(_ transform: (inout ViewNode) throws -> Void) rethrows -> ViewNode {
        var node = self
        try transform(&node)
        node.subviews = try node.subviews.map { try $0.rewritingViews(transform) }
        node.embeddedController = try node.embeddedController?.rewritingViews(transform)
        return node
    }
}

extension ScreenDocument {
    /// The document without the places its views and constraints were written, which differ
    /// between a Swift file, a spec file and an Interface Builder file that say the same thing.
    package var withoutSources: ScreenDocument {
        var copy = self
        copy.root = root.rewritingViews { view in
            view.source = nil
            for index in view.constraints.indices { view.constraints[index].source = nil }
            view.hostedView = view.hostedView?.withoutSources
        }
        copy.swiftUIView = swiftUIView?.withoutSources
        return copy
    }
}

extension SwiftUIView {
    /// The view without the places its views were written.
    package var withoutSources: SwiftUIView {
        rewritten { view in
            if case .modified(let content, .source) = view { return content }
            return view
        }
    }
}
