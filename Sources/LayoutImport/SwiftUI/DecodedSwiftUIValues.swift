@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import SafeAreaDecoding

/// `padding`'s argument: a length on every edge, or `{edges, length}`, either left out for all
/// edges and the default 16 pt (`{}`).
struct DecodedSwiftUIPadding: Decodable {
    var edges = RectEdges.all
    var length: Double?

    enum Key: String, ObjectKey {
        case edges, length, comment
    }

    init(from decoder: any Decoder) throws {
        if let length = try? decoder.singleValueContainer().decode(Double.self) {
            // Negative padding, which SwiftUI allows, pulls the edges in over the neighbours.
            guard length.isFinite, length >= -10_000, length <= 10_000 else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "padding is from -10000 to 10000, got \(length)"))
            }
            self.length = length
            return
        }
        let c = try StrictContainer<Key>(decoder)
        edges = try c.decodeIfPresent(DecodedSwiftUIEdges.self, .edges)?.edges ?? .all
        length = try c.decodeNumberIfPresent(.length, minimum: -10_000, maximum: 10_000)
    }
}

/// Edges as SwiftUI's `Edge.Set` names them: `true` or `all`, or a list of `top`, `bottom`,
/// `leading`, `trailing`, `horizontal` and `vertical`.
struct DecodedSwiftUIEdges: Decodable {
    var edges: RectEdges

    /// Each name's edges.
    static let named: [String: RectEdges] = [
        "all": .all, "top": .top, "bottom": .bottom, "leading": .left, "trailing": .right,
        "horizontal": [.left, .right], "vertical": [.top, .bottom],
    ]

    init(from decoder: any Decoder) throws {
        let single = try? decoder.singleValueContainer()
        if let all = try? single?.decode(Bool.self) {
            guard all else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription: "edges are true or a list of edges; leave them out for none"))
            }
            edges = .all
            return
        }
        let names = try decoder.singleValueContainer().decode([String].self)
        edges = []
        for name in names {
            guard let named = Self.named[name] else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription: "'\(name)' is not an edge: use \(Self.named.keys.sorted().joined(separator: ", "))"))
            }
            edges.formUnion(named)
        }
    }
}

/// `fixedSize`'s argument: `true` for both axes, or `{horizontal, vertical}`.
struct DecodedSwiftUIAxes: Decodable {
    var horizontal = true
    var vertical = true

    enum Key: String, ObjectKey {
        case horizontal, vertical, comment
    }

    init(from decoder: any Decoder) throws {
        if let both = try? decoder.singleValueContainer().decode(Bool.self) {
            guard both else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "fixedSize takes true or {horizontal, vertical}"))
            }
            return
        }
        let c = try StrictContainer<Key>(decoder)
        horizontal = try c.decodeIfPresent(Bool.self, .horizontal) ?? false
        vertical = try c.decodeIfPresent(Bool.self, .vertical) ?? false
    }
}

/// `offset`'s argument: `{x, y}`, either left out for 0.
struct DecodedSwiftUIOffset: Decodable {
    var x = 0.0
    var y = 0.0

    enum Key: String, ObjectKey {
        case x, y, comment
    }

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        try c.decodeNumber(.x, minimum: -100_000, maximum: 100_000, into: &x)
        try c.decodeNumber(.y, minimum: -100_000, maximum: 100_000, into: &y)
    }
}

/// `frame`'s argument: fixed lengths (`width`, `height`) or limits (`minWidth` … `maxHeight`,
/// a maximum `infinity` to fill what is offered), and an `alignment`.
struct DecodedSwiftUIFrame: Decodable {
    var frame = SwiftUIFrame()

    enum Key: String, ObjectKey {
        case width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment, comment
    }

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        func length(_ key: Key) throws -> Double? {
            if key == .maxWidth || key == .maxHeight, (try? c.decodeIfPresent(String.self, key)) == "infinity" {
                return .infinity
            }
            return try c.decodeNumberIfPresent(key, minimum: 0, maximum: 100_000)
        }
        frame = SwiftUIFrame(
            width: try length(.width), height: try length(.height), minWidth: try length(.minWidth),
            idealWidth: try length(.idealWidth), maxWidth: try length(.maxWidth), minHeight: try length(.minHeight),
            idealHeight: try length(.idealHeight), maxHeight: try length(.maxHeight))
        if let name = try c.decodeIfPresent(String.self, .alignment) {
            guard let alignment = SwiftUIAlignment.named[name] else {
                throw c.invalid(
                    .alignment,
                    "'\(name)' is not an alignment: use \(SwiftUIAlignment.named.keys.sorted().joined(separator: ", "))")
            }
            frame.alignment = alignment
        }
        for (minimum, maximum, axis) in [(frame.minWidth, frame.maxWidth, "width"), (frame.minHeight, frame.maxHeight, "height")]
        {
            if let minimum, let maximum, minimum > maximum {
                throw c.invalid(.frame(axis), "the least \(axis) (\(minimum)) is more than the most (\(maximum))")
            }
        }
    }
}

extension DecodedSwiftUIFrame.Key {
    /// The key a frame's limits on `axis` are reported at.
    static func frame(_ axis: String) -> Self { axis == "width" ? .minWidth : .minHeight }
}

/// A `toolbar` item: a button's `title`, the SF Symbol it shows (`systemImage`; alone where the
/// title is empty, as a symbol's button shows it) and its `placement` (`topBarTrailing` where none
/// is given).
struct DecodedSwiftUIToolbarItem: Decodable {
    var item: SwiftUIToolbarItem

    enum Key: String, ObjectKey {
        case title, systemImage, placement, comment
    }

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        item = SwiftUIToolbarItem(
            try c.decodeIfPresent(String.self, .title) ?? "", image: try c.decodeIfPresent(String.self, .systemImage),
            placement: try c.decodeCase(SwiftUIToolbarItem.Placement.self, .placement) ?? .topBarTrailing)
        if item.title.isEmpty, item.image == nil { throw c.missing(.title) }
    }
}

/// A `tabItem`: its `title` and the SF Symbol its `image` names.
struct DecodedSwiftUITabItem: Decodable {
    var item: BarItem

    enum Key: String, ObjectKey {
        case title, image, comment
    }

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        item = BarItem(try c.decode(String.self, .title), image: try c.decodeIfPresent(String.self, .image))
    }
}

/// `aspectRatio`'s object: `{ratio: 1.5, contentMode: fit}`; without a ratio, the view's own
/// (`scaledToFit()`, `scaledToFill()`).
struct DecodedSwiftUIAspectRatio: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case ratio, contentMode
    }

    let ratio: Double?
    let contentMode: SwiftUIContentMode

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        ratio = try c.decodeNumberIfPresent(.ratio, minimum: 0.001, maximum: 1_000)
        contentMode = try c.decodeCase(SwiftUIContentMode.self, .contentMode) ?? .fit
    }
}

/// `safeAreaInset`'s object: `{edge: bottom, spacing: 8, content: {view: …}}`.
struct DecodedSwiftUISafeAreaInset: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case edge, spacing, content
    }

    /// The edges by SwiftUI's names.
    static let edges: [String: RectEdges] = ["top": .top, "bottom": .bottom, "leading": .left, "trailing": .right]

    let inset: SwiftUISafeAreaInset

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        let name = try c.decode(String.self, .edge)
        guard let edge = Self.edges[name] else {
            throw c.invalid(.edge, "a safe-area inset stands at the top, bottom, leading or trailing edge, not '\(name)'")
        }
        inset = SwiftUISafeAreaInset(
            edge: edge, spacing: try c.decodeNumberIfPresent(.spacing, minimum: 0),
            content: try c.decode(DecodedSwiftUIView.self, .content).view)
    }
}

/// `containerRelativeFrame`'s object: `{axes: [horizontal], count: 3, span: 1, spacing: 8,
/// alignment: center}`; the axes are both where none are given.
struct DecodedSwiftUIContainerFrame: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case axes, count, span, spacing, alignment, comment
    }

    let frame: SwiftUIContainerFrame

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        let axes = try c.decodeIfPresent(DecodedSwiftUIAxesList.self, .axes) ?? DecodedSwiftUIAxesList()
        let count = try c.decodeIfPresent(Int.self, .count) ?? 1
        guard (1...1_000).contains(count) else {
            throw c.invalid(.count, "a container is cut into 1 to 1000 parts, not \(count)")
        }
        let span = try c.decodeIfPresent(Int.self, .span) ?? 1
        guard (1...count).contains(span) else { throw c.invalid(.span, "a view spans 1 to \(count) of the parts, not \(span)") }
        var alignment = SwiftUIAlignment.center
        if let name = try c.decodeIfPresent(String.self, .alignment) {
            guard let named = SwiftUIAlignment.named[name] else {
                throw c.invalid(
                    .alignment,
                    "'\(name)' is not an alignment: use \(SwiftUIAlignment.named.keys.sorted().joined(separator: ", "))")
            }
            alignment = named
        }
        frame = SwiftUIContainerFrame(
            horizontal: axes.horizontal, vertical: axes.vertical, count: count, span: span,
            spacing: try c.decodeNumberIfPresent(.spacing, minimum: 0, maximum: 100_000) ?? 0, alignment: alignment)
    }
}

/// Axes as a list of `horizontal` and `vertical`.
struct DecodedSwiftUIAxesList: Decodable {
    var horizontal = true
    var vertical = true

    init() {}

    init(from decoder: any Decoder) throws {
        let names = try decoder.singleValueContainer().decode([String].self)
        guard !names.isEmpty, names.allSatisfy({ $0 == "horizontal" || $0 == "vertical" }) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "axes are a list of horizontal and vertical"))
        }
        horizontal = names.contains("horizontal")
        vertical = names.contains("vertical")
    }
}

/// `listRowInsets`' object: `{top, leading, bottom, trailing}`, each 0 where left out.
struct DecodedSwiftUIInsets: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case top, leading, bottom, trailing, comment
    }

    var insets = EdgeInsets.zero

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        try c.decodeNumber(.top, minimum: 0, maximum: 100_000, into: &insets.top)
        try c.decodeNumber(.leading, minimum: 0, maximum: 100_000, into: &insets.left)
        try c.decodeNumber(.bottom, minimum: 0, maximum: 100_000, into: &insets.bottom)
        try c.decodeNumber(.trailing, minimum: 0, maximum: 100_000, into: &insets.right)
    }
}

/// `clipShape`'s rounded rectangle: `{cornerRadius: 8}`.
struct DecodedSwiftUICornerRadius: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case cornerRadius, comment
    }

    let cornerRadius: Double

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        cornerRadius = try c.decodeNumber(.cornerRadius, minimum: 0, maximum: 100_000, default: 0)
    }
}

/// `alignmentGuide`'s argument: `{guide, value}` for a guide at `value` points (`{ _ in 20 }`), or
/// `{guide, from, offset}` for one `offset` points from one of the view's own guides
/// (`{ d in d[.trailing] - 8 }`); `from` is the guide itself when left out.
struct DecodedSwiftUIAlignmentGuide: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case guide, value, from, offset, comment
    }

    /// The guides by name: the axis and the alignment each stands for.
    static let guides: [String: (axis: SwiftUIStack.Axis, alignment: Double)] = [
        "leading": (.horizontal, 0), "horizontalCenter": (.horizontal, 0.5), "trailing": (.horizontal, 1),
        "top": (.vertical, 0), "verticalCenter": (.vertical, 0.5), "bottom": (.vertical, 1),
    ]

    /// The places `from` names on each axis.
    static let starts: [SwiftUIStack.Axis: [String: Double]] = [
        .horizontal: ["leading": 0, "center": 0.5, "trailing": 1], .vertical: ["top": 0, "center": 0.5, "bottom": 1],
    ]

    let guide: SwiftUIAlignmentGuide

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        let name = try c.decode(String.self, .guide)
        guard let (axis, alignment) = Self.guides[name] else {
            throw c.invalid(.guide, "'\(name)' is not a guide: use \(Self.guides.keys.sorted().joined(separator: ", "))")
        }
        if let value = try c.decodeNumberIfPresent(.value, minimum: -100_000, maximum: 100_000) {
            guard !c.has(.from), !c.has(.offset) else {
                throw c.invalid(.value, "a guide is a value, or an offset from one of the view's guides, not both")
            }
            guide = SwiftUIAlignmentGuide(axis: axis, alignment: alignment, fraction: 0, offset: value)
            return
        }
        let starts = Self.starts[axis] ?? [:]
        var fraction = alignment
        if let start = try c.decodeIfPresent(String.self, .from) {
            guard let named = starts[start] else {
                throw c.invalid(
                    .from, "'\(start)' is not a guide on this axis: use \(starts.keys.sorted().joined(separator: ", "))")
            }
            fraction = named
        }
        let offset = try c.decodeNumberIfPresent(.offset, minimum: -100_000, maximum: 100_000) ?? 0
        guide = SwiftUIAlignmentGuide(axis: axis, alignment: alignment, fraction: fraction, offset: offset)
    }
}

/// `sheet`'s and `fullScreenCover`'s object: `{isPresented, content}`, the content a screen's root
/// of its own (a `NavigationStack` may be it).
struct DecodedSwiftUISheet: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case isPresented, content, comment
    }

    /// The content and whether it is presented; the caller gives the style.
    let isPresented: Bool
    let content: SwiftUIView

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        isPresented = try c.decode(Bool.self, .isPresented)
        let decoded = try c.decode(DecodedSwiftUIView.self, .content)
        guard decoded.isScreenRoot else { throw c.invalid(.content, DecodedSwiftUIView.misplacedContainer) }
        content = decoded.view
    }
}

/// One of `presentationDetents`: `medium`, `large`, `{height}` in points or `{fraction}` of the
/// large detent's height.
struct DecodedSheetDetent: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case height, fraction, comment
    }

    /// The detents by name.
    static let named: [String: SheetDetent] = ["medium": .medium, "large": .large]

    let detent: SheetDetent

    init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard let named = Self.named[name] else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription: "'\(name)' is not a detent: use medium, large, {height} or {fraction}"))
            }
            detent = named
            return
        }
        let c = try StrictContainer<Key>(decoder)
        switch (
            try c.decodeNumberIfPresent(.height, minimum: 0, maximum: 100_000),
            try c.decodeNumberIfPresent(.fraction, minimum: 0, maximum: 1)
        ) {
        case (let height?, nil): detent = .height(height)
        case (nil, let fraction?): detent = .fraction(fraction)
        default: throw c.invalid(.height, "a detent is medium, large, {height} or {fraction}: one of them")
        }
    }
}

/// `ignoresSafeArea`'s argument: `true` or a list of edges for the whole safe area, or `{regions,
/// edges}`, `regions` a list of `container` and `keyboard` and `edges` all where left out.
struct DecodedSwiftUIIgnoredSafeArea: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case regions, edges, comment
    }

    /// The regions by name.
    static let named: [String: SwiftUISafeAreaRegions] = ["all": .all, "container": .container, "keyboard": .keyboard]

    var edges = RectEdges.all
    var regions = SwiftUISafeAreaRegions.all

    init(from decoder: any Decoder) throws {
        let single = try? decoder.singleValueContainer()
        if (try? single?.decode(Bool.self)) != nil || (try? single?.decode([String].self)) != nil {
            edges = try DecodedSwiftUIEdges(from: decoder).edges
            return
        }
        let c = try StrictContainer<Key>(decoder)
        edges = try c.decodeIfPresent(DecodedSwiftUIEdges.self, .edges)?.edges ?? .all
        guard let names = try c.decodeIfPresent([String].self, .regions) else { return }
        regions = []
        for name in names {
            guard let region = Self.named[name] else {
                throw c.invalid(.regions, "'\(name)' is not a safe-area region: use all, container or keyboard")
            }
            regions.formUnion(region)
        }
    }
}
