/// A `UISplitViewController` in the double- or triple-column style, as SwiftUI's
/// `NavigationSplitView` hosts its columns (swiftui-layout.md S7; uikit-semantics.md R2.17): at
/// regular width its columns side by side, at compact width one column, as a navigation stack
/// shows it.
package struct SplitViewController: Hashable, Sendable {
    /// A column, as `UISplitViewController.Column` names it.
    package enum Column: String, Hashable, Sendable, CaseIterable {
        /// The leading column: the sidebar.
        case primary
        /// The middle column of the triple-column style.
        case supplementary
        /// The trailing column: the detail.
        case secondary
    }

    /// The columns' controllers, leading first: the primary, the supplementary in the
    /// triple-column style, and the secondary.
    package var viewControllers: [ViewController]
    /// The column shown at compact width (`preferredCompactColumn`).
    package var preferredCompactColumn: Column

    /// A split view of `viewControllers`, leading first: two for the double-column style, three
    /// for the triple-column one.
    package init(_ viewControllers: [ViewController], preferredCompactColumn: Column = .primary) {
        self.viewControllers = viewControllers
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// The index in `viewControllers` of `column`: the secondary is the last; a supplementary
    /// column the style does not have is the secondary.
    package func index(of column: Column) -> Int {
        switch column {
        case .primary: 0
        case .supplementary where viewControllers.count > 2: 1
        case .supplementary, .secondary: max(0, viewControllers.count - 1)
        }
    }

    /// The controller shown at compact width.
    package var compactViewController: ViewController? {
        viewControllers.isEmpty ? nil : viewControllers[index(of: preferredCompactColumn)]
    }

    /// The columns shown at regular width, by index: in landscape the primary (or, in the
    /// triple-column style, the supplementary) beside the secondary; in portrait the secondary
    /// alone, as `UISplitViewController.DisplayMode.automatic` shows them.
    package func visibleColumns(isLandscape: Bool) -> [Int] {
        guard !viewControllers.isEmpty else { return [] }
        let secondary = viewControllers.count - 1
        guard isLandscape, secondary > 0 else { return [secondary] }
        return [secondary - 1, secondary]
    }
}
