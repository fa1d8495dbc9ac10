@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

/// A SwiftUI view in a spec file: `view` names its type as SwiftUI does (`VStack`, `Text`), the
/// keys its type takes give what its initialiser does, and `modifiers` lists the modifiers in the
/// order the source applies them.
struct DecodedSwiftUIView: Decodable {
    /// The views it stands for in its parent's content: itself, or a `Group`'s or `ForEach`'s
    /// views, each with the group's modifiers.
    let views: [SwiftUIView]

    /// The view, where one view is wanted: a group of several lays out as a `VStack` of them, as
    /// several views a body returns do.
    var view: SwiftUIView {
        views.count == 1 ? views[0] : .stack(SwiftUIStack(.vertical, children: views))
    }

    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case view, text, title, label, systemName, systemImage, name, size, resizable, color, cornerRadius, minLength,
            alignment, spacing, horizontalSpacing, verticalSpacing, content, header, footer, style, isOn, placeholder, value,
            options, selection, axis, count, sidebar, detail, preferredCompactColumn,
            modifiers, comment
    }

    /// The keys each view type takes besides `view`, `modifiers` and `comment`.
    static let keys: [String: Set<Key>] = [
        "Text": [.text], "Color": [.color], "Rectangle": [], "RoundedRectangle": [.cornerRadius], "Capsule": [],
        "Circle": [], "Spacer": [.minLength], "Divider": [], "VStack": [.alignment, .spacing, .content],
        "HStack": [.alignment, .spacing, .content], "LazyVStack": [.alignment, .spacing, .content],
        "LazyHStack": [.alignment, .spacing, .content], "ZStack": [.alignment, .content], "Button": [.title, .label, .style],
        "Toggle": [.title, .isOn], "TextField": [.placeholder], "SecureField": [.placeholder], "Slider": [.value],
        "Stepper": [.title], "ProgressView": [.value], "Picker": [.title, .options, .selection, .style],
        "GeometryReader": [.content], "Link": [.title], "NavigationView": [.content], "Group": [.content],
        "Tab": [.title, .systemImage, .content], "Grid": [.alignment, .horizontalSpacing, .verticalSpacing, .content],
        "GridRow": [.content],
        "ForEach": [.count, .content], "NavigationStack": [.content],
        "NavigationSplitView": [.sidebar, .content, .detail, .preferredCompactColumn],
        "ScrollView": [.axis, .content],
        "TabView": [.content], "Image": [.systemName, .name, .size, .resizable], "Label": [.title, .systemImage],
        "NavigationLink": [.title, .label], "List": [.content], "Form": [.content], "Section": [.header, .footer, .content],
    ]

    /// The longest side an asset image may have, in points: as long as a frame may be.
    static let longestImageSide = 100_000.0

    /// The most views a `Group` or `ForEach` may stand for, its repeats and nested groups counted.
    static let mostGroupedViews = 10_000

    /// The most modifiers one view may have: far more than a screen's source gives one view.
    static let mostModifiers = 64

    /// The alignments each stack takes, by their SwiftUI names.
    static let alignments: [SwiftUIStack.Axis: [String]] = [
        .vertical: ["leading", "center", "trailing"], .horizontal: ["top", "center", "bottom"],
        .depth: SwiftUIAlignment.named.keys.sorted(),
    ]

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        guard let type = try c.decodeIfPresent(String.self, .view) else { throw c.missing(.view) }
        guard let allowed = Self.keys[type] else {
            let known = Self.keys.keys.sorted()
            let hint = NameMatching.closest(to: type, among: known, limit: 1).first.map { "; did you mean '\($0)'?" }
            throw c.invalid(
                .view, "'\(type)' is not a SwiftUI view this reader knows\(hint ?? "; known: \(known.joined(separator: ", "))")")
        }
        for key in Key.allCases where c.has(key) && !allowed.contains(key) && ![.view, .modifiers, .comment].contains(key) {
            throw c.invalid(key, "a \(type) takes no \(key.rawValue)")
        }
        let modifiers = try c.decodeIfPresent([DecodedSwiftUIModifier].self, .modifiers) ?? []
        guard modifiers.count <= Self.mostModifiers else {
            throw c.invalid(.modifiers, "a view has at most \(Self.mostModifiers) modifiers; this one has \(modifiers.count)")
        }
        func modified(_ view: SwiftUIView) -> SwiftUIView {
            modifiers.reduce(view) { .modified($0, $1.modifier) }
        }
        guard type == "Group" || type == "ForEach" else {
            views = [modified(.modified(try Self.base(type, c), .source(decoder.sourceLocation)))]
            return
        }
        views = try Self.grouped(type, c).map(modified)
    }

    /// The views a `Group` or `ForEach` stands for: its content, `count` times for a `ForEach`.
    private static func grouped(_ type: String, _ c: StrictContainer<Key>) throws -> [SwiftUIView] {
        let content = (try c.decodeIfPresent([DecodedSwiftUIView].self, .content) ?? []).flatMap(\.views)
        let count = type == "ForEach" ? try c.decodeIfPresent(Int.self, .count) ?? 1 : 1
        guard (0...1_000).contains(count) else { throw c.invalid(.count, "a ForEach repeats 0 to 1000 times, not \(count)") }
        guard content.count * count <= mostGroupedViews else {
            throw c.invalid(
                .content, "a \(type) stands for at most \(mostGroupedViews) views; this one for \(content.count * count)")
        }
        return Array(repeating: content, count: count).flatMap { $0 }
    }

    /// The view `type` stands for, from its keys.
    private static func base(_ type: String, _ c: StrictContainer<Key>) throws -> SwiftUIView {
        switch type {
        case "Text": return .text(try c.decode(String.self, .text))
        case "Color": return .color(try c.decode(Color.self, .color))
        case "Rectangle": return .shape(.rectangle)
        case "RoundedRectangle":
            return .shape(.roundedRectangle(cornerRadius: try c.decodeNumber(.cornerRadius, minimum: 0, default: 0)))
        case "Capsule": return .shape(.capsule)
        case "Circle": return .shape(.circle)
        case "Spacer": return .spacer(minLength: try c.decodeNumberIfPresent(.minLength, minimum: 0))
        case "Divider": return .divider
        case "Button":
            return .button(try label(of: type, c), style: try c.decodeCase(SwiftUIButtonStyle.self, .style) ?? .automatic)
        case "NavigationLink": return .navigationLink(try label(of: type, c))
        case "Image": return .image(try image(c))
        case "Label":
            return .label(try c.decode(String.self, .title), icon: SwiftUIImage(.symbol(try c.decode(String.self, .systemImage))))
        case "List", "Form":
            let items = try c.decodeIfPresent([DecodedSwiftUIListItem].self, .content) ?? []
            return .list(SwiftUIList(isForm: type == "Form", sections: DecodedSwiftUIListItem.sections(of: items)))
        case "Section":
            throw c.invalid(.view, "a Section is a part of a List or Form, in its content")
        case "GridRow":
            throw c.invalid(.view, "a GridRow is a part of a Grid, in its content")
        case "Grid":
            var alignment = SwiftUIAlignment.center
            if let name = try c.decodeIfPresent(String.self, .alignment) {
                guard let named = SwiftUIAlignment.named[name] else {
                    throw c.invalid(
                        .alignment,
                        "a Grid aligns its cells \(SwiftUIAlignment.named.keys.sorted().joined(separator: ", ")), not '\(name)'")
                }
                alignment = named
            }
            return .grid(
                SwiftUIGrid(
                    alignment: alignment,
                    horizontalSpacing: try c.decodeNumberIfPresent(.horizontalSpacing, minimum: 0, maximum: 100_000),
                    verticalSpacing: try c.decodeNumberIfPresent(.verticalSpacing, minimum: 0, maximum: 100_000),
                    rows: (try c.decodeIfPresent([DecodedSwiftUIGridItem].self, .content) ?? []).flatMap(\.rows)))
        case "Toggle": return .toggle(try c.decode(String.self, .title), isOn: try c.decodeIfPresent(Bool.self, .isOn) ?? false)
        case "TextField", "SecureField":
            return .textField(
                placeholder: try c.decodeIfPresent(String.self, .placeholder) ?? "", isSecure: type == "SecureField")
        case "Slider": return .slider(value: try c.decodeNumber(.value, minimum: 0, maximum: 1, default: 0.5))
        case "Stepper": return .stepper(try c.decode(String.self, .title))
        case "ProgressView": return .progressView(value: try c.decodeNumberIfPresent(.value, minimum: 0, maximum: 1))
        case "Picker": return .picker(try picker(c))
        case "GeometryReader": return .geometryReader(try only(type, c))
        // iOS 18's `Tab` is its content with a `tabItem`, and is written back so.
        case "Tab":
            let item = BarItem(try c.decode(String.self, .title), image: try c.decodeIfPresent(String.self, .systemImage))
            return .modified(try only(type, c), .tabItem(item))
        // `Link` opens a URL as a borderless button does; it is written back as one.
        case "Link": return .button(.text(try c.decode(String.self, .title)), style: .automatic)
        case "ScrollView":
            let axis = try c.decodeIfPresent(String.self, .axis) ?? "vertical"
            guard axis == "vertical" || axis == "horizontal" else {
                throw c.invalid(.axis, "a ScrollView scrolls vertical or horizontal, not '\(axis)'")
            }
            return .scrollView(axis == "horizontal" ? .horizontal : .vertical, try only(type, c))
        // `NavigationView` is written back as the `NavigationStack` that replaced it.
        case "NavigationStack", "NavigationView":
            let root = try only(type, c)
            guard !root.containsContainer else {
                throw c.invalid(.content, "a NavigationStack is a screen's root or a tab's; this one holds another container")
            }
            return .navigationStack(root)
        case "NavigationSplitView": return .splitView(try splitView(c))
        case "TabView":
            let tabs = (try c.decodeIfPresent([DecodedSwiftUIView].self, .content) ?? []).flatMap(\.views)
            guard !tabs.isEmpty else { throw c.invalid(.content, "a TabView holds its tabs; this one has none") }
            // A tab may be a NavigationStack, as a tab of a tab bar controller may be a navigation controller.
            let nested = tabs.contains { tab in
                if case .navigationStack(let root) = tab.unwrapped { return root.containsContainer }
                return tab.containsContainer
            }
            guard !nested else {
                throw c.invalid(
                    .content,
                    "a TabView is a screen's root; its tabs hold no other TabView, and no NavigationStack but as the tab itself")
            }
            return .tabView(tabs)
        default: return .stack(try stack(type, c))
        }
    }

    /// The one view of a container's `content`, or of another key that holds one: the view, or a
    /// list of it.
    private static func only(_ type: String, _ c: StrictContainer<Key>, _ key: Key = .content) throws -> SwiftUIView {
        let content = try c.decodeIfPresent(DecodedSwiftUIViews.self, key)?.views ?? []
        guard content.count == 1, let view = content.first?.view else {
            let holder = key == .content ? type : "\(type)'s \(key.rawValue)"
            throw c.invalid(key, "a \(holder) holds one view (a stack for more); this one has \(content.count)")
        }
        return view
    }

    /// SwiftUI's names of the columns `preferredCompactColumn` names.
    static let compactColumns: [String: SplitViewController.Column] = [
        "sidebar": .primary, "content": .supplementary, "detail": .secondary,
    ]

    /// A `NavigationSplitView`: its `sidebar`, its `content` in the three-column form and its
    /// `detail`, each one view that is no container or a `NavigationStack` of its own, and its
    /// `preferredCompactColumn`.
    private static func splitView(_ c: StrictContainer<Key>) throws -> SwiftUISplitView {
        func column(_ key: Key) throws -> SwiftUIView {
            let view = try only("NavigationSplitView", c, key)
            let nested =
                if case .navigationStack(let root) = view.unwrapped { root.containsContainer } else { view.containsContainer }
            guard !nested else {
                throw c.invalid(key, "a NavigationSplitView's column is a view or a NavigationStack, holding no other container")
            }
            return view
        }
        var compact = SplitViewController.Column.primary
        if let name = try c.decodeIfPresent(String.self, .preferredCompactColumn) {
            guard let named = compactColumns[name] else {
                throw c.invalid(.preferredCompactColumn, "a compact column is sidebar, content or detail, not '\(name)'")
            }
            compact = named
        }
        guard compact != .supplementary || c.has(.content) else {
            throw c.invalid(
                .preferredCompactColumn, "a two-column NavigationSplitView has no content column: use sidebar or detail")
        }
        return SwiftUISplitView(
            sidebar: try column(.sidebar), content: c.has(.content) ? try column(.content) : nil, detail: try column(.detail),
            preferredCompactColumn: compact)
    }

    /// A `Picker`: its `title`, its `options`, the `selection` among them (the first by default)
    /// and its `style`.
    private static func picker(_ c: StrictContainer<Key>) throws -> SwiftUIPicker {
        let options = try c.decode([String].self, .options)
        guard !options.isEmpty else { throw c.invalid(.options, "a Picker has at least one option") }
        var index = 0
        if let selection = try c.decodeIfPresent(String.self, .selection) {
            guard let found = options.firstIndex(of: selection) else {
                throw c.invalid(.selection, "the selection '\(selection)' is not one of the options")
            }
            index = found
        }
        return SwiftUIPicker(
            try c.decode(String.self, .title), options: options, selectedIndex: index,
            style: try c.decodeCase(SwiftUIPicker.Style.self, .style) ?? .automatic)
    }

    /// A button's or a link's label: its `title`, or the view its `label` gives.
    private static func label(of type: String, _ c: StrictContainer<Key>) throws -> SwiftUIView {
        switch (try c.decodeIfPresent(String.self, .title), try c.decodeIfPresent(DecodedSwiftUIView.self, .label)) {
        case (let title?, nil): return .text(title)
        case (nil, let label?): return label.view
        default: throw c.invalid(.title, "a \(type) has a title or a label view, one of the two")
        }
    }

    /// An `Image`: a symbol by its `systemName`, or an asset by its `name` and `size` (the asset
    /// itself is not read).
    private static func image(_ c: StrictContainer<Key>) throws -> SwiftUIImage {
        let isResizable = try c.decodeIfPresent(Bool.self, .resizable) ?? false
        switch (try c.decodeIfPresent(String.self, .systemName), try c.decodeIfPresent(String.self, .name)) {
        case (let symbol?, nil):
            guard !c.has(.size) else { throw c.invalid(.size, "a symbol takes the size of its font; it has no size") }
            return SwiftUIImage(.symbol(symbol), isResizable: isResizable)
        case (nil, let name?):
            guard let size = try c.decodeIfPresent(DecodedSize.self, .size)?.size else {
                throw c.invalid(.size, "an asset image needs its size in points ({width, height}): its file is not read")
            }
            guard (0...Self.longestImageSide).contains(size.width), (0...Self.longestImageSide).contains(size.height) else {
                throw c.invalid(.size, "an image's size is two lengths from 0 to \(Int(Self.longestImageSide)) points")
            }
            return SwiftUIImage(.asset(name, size: size), isResizable: isResizable)
        default: throw c.invalid(.systemName, "an Image has a systemName (an SF Symbol) or a name (an asset), one of the two")
        }
    }

    /// A `VStack`, `HStack` or `ZStack`.
    private static func stack(_ type: String, _ c: StrictContainer<Key>) throws -> SwiftUIStack {
        let axis: SwiftUIStack.Axis = type.hasSuffix("HStack") ? .horizontal : type.hasSuffix("VStack") ? .vertical : .depth
        var alignment = SwiftUIAlignment.center
        if let name = try c.decodeIfPresent(String.self, .alignment) {
            let names = alignments[axis] ?? []
            guard names.contains(name), let named = SwiftUIAlignment.named[name] else {
                throw c.invalid(.alignment, "a \(type) aligns its views \(names.joined(separator: ", ")), not '\(name)'")
            }
            alignment = named
        }
        return SwiftUIStack(
            axis, alignment: alignment, spacing: try c.decodeNumberIfPresent(.spacing, minimum: -10_000),
            isLazy: type.hasPrefix("Lazy"),
            children: (try c.decodeIfPresent([DecodedSwiftUIView].self, .content) ?? []).flatMap(\.views))
    }
}

/// A key that holds one view: the view, or a list of views (each perhaps a `Group` or `ForEach`).
struct DecodedSwiftUIViews: Decodable {
    let views: [DecodedSwiftUIView]

    init(from decoder: any Decoder) throws {
        guard var list = try? decoder.unkeyedContainer() else {
            views = [try DecodedSwiftUIView(from: decoder)]
            return
        }
        var views: [DecodedSwiftUIView] = []
        while !list.isAtEnd { views.append(try list.decode(DecodedSwiftUIView.self)) }
        self.views = views
    }
}

extension DecodedSwiftUIView {
    /// Why a `NavigationStack` or `TabView` inside a screen's view is refused.
    static let misplacedContainer =
        "a NavigationStack, TabView or NavigationSplitView is a screen's root (or a tab or a column), not a view inside another"

    /// Whether the view can be a screen's root: a container, or a view with none inside.
    var isScreenRoot: Bool { view.isContainer || !view.containsContainer }
}
