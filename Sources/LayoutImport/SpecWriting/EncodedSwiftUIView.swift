@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine

/// A SwiftUI view as a spec file writes it: the keys ``DecodedSwiftUIView`` reads, its
/// modifiers listed from the innermost out.
struct EncodedSwiftUIView: Encodable {
    let view: SwiftUIView

    func encode(to encoder: any Encoder) throws {
        var modifiers: [SwiftUIModifier] = []
        var base = view
        while case .modified(let content, let modifier) = base {
            modifiers.insert(modifier, at: 0)
            base = content
        }
        var c = SpecContainer<DecodedSwiftUIView.Key>(encoder)
        try c.encode(base.name, .view)
        switch base {
        case .text(let text): try c.encode(text, .text)
        case .color(let color): try c.encode(color, .color)
        case .shape(.roundedRectangle(let radius)): try c.encode(SpecNumber(radius), .cornerRadius)
        case .shape: break
        case .spacer(let minLength): try c.encodeIfPresent(minLength.map(SpecNumber.init), .minLength)
        case .divider: break
        case .stack(let stack):
            let name = SwiftUIAlignment.named.filter { $0.value == stack.alignment }.map(\.key).sorted().first
            if stack.alignment != .center, let name { try c.encode(name, .alignment) }
            try c.encodeIfPresent(stack.spacing.map(SpecNumber.init), .spacing)
            try c.encodeList(stack.children.map(EncodedSwiftUIView.init), .content)
        case .button(let label, let style):
            try Self.encode(label: label, into: &c)
            try c.encodeCase(style, .style, unless: .automatic)
        case .navigationLink(let label): try Self.encode(label: label, into: &c)
        case .image(let image):
            switch image.source {
            case .symbol(let name): try c.encode(name, .systemName)
            case .asset(let name, let size):
                try c.encode(name, .name)
                try c.encode(SpecInlineMap(size), .size)
            }
            try c.encode(image.isResizable, .resizable, unless: false)
        case .label(let title, let icon):
            try c.encode(title, .title)
            try c.encode(icon.name, .systemImage)
        case .list(let list): try c.encodeList(list.sections.map(EncodedSwiftUISection.init), .content)
        case .grid(let grid):
            let name = SwiftUIAlignment.named.filter { $0.value == grid.alignment }.map(\.key).sorted().first
            if grid.alignment != .center, let name { try c.encode(name, .alignment) }
            try c.encodeIfPresent(grid.horizontalSpacing.map(SpecNumber.init), .horizontalSpacing)
            try c.encodeIfPresent(grid.verticalSpacing.map(SpecNumber.init), .verticalSpacing)
            try c.encodeList(grid.rows.map(EncodedSwiftUIGridRow.init), .content)
        case .toggle(let title, let isOn):
            try c.encode(title, .title)
            try c.encode(isOn, .isOn, unless: false)
        case .textField(let placeholder, _): try c.encode(placeholder, .placeholder, unless: "")
        case .slider(let value): try c.encode(SpecNumber(value), .value)
        case .stepper(let title): try c.encode(title, .title)
        case .progressView(let value): try c.encodeIfPresent(value.map(SpecNumber.init), .value)
        case .picker(let picker):
            try c.encode(picker.title, .title)
            try c.encode(picker.options, .options)
            try c.encode(picker.selection, .selection)
            try c.encodeCase(picker.style, .style, unless: .automatic)
        case .geometryReader(let content): try c.encodeList([EncodedSwiftUIView(view: content)], .content)
        case .navigationStack(let root): try c.encodeList([EncodedSwiftUIView(view: root)], .content)
        case .tabView(let tabs): try c.encodeList(tabs.map(EncodedSwiftUIView.init), .content)
        case .splitView(let split):
            try c.encodeList([EncodedSwiftUIView(view: split.sidebar)], .sidebar)
            try c.encodeList(split.content.map { [EncodedSwiftUIView(view: $0)] } ?? [], .content)
            try c.encodeList([EncodedSwiftUIView(view: split.detail)], .detail)
            if split.preferredCompactColumn != .primary,
                let name = DecodedSwiftUIView.compactColumns.first(where: { $0.value == split.preferredCompactColumn })?.key
            {
                try c.encode(name, .preferredCompactColumn)
            }
        case .scrollView(let axis, let content):
            if axis == .horizontal { try c.encode("horizontal", .axis) }
            try c.encodeList([EncodedSwiftUIView(view: content)], .content)
        case .modified: break
        }
        try c.encodeList(modifiers.compactMap(EncodedSwiftUIModifier.init), .modifiers)
    }

    /// A button's or a link's label: a plain title as `title`, any other view as `label`.
    private static func encode(label: SwiftUIView, into c: inout SpecContainer<DecodedSwiftUIView.Key>) throws {
        if case .text(let title) = label {
            try c.encode(title, .title)
        } else {
            try c.encode(EncodedSwiftUIView(view: label), .label)
        }
    }
}

/// A list's section, written as a `Section` whatever the list's source said: a section the
/// reader made of loose rows reads back the same.
struct EncodedSwiftUISection: Encodable {
    let section: SwiftUISection

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedSwiftUIView.Key>(encoder)
        try c.encode("Section", .view)
        for (band, key) in [(section.header, DecodedSwiftUIView.Key.header), (section.footer, .footer)] {
            guard let band else { continue }
            if case .text(let text) = band { try c.encode(text, key) } else { try c.encode(EncodedSwiftUIView(view: band), key) }
        }
        try c.encodeList(section.rows.map(EncodedSwiftUIView.init), .content)
    }
}

/// One modifier as a spec file writes it: an object with its name as the one key.
struct EncodedSwiftUIModifier: Encodable {
    let modifier: SwiftUIModifier

    /// The modifier, or nil for the place a view is written, which a file does not say of itself.
    init?(_ modifier: SwiftUIModifier) {
        if case .source = modifier { return nil }
        self.modifier = modifier
    }

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedSwiftUIModifier.Key>(encoder)
        switch modifier {
        case .padding(let edges, let length):
            if edges == .all, let length {
                try c.encode(SpecNumber(length), .padding)
            } else {
                try c.encode(EncodedSwiftUIPadding(edges: edges, length: length), .padding)
            }
        case .frame(let frame): try c.encode(EncodedSwiftUIFrame(frame: frame), .frame)
        case .fixedSize(let horizontal, let vertical):
            if horizontal && vertical {
                try c.encode(true, .fixedSize)
            } else {
                try c.encode(["horizontal": horizontal, "vertical": vertical], .fixedSize)
            }
        case .layoutPriority(let priority): try c.encode(SpecNumber(priority), .layoutPriority)
        case .alignmentGuide(let guide): try c.encode(EncodedSwiftUIAlignmentGuide(guide: guide), .alignmentGuide)
        case .offset(let x, let y): try c.encode(["x": SpecNumber(x), "y": SpecNumber(y)], .offset)
        case .background(let view): try c.encode(EncodedSwiftUIView(view: view), .background)
        case .overlay(let view): try c.encode(EncodedSwiftUIView(view: view), .overlay)
        case .ignoresSafeArea(let edges, let regions) where regions != .all:
            var names: [String] = []
            if regions.contains(.container) { names.append("container") }
            if regions.contains(.keyboard) { names.append("keyboard") }
            let object = SpecIgnoredSafeArea(regions: names, edges: edges == .all ? nil : Self.names(of: edges))
            try c.encode(object, .ignoresSafeArea)
        case .ignoresSafeArea(let edges, _):
            if edges == .all {
                try c.encode(true, .ignoresSafeArea)
            } else {
                try c.encode(Self.names(of: edges), .ignoresSafeArea)
            }
        case .textStyle(let style):
            try c.encode(DecodedSwiftUIModifier.textStyles.first { $0.value == style }?.key ?? style.rawValue, .font)
        case .fontSize(let size): try c.encode(SpecNumber(size), .font)
        case .fontWeight(let weight): try c.encodeCase(weight, .fontWeight)
        case .foregroundColor(let color): try c.encode(color, .foregroundStyle)
        case .tint(let color): try c.encode(color, .tint)
        case .lineLimit(let lines): try c.encode(lines, .lineLimit)
        case .multilineTextAlignment(let alignment):
            try c.encode(
                DecodedSwiftUIModifier.textAlignments.first { $0.value == alignment }?.key ?? "leading", .multilineTextAlignment)
        case .opacity(let opacity): try c.encode(SpecNumber(opacity), .opacity)
        case .hidden: try c.encode(true, .hidden)
        case .disabled(let disabled): try c.encode(disabled, .disabled)
        case .cornerRadius(let radius): try c.encode(SpecNumber(radius), .cornerRadius)
        case .clipShape(let shape): try c.encode(EncodedSwiftUIShape(shape: shape), .clipShape)
        case .contentShape(let shape): try c.encode(EncodedSwiftUIShape(shape: shape), .contentShape)
        case .onTapGesture: try c.encode(true, .onTapGesture)
        case .scrollContentBackground(let isHidden): try c.encode(isHidden ? "hidden" : "visible", .scrollContentBackground)
        case .buttonStyle(let style): try c.encodeCase(style, .buttonStyle)
        case .controlSize(let size): try c.encodeCase(size, .controlSize)
        case .listStyle(let style): try c.encodeCase(style, .listStyle)
        case .imageScale(let scale): try c.encodeCase(scale, .imageScale)
        case .safeAreaInset(let inset): try c.encode(EncodedSwiftUISafeAreaInset(inset: inset), .safeAreaInset)
        case .safeAreaPadding(let edges, let length):
            try c.encode(EncodedSwiftUIPadding(edges: edges, length: length), .safeAreaPadding)
        case .position(let x, let y): try c.encode(["x": SpecNumber(x), "y": SpecNumber(y)], .position)
        case .containerRelativeFrame(let frame):
            try c.encode(EncodedSwiftUIContainerFrame(frame: frame), .containerRelativeFrame)
        case .listRowInsets(let insets):
            try c.encode(
                [
                    "top": SpecNumber(insets.top), "leading": SpecNumber(insets.left), "bottom": SpecNumber(insets.bottom),
                    "trailing": SpecNumber(insets.right),
                ], .listRowInsets)
        case .listRowBackground(let view): try c.encode(EncodedSwiftUIView(view: view), .listRowBackground)
        case .aspectRatio(let ratio, let mode):
            try c.encode(EncodedSwiftUIAspectRatio(ratio: ratio, contentMode: mode), .aspectRatio)
        case .accessibilityIdentifier(let identifier): try c.encode(identifier, .accessibilityIdentifier)
        case .accessibilityLabel(let label): try c.encode(label, .accessibilityLabel)
        case .navigationTitle(let title): try c.encode(title, .navigationTitle)
        case .navigationBarTitleDisplayMode(let mode): try c.encodeCase(mode, .navigationBarTitleDisplayMode)
        case .toolbar(let items): try c.encode(items.map(EncodedSwiftUIToolbarItem.init), .toolbar)
        case .tabItem(let item): try c.encode(EncodedSwiftUITabItem(item: item), .tabItem)
        case .sheet(let sheet):
            try c.encode(EncodedSwiftUISheet(sheet: sheet), sheet.style == .sheet ? .sheet : .fullScreenCover)
        case .presentationDetents(let detents): try c.encode(detents.map(EncodedSheetDetent.init), .presentationDetents)
        case .source: preconditionFailure("init(_:) leaves places out")
        }
    }

    /// SwiftUI's names of `edges`, as few as say them.
    static func names(of edges: RectEdges) -> [String] {
        var names: [String] = []
        var left = edges
        for (name, named) in [("horizontal", RectEdges([.left, .right])), ("vertical", [.top, .bottom])]
        where left.isSuperset(of: named) {
            names.append(name)
            left.subtract(named)
        }
        for (name, named) in [("top", RectEdges.top), ("leading", .left), ("bottom", .bottom), ("trailing", .right)]
        where left.contains(named) {
            names.append(name)
        }
        return names
    }
}

/// `padding`'s object form.
struct EncodedSwiftUIPadding: Encodable {
    let edges: RectEdges
    let length: Double?

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedSwiftUIPadding.Key>(encoder)
        if edges != .all { try c.encode(EncodedSwiftUIModifier.names(of: edges), .edges) }
        try c.encodeIfPresent(length.map(SpecNumber.init), .length)
    }
}

/// `frame`'s object.
struct EncodedSwiftUIFrame: Encodable {
    let frame: SwiftUIFrame

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedSwiftUIFrame.Key>(encoder)
        let lengths: [(Double?, DecodedSwiftUIFrame.Key)] = [
            (frame.width, .width), (frame.height, .height), (frame.minWidth, .minWidth), (frame.idealWidth, .idealWidth),
            (frame.maxWidth, .maxWidth), (frame.minHeight, .minHeight), (frame.idealHeight, .idealHeight),
            (frame.maxHeight, .maxHeight),
        ]
        for case (let length?, let key) in lengths {
            if length.isInfinite { try c.encode("infinity", key) } else { try c.encode(SpecNumber(length), key) }
        }
        if frame.alignment != .center, let name = SwiftUIAlignment.named.first(where: { $0.value == frame.alignment })?.key {
            try c.encode(name, .alignment)
        }
    }
}

/// A `toolbar` item.
struct EncodedSwiftUIToolbarItem: Encodable {
    let item: SwiftUIToolbarItem

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedSwiftUIToolbarItem.Key>(encoder)
        try c.encode(item.title, .title, unless: "")
        try c.encodeIfPresent(item.image, .systemImage)
        try c.encodeCase(item.placement, .placement, unless: .topBarTrailing)
    }
}

/// A `tabItem`.
struct EncodedSwiftUITabItem: Encodable {
    let item: BarItem

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedSwiftUITabItem.Key>(encoder)
        try c.encode(item.title, .title)
        try c.encodeIfPresent(item.image, .image)
    }
}

/// `aspectRatio`'s object.
struct EncodedSwiftUIAspectRatio: Encodable {
    let ratio: Double?
    let contentMode: SwiftUIContentMode

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedSwiftUIAspectRatio.Key>(encoder)
        try c.encodeIfPresent(ratio.map(SpecNumber.init), .ratio)
        try c.encodeCase(contentMode, .contentMode)
    }
}

/// `safeAreaInset`'s object.
struct EncodedSwiftUISafeAreaInset: Encodable {
    let inset: SwiftUISafeAreaInset

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedSwiftUISafeAreaInset.Key>(encoder)
        try c.encode(DecodedSwiftUISafeAreaInset.edges.first { $0.value == inset.edge }?.key ?? "bottom", .edge)
        try c.encodeIfPresent(inset.spacing.map(SpecNumber.init), .spacing)
        try c.encode(EncodedSwiftUIView(view: inset.content), .content)
    }
}

/// `containerRelativeFrame`'s object.
struct EncodedSwiftUIContainerFrame: Encodable {
    let frame: SwiftUIContainerFrame

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedSwiftUIContainerFrame.Key>(encoder)
        if !(frame.horizontal && frame.vertical) { try c.encode([frame.horizontal ? "horizontal" : "vertical"], .axes) }
        try c.encode(frame.count, .count, unless: 1)
        try c.encode(frame.span, .span, unless: 1)
        if frame.spacing != 0 { try c.encode(SpecNumber(frame.spacing), .spacing) }
        if frame.alignment != .center, let name = SwiftUIAlignment.named.first(where: { $0.value == frame.alignment })?.key {
            try c.encode(name, .alignment)
        }
    }
}

/// `ignoresSafeArea`'s object form: its regions, and its edges where not all.
struct SpecIgnoredSafeArea: Encodable {
    let regions: [String]
    let edges: [String]?
}

/// A shape as `clipShape` and `contentShape` take it: its name, or `{cornerRadius}`.
struct EncodedSwiftUIShape: Encodable {
    let shape: SwiftUIShape

    func encode(to encoder: any Encoder) throws {
        if case .roundedRectangle(let radius) = shape {
            try ["cornerRadius": SpecNumber(radius)].encode(to: encoder)
        } else {
            try (DecodedSwiftUIModifier.clipShapes.first { $0.value == shape }?.key ?? "rectangle").encode(to: encoder)
        }
    }
}

/// `sheet`'s or `fullScreenCover`'s object.
struct EncodedSwiftUISheet: Encodable {
    let sheet: SwiftUISheet

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedSwiftUISheet.Key>(encoder)
        try c.encode(sheet.isPresented, .isPresented)
        try c.encode(EncodedSwiftUIView(view: sheet.content), .content)
    }
}

/// One of `presentationDetents`.
struct EncodedSheetDetent: Encodable {
    let detent: SheetDetent

    func encode(to encoder: any Encoder) throws {
        switch detent {
        case .medium: try "medium".encode(to: encoder)
        case .large: try "large".encode(to: encoder)
        case .height(let height): try ["height": SpecNumber(height)].encode(to: encoder)
        case .fraction(let fraction): try ["fraction": SpecNumber(fraction)].encode(to: encoder)
        }
    }
}

/// `alignmentGuide`'s argument: a value, or an offset from one of the view's own guides.
struct EncodedSwiftUIAlignmentGuide: Encodable {
    let guide: SwiftUIAlignmentGuide

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedSwiftUIAlignmentGuide.Key>(encoder)
        let name = DecodedSwiftUIAlignmentGuide.guides.first {
            $0.value.axis == guide.axis && $0.value.alignment == guide.alignment
        }?.key
        try c.encodeIfPresent(name, .guide)
        let start = DecodedSwiftUIAlignmentGuide.starts[guide.axis]?.first { $0.value == guide.fraction }?.key
        guard guide.fraction != 0, let start else {
            try c.encode(SpecNumber(guide.offset), .value)
            return
        }
        if guide.fraction != guide.alignment { try c.encode(start, .from) }
        if guide.offset != 0 { try c.encode(SpecNumber(guide.offset), .offset) }
    }
}

/// A grid's row: a `GridRow` of its cells, or the view that spans the columns.
struct EncodedSwiftUIGridRow: Encodable {
    let row: SwiftUIGrid.Row

    func encode(to encoder: any Encoder) throws {
        switch row {
        case .spanning(let view): try EncodedSwiftUIView(view: view).encode(to: encoder)
        case .cells(let cells):
            var c = SpecContainer<DecodedSwiftUIView.Key>(encoder)
            try c.encode("GridRow", .view)
            try c.encodeList(cells.map(EncodedSwiftUIView.init), .content)
        }
    }
}
