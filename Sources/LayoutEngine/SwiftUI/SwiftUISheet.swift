/// What `sheet(isPresented:content:)` and `fullScreenCover(isPresented:content:)` present.
package struct SwiftUISheet: Hashable, Sendable {
    /// How the content is presented.
    package enum Style: String, Hashable, Sendable, CaseIterable {
        /// `sheet`: a page sheet, at its content's lowest `presentationDetents`.
        case sheet
        /// `fullScreenCover`: the whole screen.
        case fullScreenCover
    }

    /// How the content is presented.
    package var style: Style
    /// Whether it is presented: the value of its `isPresented` binding when the screen is shown.
    package var isPresented: Bool
    /// The view presented.
    package var content: SwiftUIView

    /// `content`, presented as `style` when `isPresented`.
    package init(_ style: Style = .sheet, isPresented: Bool, content: SwiftUIView) {
        self.style = style
        self.isPresented = isPresented
        self.content = content
    }
}

extension SwiftUIView {
    /// The first sheet or cover the view or a view in it presents, in the order they are written.
    var presentedSheet: SwiftUISheet? {
        if case .modified(let content, .sheet(let sheet)) = self {
            return sheet.isPresented ? sheet : content.presentedSheet
        }
        return children.lazy.compactMap(\.presentedSheet).first
    }

    /// The lowest of the detents the view's `presentationDetents` give; nil for the large one.
    var lowestDetent: SheetDetent? {
        guard case .modified(let content, let modifier) = self else { return nil }
        guard case .presentationDetents(let detents) = modifier else { return content.lowestDetent }
        return detents.min { $0.height(largest: 1) < $1.height(largest: 1) }
    }
}

extension ViewController {
    /// The controllers whose views may present a sheet: those on screen, and every column of a
    /// split view, any of which may be on screen.
    fileprivate var presentingChain: [ViewController] {
        if case .split(let split) = content { return [self] + split.viewControllers.flatMap(\.visibleChain) }
        return visibleChain
    }
}

extension ScreenDocument {
    /// The screen as it is shown: where a SwiftUI view on it presents a sheet or a cover, that
    /// sheet's content on top, as a page sheet at its lowest detent or full screen, and so on for
    /// a sheet it presents in turn (swiftui-layout.md S7). The view beneath is not shown.
    package var shown: ScreenDocument {
        guard capture == nil else { return self }
        let hosted = root.presentingChain.lazy.compactMap { controller -> SwiftUIView? in
            if case .view(let view) = controller.content { return view.hostedView }
            return nil
        }
        guard let sheet = hosted.compactMap(\.presentedSheet).first else { return self }
        var document = self
        document.root = sheet.content.hostingController()
        document.presentation = sheet.style == .sheet ? .pageSheet : .fullScreen
        document.sheetDetent = sheet.style == .sheet ? sheet.content.lowestDetent : nil
        document.preferredContentSize = nil
        return document.shown
    }
}
