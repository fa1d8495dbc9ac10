/// A `List` or a `Form`: its rows in sections. Rows written outside any `Section` make a section
/// of their own.
package struct SwiftUIList: Hashable, Sendable {
    /// Whether it is a `Form`, which is grouped whatever `listStyle` says.
    package var isForm: Bool
    /// The sections, first to last.
    package var sections: [SwiftUISection]

    /// A list, or a form, of `sections`.
    package init(isForm: Bool = false, sections: [SwiftUISection]) {
        self.isForm = isForm
        self.sections = sections
    }
}

/// A `Section` of a list: a header, rows and a footer.
package struct SwiftUISection: Hashable, Sendable {
    /// `Section(header:)` or `Section(_ title:)`: the text above the rows.
    package var header: String?
    /// `Section(footer:)`: the text below the rows.
    package var footer: String?
    /// The rows, each one view (a stack for more).
    package var rows: [SwiftUIView]

    /// A section of `rows`, with a header and a footer where given.
    package init(header: String? = nil, footer: String? = nil, rows: [SwiftUIView]) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }
}

/// `listStyle(_:)`.
package enum SwiftUIListStyle: String, Hashable, Sendable, CaseIterable {
    /// The platform's choice: inset grouped on iPhone and iPad from iOS 14 (S9).
    case automatic
    /// `.plain`: rows from edge to edge, separated by inset lines.
    case plain
    /// `.grouped`: sections on grey, from edge to edge.
    case grouped
    /// `.insetGrouped`: each section a rounded card within the margins.
    case insetGrouped
}
