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
        case .button(let title, let style):
            try c.encode(title, .title)
            try c.encodeCase(style, .style, unless: .automatic)
        case .toggle(let title, let isOn):
            try c.encode(title, .title)
            try c.encode(isOn, .isOn, unless: false)
        case .textField(let placeholder): try c.encode(placeholder, .placeholder, unless: "")
        case .navigationStack(let root): try c.encodeList([EncodedSwiftUIView(view: root)], .content)
        case .tabView(let tabs): try c.encodeList(tabs.map(EncodedSwiftUIView.init), .content)
        case .scrollView(let axis, let content):
            if axis == .horizontal { try c.encode("horizontal", .axis) }
            try c.encodeList([EncodedSwiftUIView(view: content)], .content)
        case .modified: break
        }
        try c.encodeList(modifiers.compactMap(EncodedSwiftUIModifier.init), .modifiers)
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
        case .offset(let x, let y): try c.encode(["x": SpecNumber(x), "y": SpecNumber(y)], .offset)
        case .background(let view): try c.encode(EncodedSwiftUIView(view: view), .background)
        case .overlay(let view): try c.encode(EncodedSwiftUIView(view: view), .overlay)
        case .ignoresSafeArea(let edges):
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
        case .buttonStyle(let style): try c.encodeCase(style, .buttonStyle)
        case .accessibilityIdentifier(let identifier): try c.encode(identifier, .accessibilityIdentifier)
        case .navigationTitle(let title): try c.encode(title, .navigationTitle)
        case .navigationBarTitleDisplayMode(let mode): try c.encodeCase(mode, .navigationBarTitleDisplayMode)
        case .toolbar(let items): try c.encode(items.map(EncodedSwiftUIToolbarItem.init), .toolbar)
        case .tabItem(let item): try c.encode(EncodedSwiftUITabItem(item: item), .tabItem)
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
        try c.encode(item.title, .title)
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
