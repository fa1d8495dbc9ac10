@_spi(Internals) import LayoutEngine
import SafeAreaDecoding

/// An item of a `List`'s or `Form`'s content: a `Section`, or a row.
struct DecodedSwiftUIListItem: Decodable {
    /// A section, or nil for rows.
    let section: SwiftUISection?
    /// The rows, when the item is a row or a group of them.
    let rows: [SwiftUIView]

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<DecodedSwiftUIView.Key>(decoder)
        guard try c.decodeIfPresent(String.self, .view) == "Section" else {
            section = nil
            rows = try DecodedSwiftUIView(from: decoder).views
            return
        }
        for key in DecodedSwiftUIView.Key.allCases
        where c.has(key) && ![.view, .header, .footer, .content, .comment].contains(key) {
            throw c.invalid(key, "a Section takes a header, a footer and its content, not \(key.rawValue)")
        }
        rows = []
        section = SwiftUISection(
            header: try Self.band(.header, c), footer: try Self.band(.footer, c),
            rows: (try c.decodeIfPresent([DecodedSwiftUIView].self, .content) ?? []).flatMap(\.views))
    }

    /// A header or a footer: a text, or any view.
    private static func band(_ key: DecodedSwiftUIView.Key, _ c: StrictContainer<DecodedSwiftUIView.Key>) throws -> SwiftUIView? {
        if let text = try? c.decodeIfPresent(String.self, key) { return .text(text) }
        return try c.decodeIfPresent(DecodedSwiftUIView.self, key)?.view
    }

    /// The sections `items` make: each `Section`, and each run of rows outside one as a section
    /// of its own.
    static func sections(of items: [DecodedSwiftUIListItem]) -> [SwiftUISection] {
        var sections: [SwiftUISection] = []
        var loose: [SwiftUIView] = []
        for item in items {
            guard let section = item.section else {
                loose += item.rows
                continue
            }
            if !loose.isEmpty { sections.append(SwiftUISection(rows: loose)) }
            loose = []
            sections.append(section)
        }
        if !loose.isEmpty { sections.append(SwiftUISection(rows: loose)) }
        return sections
    }
}

/// An item of a `Grid`'s content: a `GridRow` of cells, or views that span every column.
struct DecodedSwiftUIGridItem: Decodable {
    /// The rows the item makes.
    let rows: [SwiftUIGrid.Row]

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<DecodedSwiftUIView.Key>(decoder)
        guard try c.decodeIfPresent(String.self, .view) == "GridRow" else {
            rows = try DecodedSwiftUIView(from: decoder).views.map(SwiftUIGrid.Row.spanning)
            return
        }
        for key in DecodedSwiftUIView.Key.allCases where c.has(key) && ![.view, .content, .comment].contains(key) {
            throw c.invalid(key, "a GridRow takes its content, not \(key.rawValue)")
        }
        rows = [.cells((try c.decodeIfPresent([DecodedSwiftUIView].self, .content) ?? []).flatMap(\.views))]
    }
}
