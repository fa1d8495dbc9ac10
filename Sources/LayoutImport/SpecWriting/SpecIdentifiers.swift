@_spi(Internals) import LayoutEngine

/// Ids a spec file can name. A spec anchor is `id.attribute`, so an id with a dot, an empty id,
/// an id spelled like a legacy layout guide or an id used twice would not read back; such ids get
/// new names (dots become dashes, a repeat gets `-2`, `-3`, …), and constraints follow the first
/// view or guide of each old name, as the reader of the original file did.
struct SpecIdentifiers {
    private var used: Set<String> = []
    private var renamed: [String: String] = [:]

    /// `document` with every id one a spec file can name.
    static func expressible(_ document: ScreenDocument) -> ScreenDocument {
        var identifiers = SpecIdentifiers()
        var rewritten = document
        rewritten.root = document.root.rewritingViews { view in
            view.id = view.id.map { identifiers.name(for: $0) }
            view.layoutGuides = view.layoutGuides.map { identifiers.name(for: $0) }
        }
        guard identifiers.renamed.contains(where: { $0.key != $0.value }) else { return document }
        rewritten.root = rewritten.root.rewritingViews { view in
            for index in view.constraints.indices {
                view.constraints[index].first = identifiers.renaming(view.constraints[index].first)
                view.constraints[index].second = view.constraints[index].second.map { identifiers.renaming($0) }
            }
        }
        return rewritten
    }

    /// The name the spec gives the next view or guide called `id`.
    private mutating func name(for id: String) -> String {
        let reserved = ["topLayoutGuide", "bottomLayoutGuide"]
        var base = id.replacingOccurrences(of: ".", with: "-")
        if base.isEmpty || reserved.contains(base) { base = "view\(base.isEmpty ? "" : "-\(base)")" }
        var name = base
        var count = 1
        while used.contains(name) {
            count += 1
            name = "\(base)-\(count)"
        }
        used.insert(name)
        if renamed[id] == nil { renamed[id] = name }
        return name
    }

    /// `anchor` naming its item by the spec's name.
    private func renaming(_ anchor: Anchor) -> Anchor {
        var anchor = anchor
        switch anchor.item {
        case .view(let id): anchor.item = .view(renamed[id] ?? id)
        case .safeArea(let id): anchor.item = .safeArea(of: renamed[id] ?? id)
        case .layoutMargins(let id): anchor.item = .layoutMargins(of: renamed[id] ?? id)
        case .readableContent(let id): anchor.item = .readableContent(of: renamed[id] ?? id)
        case .region(let region, let id): anchor.item = .region(region, of: renamed[id] ?? id)
        case .guide(let id): anchor.item = .guide(renamed[id] ?? id)
        case .topLayoutGuide, .bottomLayoutGuide: break
        }
        return anchor
    }
}
