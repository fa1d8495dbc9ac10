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
    /// `Section(header:)` or `Section(_ title:)`: the view above the rows, a text most often,
    /// shown in the header's style.
    package var header: SwiftUIView?
    /// `Section(footer:)`: the view below the rows, shown in the footer's style.
    package var footer: SwiftUIView?
    /// The rows, each one view (a stack for more).
    package var rows: [SwiftUIView]

    /// A section of `rows`, with a header and a footer where given.
    package init(header: SwiftUIView? = nil, footer: SwiftUIView? = nil, rows: [SwiftUIView]) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }
}

/// A `Picker`: its title, its options, the one selected, and its style.
package struct SwiftUIPicker: Hashable, Sendable {
    /// `pickerStyle(_:)`.
    package enum Style: String, Hashable, Sendable, CaseIterable {
        /// The platform's choice: a menu.
        case automatic
        /// `.menu`: a button showing the selected option; in a list row, the title leading and
        /// the option trailing.
        case menu
        /// `.segmented`: UIKit's segmented control across the width offered.
        case segmented
        /// `.wheel`: UIKit's picker wheel.
        case wheel
        /// `.inline`: in a list, a row for each option, the selected one checked; elsewhere, a
        /// wheel.
        case inline
        /// `.navigationLink`: a link showing the title and the selected option, which opens a
        /// list of the options.
        case navigationLink
    }

    /// The title.
    package var title: String
    /// The options, first to last.
    package var options: [String]
    /// Which option is selected.
    package var selectedIndex: Int
    /// The style.
    package var style: Style

    /// A picker titled `title` of `options`, the `selectedIndex`th selected, in `style`.
    package init(_ title: String, options: [String], selectedIndex: Int = 0, style: Style = .automatic) {
        self.title = title
        self.options = options
        self.selectedIndex = selectedIndex
        self.style = style
    }

    /// The selected option's text, or none.
    package var selection: String { options.indices.contains(selectedIndex) ? options[selectedIndex] : "" }

    /// The rows an inline picker stands for in a list: a button for each option, its text leading
    /// and, on the selected one, a checkmark trailing (S6).
    var optionRows: [SwiftUIView] {
        options.indices.map { index in
            let text = SwiftUIView.modified(.text(options[index]), .foregroundColor(.label))
            let check: [SwiftUIView] = index == selectedIndex ? [.image(SwiftUIImage(.symbol("checkmark")))] : []
            return .button(
                .stack(SwiftUIStack(.horizontal, children: [text, .spacer(minLength: nil)] + check)), style: .automatic)
        }
    }

    /// The link a `.navigationLink` picker is: its title leading, the selected option trailing in
    /// the secondary colour (S6).
    var link: SwiftUIView {
        let value = SwiftUIView.modified(.text(selection), .foregroundColor(.secondaryLabel))
        return .navigationLink(.stack(SwiftUIStack(.horizontal, children: [.text(title), .spacer(minLength: nil), value])))
    }
}

extension SwiftUISection {
    /// The rows as a list lays them out: an inline picker stands for a row for each option.
    var laidOutRows: [SwiftUIView] { rows.flatMap(\.rowsInList) }
}

extension SwiftUIView {
    /// The rows the view stands for in a list: an inline picker's options, each with the
    /// picker's modifiers, or the view itself.
    fileprivate var rowsInList: [SwiftUIView] {
        switch self {
        case .picker(let picker) where picker.style == .inline: picker.optionRows
        case .modified(let content, let modifier): content.rowsInList.map { .modified($0, modifier) }
        default: [self]
        }
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

/// A `Grid`: rows of cells in columns, each column as wide as its widest cell and each row as tall
/// as its tallest; a view outside a `GridRow` spans every column.
package struct SwiftUIGrid: Hashable, Sendable {
    /// A row of the grid.
    package enum Row: Hashable, Sendable {
        /// `GridRow`: one cell a column.
        case cells([SwiftUIView])
        /// A view outside a `GridRow`, across every column.
        case spanning(SwiftUIView)
    }

    /// Where cells sit in their column and row.
    package var alignment: SwiftUIAlignment
    /// The space between columns and between rows; nil is the system's spacing.
    package var horizontalSpacing: Double?
    /// See `horizontalSpacing`.
    package var verticalSpacing: Double?
    /// The rows, first to last.
    package var rows: [Row]

    /// A grid of `rows`.
    package init(
        alignment: SwiftUIAlignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, rows: [Row]
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.rows = rows
    }

    /// The views of a row, in its columns.
    var cells: [[SwiftUIView]] {
        rows.map { row in
            switch row {
            case .cells(let cells): cells
            case .spanning(let view): [view]
            }
        }
    }
}
