@_spi(Internals) import LayoutEngine
import SafeAreaSupport

/// How large a screen the toolkit lays out, audits and draws. Every screen a file yields is held
/// to these before any of that work, so that a file within the readers' own limits still cannot
/// ask the solver or the renderer for hours.
package struct ScreenLimits: Sendable {
    /// The most views in one screen, the views of every controller it contains or embeds included.
    package var mostViews = 10_000
    /// The most constraints in one screen.
    package var mostConstraints = 50_000
    /// The most characters in one text: a label's text, a title, a placeholder, a segment.
    package var longestText = 10_000
    /// The deepest a SwiftUI view may be nested, each modifier a level: SwiftUI's layout is
    /// recursive.
    package var deepestSwiftUIView = 256

    /// The default limits.
    package init() {}

    /// Checks every screen read from `file`.
    package func check(_ screens: ScreenFileContents, file: String) throws(FileError) {
        for document in screens.documents { try check(document, file: file) }
    }

    /// Checks `document`, read from `file`.
    package func check(_ document: ScreenDocument, file: String) throws(FileError) {
        var tally = Tally(limits: self, file: file, screen: document.name)
        if let capture = document.capture {
            try tally.count(capture.root)
        } else {
            try tally.count(document.root)
        }
        guard tally.constraints <= mostConstraints else {
            throw FileError(
                file: file,
                problem:
                    "the screen '\(document.name)' has \(tally.constraints) constraints; at most \(mostConstraints) are laid out",
                kind: .tooLarge)
        }
    }

    /// The views and constraints counted so far; each text is checked as it is met.
    private struct Tally {
        let limits: ScreenLimits
        let file: String
        let screen: String
        var views = 0
        var constraints = 0

        mutating func count(_ controller: ViewController) throws(FileError) {
            let items = controller.navigationItem.leftItems + controller.navigationItem.rightItems + controller.toolbarItems
            for text in [controller.title, controller.navigationItem.title] + items.map({ Optional($0.title) }) {
                try check(text, at: nil)
            }
            try check(controller.tabBarItem?.title, at: nil)
            switch controller.content {
            case .view(let view):
                try count(view)
            case .navigation(let navigation):
                for child in navigation.viewControllers { try count(child) }
            case .tabBar(let tabs):
                try check(tabs.bottomAccessory?.title, at: nil)
                for child in tabs.viewControllers { try count(child) }
            case .split(let split):
                for child in split.viewControllers { try count(child) }
            }
        }

        mutating func count(_ view: ViewNode) throws(FileError) {
            try countView(view.attributes, at: view.source)
            constraints += view.constraints.count
            for subview in view.subviews { try count(subview) }
            if let embedded = view.embeddedController { try count(embedded) }
            if let hosted = view.hostedView { try count(hosted, at: view.source) }
        }

        /// A SwiftUI view tree: each view and each modifier's view counts as a view, and no view
        /// is nested deeper than `deepestSwiftUIView`, modifiers counted (not the places views are
        /// written).
        mutating func count(_ view: SwiftUIView, at source: DocumentLocation?) throws(FileError) {
            var pending = [(view, 1)]
            while let (next, depth) = pending.popLast() {
                guard depth <= limits.deepestSwiftUIView else {
                    throw FileError(
                        file: file, position: source?.position,
                        problem:
                            "the screen '\(screen)' nests SwiftUI views and modifiers more than \(limits.deepestSwiftUIView) deep; it is refused",
                        kind: .tooLarge)
                }
                // The place a view is written wraps it without nesting it deeper.
                var inner = depth + 1
                if case .modified(_, .source) = next { inner = depth }
                pending += next.children.map { ($0, inner) }
                var attributes = ViewAttributes(kind: .view)
                switch next {
                case .text(let text), .label(let text, _), .toggle(let text, _): attributes.text = text
                case .textField(let placeholder, _): attributes.placeholder = placeholder
                case .stepper(let title): attributes.text = title
                case .picker(let picker):
                    for option in picker.options { try check(option, at: source) }
                    attributes.text = picker.title
                case .slider, .progressView, .geometryReader: break
                case .navigationStack, .scrollView, .tabView, .splitView: continue
                case .modified(_, .navigationTitle(let title)):
                    try check(title, at: source)
                    continue
                case .modified(_, .toolbar(let items)):
                    for item in items { try check(item.title, at: source) }
                    continue
                case .modified(_, .tabItem(let item)):
                    try check(item.title, at: source)
                    continue
                case .modified: continue
                case .stack, .grid, .color, .shape, .spacer, .divider, .image, .button, .navigationLink, .list: break
                }
                try countView(attributes, at: source)
            }
        }

        mutating func count(_ view: ResolvedView) throws(FileError) {
            try countView(view.attributes, at: view.source)
            for subview in view.subviews { try count(subview) }
        }

        private mutating func countView(_ attributes: ViewAttributes, at source: DocumentLocation?) throws(FileError) {
            views += 1
            // Counting stops at the first view past the limit: a tree of millions is not walked.
            guard views <= limits.mostViews else {
                throw FileError(
                    file: file, problem: "the screen '\(screen)' has more than \(limits.mostViews) views; it is refused",
                    kind: .tooLarge)
            }
            for text in [attributes.text, attributes.placeholder] + attributes.segments.map(Optional.some) {
                try check(text, at: source)
            }
        }

        private func check(_ text: String?, at source: DocumentLocation?) throws(FileError) {
            guard let text, text.utf8.count > limits.longestText, text.count > limits.longestText else { return }
            throw FileError(
                file: file, position: source?.position,
                problem: "a text of \(text.count) characters (\"\(text.prefix(20))…\"); at most \(limits.longestText) are drawn",
                kind: .tooLarge)
        }
    }
}
