@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import SafeAreaDecoding

/// Reads one controller's view tree: each view element becomes a ``ViewNode`` with its frame,
/// autoresizing, margins, intrinsic size and container options, while the ids its constraints may
/// name are gathered in ``items``. Constraints are attached afterwards by ``IBConstraintReader``.
struct IBViewReader {
    var context: IBContext
    /// The ids the tree defines.
    private(set) var items = IBItemTable()
    /// The controllers container views embed: the container view's id and the controller's id.
    private(set) var embeds: [String: String] = [:]
    /// The ids the default size class leaves out (`<variation key="default">` excludes).
    let excluded: Set<String>

    init(context: IBContext, excluded: Set<String>) {
        self.context = context
        self.excluded = excluded
    }

    /// The view `element` stands for, or nil when the default size class leaves it out.
    mutating func view(_ element: XMLTree, in parentKind: ViewKind? = nil) -> ViewNode? {
        let id = element["id"] ?? "line-\(element.line)"
        guard !excluded.contains(id) else { return nil }
        let known = IBViewKinds.kind(of: element.name)
        if known == nil { context.note(element, "not a view element this reader knows; read as a plain view of its frame") }
        let kind = known ?? .view
        items.addView(id)
        let attributes = IBViewAttributes.read(element, kind: kind, resources: context.resources)
        var node = ViewNode(
            id: id, attributes: attributes, frame: frame(of: element),
            autoresizingMask: Self.autoresizingMask(element),
            // A fixed frame is one Xcode pins with generated constraints at build time: the view
            // keeps its design frame, as its autoresizing mask would keep it.
            translatesAutoresizingMaskIntoConstraints: element.flag("fixedFrame") == true
                || element.flag("translatesAutoresizingMaskIntoConstraints") ?? true,
            layout: layoutOptions(element, attributes: attributes), source: context.location(of: element))
        if (kind == .tableViewCell && parentKind == .tableView) || (kind == .collectionViewCell && parentKind == .collectionView)
        {
            node.translatesAutoresizingMaskIntoConstraints = false
        }
        readGuides(of: element, owner: id)
        node.subviews = subviews(of: element, kind: kind)
        if let content = element.child(key: "contentView") {
            items.add(content["id"] ?? id, means: .view(id))
            readGuides(of: content, owner: id)
            node.subviews += subviews(of: content, kind: kind)
            items.addConstraints(content.child(named: "constraints")?.children(named: "constraint") ?? [], owner: id)
        }
        node.subviews += cells(of: element, kind: kind) + barItems(of: element, kind: kind, frame: node.frame)
        items.addConstraints(element.child(named: "constraints")?.children(named: "constraint") ?? [], owner: id)
        if kind == .stackView { node.stack = Self.stackOptions(element) }
        if kind.isScrollView { node.scroll = Self.scrollOptions(element) }
        if kind == .tableView { node.table = Self.tableOptions(element) }
        if kind == .collectionView { node.flowLayout = flowLayout(element) }
        for segue in element.child(named: "connections")?.children(named: "segue") ?? [] where segue["kind"] == "embed" {
            if let destination = segue["destination"] { embeds[id] = destination }
        }
        return node
    }

    // MARK: Children

    private mutating func subviews(of element: XMLTree, kind: ViewKind) -> [ViewNode] {
        (element.child(named: "subviews")?.children ?? []).compactMap { view($0, in: kind) }
    }

    /// A table's header, prototype and static cells and footer, or a collection's cells, in order.
    /// A table's header and footer views are read as rows, which is where UIKit places them.
    private mutating func cells(of element: XMLTree, kind: ViewKind) -> [ViewNode] {
        switch kind {
        case .tableView:
            let header = element.child(key: "tableHeaderView").map { [$0] } ?? []
            let footer = element.child(key: "tableFooterView").map { [$0] } ?? []
            let prototypes = element.child(named: "prototypes")?.children ?? []
            let sections = element.child(named: "sections")?.children(named: "tableViewSection") ?? []
            let statics = sections.flatMap { $0.child(named: "cells")?.children ?? [] }
            return (header + prototypes + statics + footer).compactMap { row in
                guard var node = view(row, in: .tableView) else { return nil }
                if node.attributes.kind != .tableViewCell {
                    node.attributes.kind = .tableViewCell
                    node.translatesAutoresizingMaskIntoConstraints = false
                }
                return node
            }
        case .collectionView:
            return (element.child(named: "cells")?.children ?? []).compactMap { view($0, in: .collectionView) }
        default:
            return []
        }
    }

    /// The items of a toolbar or of a navigation bar that is not a navigation controller's, as
    /// views across the bar: leading items from the left, trailing ones from the right, and a
    /// flexible space pushing what follows it to the right.
    private mutating func barItems(of element: XMLTree, kind: ViewKind, frame: Rect) -> [ViewNode] {
        guard kind == .toolbar || kind == .navigationBar, let list = element.child(named: "items") else { return [] }
        let entries: [IBBarLayout.Entry]
        if kind == .toolbar {
            entries = list.children(named: "barButtonItem").map(IBBarLayout.Entry.init)
        } else {
            let item = list.child(named: "navigationItem")
            let leading = IBBarItems.leftItems(of: item).map(IBBarLayout.Entry.item)
            let trailing = IBBarItems.rightItems(of: item).reversed().map(IBBarLayout.Entry.item)
            entries = leading + [.flexibleSpace] + trailing
        }
        return IBBarLayout(entries: entries, barFrame: frame).nodes(barID: element["id"], context: context)
    }

    // MARK: Guides

    /// Records a controller's legacy `topLayoutGuide` and `bottomLayoutGuide`.
    mutating func addLegacyGuides(of controller: XMLTree) {
        for guide in controller.child(named: "layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
            guard let id = guide["id"] else { continue }
            switch guide["type"] {
            case "top": items.add(id, means: .topLayoutGuide)
            case "bottom": items.add(id, means: .bottomLayoutGuide)
            default: context.note(guide, "a legacy layout guide is top or bottom; constraints to it are dropped")
            }
        }
    }

    private mutating func readGuides(of element: XMLTree, owner: String) {
        for guide in element.children(named: "viewLayoutGuide") {
            guard let id = guide["id"] else { continue }
            switch guide["key"] {
            case "safeArea": items.add(id, means: .safeArea(of: owner))
            case "readableContent": items.add(id, means: .readableContent(of: owner))
            case "layoutMargins": items.add(id, means: .layoutMargins(of: owner))
            case "contentLayoutGuide", "frameLayoutGuide": items.add(id, means: .view(owner))
            default: context.note(guide, "a layout guide this reader does not know; constraints to it are dropped")
            }
        }
    }

    // MARK: Values

    private mutating func frame(of element: XMLTree) -> Rect {
        if let frame = element.rect(key: "frame") { return frame }
        if element.child(key: "frame", named: "rect") != nil {
            context.note(element, "its frame is not four finite numbers within ±100,000 with a non-negative size; read as empty")
        }
        return .zero
    }

    private static func autoresizingMask(_ element: XMLTree) -> AutoresizingMask {
        guard let mask = element.child(key: "autoresizingMask", named: "autoresizingMask") else { return [] }
        let options: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        return AutoresizingMask(options.filter { mask.flag($0.0) == true }.map(\.1))
    }

    private func layoutOptions(_ element: XMLTree, attributes: ViewAttributes) -> ViewLayoutOptions {
        var layout = ViewLayoutOptions()
        if let directional = element.insets(key: "directionalLayoutMargins") {
            layout.directionalLayoutMargins = directional
        } else if let physical = element.insets(key: "layoutMargins") {
            layout.directionalLayoutMargins = physical
            layout.layoutMarginsArePhysical = true
        }
        layout.insetsLayoutMarginsFromSafeArea = element.flag("insetsLayoutMarginsFromSafeArea") ?? true
        layout.semanticContentAttribute =
            element["semanticContentAttribute"].flatMap(SemanticContentAttribute.init(rawValue:)) ?? .unspecified
        layout.preservesSuperviewLayoutMargins =
            element.flag("preservesSuperviewLayoutMargins") ?? attributes.kind.preservesSuperviewLayoutMarginsByDefault
        func priority(_ name: String, _ fallback: LayoutPriority) -> LayoutPriority {
            element.number(name).map { LayoutPriority(min(1000, max(1, $0))) } ?? fallback
        }
        layout.contentHugging = AxisPriorities(
            horizontal: priority("horizontalHuggingPriority", .defaultLow),
            vertical: priority("verticalHuggingPriority", .defaultLow))
        layout.compressionResistance = AxisPriorities(
            horizontal: priority("horizontalCompressionResistancePriority", .defaultHigh),
            vertical: priority("verticalCompressionResistancePriority", .defaultHigh))
        layout.intrinsicContentSize = IBIntrinsicSize.size(of: element, attributes: attributes, resources: context.resources)
        return layout
    }

    private static func stackOptions(_ element: XMLTree) -> StackOptions {
        var options = StackOptions()
        options.axis = element["axis"].flatMap(StackOptions.Axis.init(rawValue:)) ?? .horizontal
        options.distribution = element["distribution"].flatMap(StackOptions.Distribution.init(rawValue:)) ?? .fill
        options.alignment = element["alignment"].flatMap(StackOptions.Alignment.init(rawValue:)) ?? .fill
        options.spacing = element.length("spacing") ?? 0
        options.isLayoutMarginsRelativeArrangement = element.flag("layoutMarginsRelativeArrangement") ?? false
        return options
    }

    private static func scrollOptions(_ element: XMLTree) -> ScrollOptions {
        var options = ScrollOptions()
        options.contentInset = element.insets(key: "contentInset") ?? .zero
        options.contentInsetAdjustmentBehavior =
            element["contentInsetAdjustmentBehavior"].flatMap(ScrollOptions.AdjustmentBehavior.init(rawValue:)) ?? .automatic
        options.isScrollEnabled = element.flag("scrollEnabled") ?? true
        options.alwaysBounceVertical = element.flag("alwaysBounceVertical") ?? false
        options.alwaysBounceHorizontal = element.flag("alwaysBounceHorizontal") ?? false
        return options
    }

    private static func tableOptions(_ element: XMLTree) -> TableOptions {
        var options = TableOptions()
        options.insetsContentViewsToSafeArea = element.flag("insetsContentViewsToSafeArea") ?? true
        // Interface Builder writes "Automatic" as -1, and leaves out its old default, 44.
        let height = element.length("rowHeight") ?? 44
        options.rowHeight = height > 0 ? height : nil
        return options
    }

    private mutating func flowLayout(_ element: XMLTree) -> FlowLayoutOptions {
        var options = FlowLayoutOptions()
        guard let layout = element.child(key: "collectionViewLayout") else { return options }
        guard layout.name == "collectionViewFlowLayout" else {
            context.note(layout, "only flow layouts are modelled; the cells are placed by a vertical flow layout")
            return options
        }
        if layout["scrollDirection"] == "horizontal" {
            context.note(layout, "horizontal flow layouts are not modelled; the cells are placed vertically")
        }
        if let size = layout.size(key: "itemSize") { options.itemSize = size }
        options.minimumLineSpacing = layout.length("minimumLineSpacing").map { max(0, $0) } ?? options.minimumLineSpacing
        options.minimumInteritemSpacing =
            layout.length("minimumInteritemSpacing").map { max(0, $0) } ?? options.minimumInteritemSpacing
        options.sectionInset = layout.insets(key: "sectionInset") ?? .zero
        switch layout["sectionInsetReference"] {
        case "safeArea": options.sectionInsetReference = .fromSafeArea
        case "layoutMargins": options.sectionInsetReference = .fromLayoutMargins
        default: options.sectionInsetReference = .fromContentInset
        }
        return options
    }
}
