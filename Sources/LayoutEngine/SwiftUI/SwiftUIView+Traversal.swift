import DeviceGeometry

extension SwiftUIView {
    /// The views directly inside this one: a stack's, a scroll view's, a list's rows or a
    /// container's, a button's or a link's label, the view a modifier wraps, and a background's,
    /// an overlay's or a safe-area inset's view.
    package var children: [SwiftUIView] {
        switch self {
        case .stack(let stack): stack.children
        case .grid(let grid): grid.cells.flatMap { $0 }
        case .scrollView(_, let content), .navigationStack(let content), .button(let content, _),
            .navigationLink(let content), .geometryReader(let content):
            [content]
        case .list(let list): list.sections.flatMap { [$0.header].compactMap { $0 } + $0.rows + [$0.footer].compactMap { $0 } }
        case .tabView(let tabs): tabs
        case .splitView(let split): split.columns
        case .modified(let content, .background(let extra)), .modified(let content, .overlay(let extra)): [content, extra]
        case .modified(let content, .safeAreaInset(let inset)): [content, inset.content]
        case .modified(let content, .listRowBackground(let extra)): [content, extra]
        case .modified(let content, .sheet(let sheet)): [content, sheet.content]
        case .modified(let content, _): [content]
        case .text, .color, .shape, .spacer, .divider, .image, .label, .toggle, .textField, .slider, .stepper, .progressView,
            .picker:
            []
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
        case .grid(var grid):
            grid.rows = grid.rows.map { row in
                switch row {
                case .cells(let cells): .cells(cells.map { $0.rewritten(transform) })
                case .spanning(let view): .spanning(view.rewritten(transform))
                }
            }
            view = .grid(grid)
        case .scrollView(let axis, let content): view = .scrollView(axis, content.rewritten(transform))
        case .navigationStack(let root): view = .navigationStack(root.rewritten(transform))
        case .button(let label, let style): view = .button(label.rewritten(transform), style: style)
        case .navigationLink(let label): view = .navigationLink(label.rewritten(transform))
        case .geometryReader(let content): view = .geometryReader(content.rewritten(transform))
        case .list(var list):
            for index in list.sections.indices {
                list.sections[index].header = list.sections[index].header?.rewritten(transform)
                list.sections[index].rows = list.sections[index].rows.map { $0.rewritten(transform) }
                list.sections[index].footer = list.sections[index].footer?.rewritten(transform)
            }
            view = .list(list)
        case .tabView(let tabs): view = .tabView(tabs.map { $0.rewritten(transform) })
        case .splitView(var split):
            split.sidebar = split.sidebar.rewritten(transform)
            split.content = split.content?.rewritten(transform)
            split.detail = split.detail.rewritten(transform)
            view = .splitView(split)
        case .modified(let content, .background(let extra)):
            view = .modified(content.rewritten(transform), .background(extra.rewritten(transform)))
        case .modified(let content, .overlay(let extra)):
            view = .modified(content.rewritten(transform), .overlay(extra.rewritten(transform)))
        case .modified(let content, .listRowBackground(let extra)):
            view = .modified(content.rewritten(transform), .listRowBackground(extra.rewritten(transform)))
        case .modified(let content, .safeAreaInset(var inset)):
            inset.content = inset.content.rewritten(transform)
            view = .modified(content.rewritten(transform), .safeAreaInset(inset))
        case .modified(let content, .sheet(var sheet)):
            sheet.content = sheet.content.rewritten(transform)
            view = .modified(content.rewritten(transform), .sheet(sheet))
        case .modified(let content, let modifier): view = .modified(content.rewritten(transform), modifier)
        case .text, .color, .shape, .spacer, .divider, .image, .label, .toggle, .textField, .slider, .stepper, .progressView,
            .picker:
            view = self
        }
        return transform(view)
    }

    /// Whether a `NavigationStack` or `TabView` is the view or in it; a sheet's content, a screen
    /// root of its own, is not looked in.
    package var containsContainer: Bool {
        switch self {
        case .navigationStack, .tabView, .splitView: true
        case .modified(let content, .sheet): content.containsContainer
        default: children.contains { $0.containsContainer }
        }
    }
}

extension SwiftUIView {
    /// The row's own insets (`listRowInsets`), where its modifiers give them.
    var listRowInsets: EdgeInsets? {
        guard case .modified(let content, let modifier) = self else { return nil }
        if case .listRowInsets(let insets) = modifier { return insets }
        return content.listRowInsets
    }

    /// The row's own background (`listRowBackground`), where its modifiers give one.
    var listRowBackground: SwiftUIView? {
        guard case .modified(let content, let modifier) = self else { return nil }
        if case .listRowBackground(let background) = modifier { return background }
        return content.listRowBackground
    }
}

extension SwiftUIView {
    /// The view with its texts in capitals, as grouped lists showed section headers before iOS 26.
    var uppercased: SwiftUIView {
        rewritten { view in
            if case .text(let text) = view { return .text(text.uppercased()) }
            return view
        }
    }
}
