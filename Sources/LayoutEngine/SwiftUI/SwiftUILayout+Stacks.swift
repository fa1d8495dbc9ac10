import DeviceGeometry

/// The sizes a stack gives its children, and its own.
struct SwiftUIStackArrangement {
    /// Each child's size, in the stack's order.
    var sizes: [Size]
    /// The space before each child (zero before the first).
    var gaps: [Double]
    /// The stack's size.
    var size: Size
    /// How far across the axis (on both axes in a `ZStack`) each child sits from the start of the
    /// space its aligned children take, their guides for the stack's alignment lined up.
    var crossOffsets: [Point]
    /// The length of that space on each axis.
    var crossExtent: Size

    /// The arrangement of children of `sizes`, `gaps` apart, in a stack of `size`, lined up by
    /// each child's guide for `alignment` on the axes across the stack's: its
    /// `alignmentGuide` or that part of its length (S3).
    init(
        children: [SwiftUIView], sizes: [Size], gaps: [Double], size: (Size) -> Size, axis: SwiftUIStack.Axis,
        alignment: SwiftUIAlignment
    ) {
        func lineUp(_ across: SwiftUIStack.Axis, _ part: Double) -> (offsets: [Double], extent: Double) {
            guard axis != across else { return (sizes.map { _ in 0 }, 0) }
            // A child as long as an infinite offer (a colour offered all there is) makes the
            // stack as long; its guides cannot line up.
            guard sizes.allSatisfy({ $0[across].isFinite }) else { return (sizes.map { _ in 0 }, .infinity) }
            let guides = children.indices.map { children[$0].guide(across, alignment: part, length: sizes[$0][across]) }
            let before = guides.max() ?? 0
            let after = children.indices.map { sizes[$0][across] - guides[$0] }.max() ?? 0
            return (guides.map { before - $0 }, max(0, before + after))
        }
        let horizontal = lineUp(.horizontal, alignment.horizontal)
        let vertical = lineUp(.vertical, alignment.vertical)
        self.sizes = sizes
        self.gaps = gaps
        self.crossOffsets = zip(horizontal.offsets, vertical.offsets).map { Point(x: $0, y: $1) }
        self.crossExtent = Size(width: horizontal.extent, height: vertical.extent)
        self.size = size(crossExtent)
    }
}

extension SwiftUILayout {
    /// How `stack` shares `proposal` among its children (S3). A `ZStack` offers each the whole
    /// proposal and is as large as the largest. An `HStack` or `VStack` takes the spacing off its
    /// length, then offers what is left to its children by layout priority, highest first (a group
    /// keeping back the least that the lower groups need), and within a priority the least
    /// flexible first (its largest size less its smallest), each the rest divided by the children
    /// still to come; across, each is offered the stack's own proposal.
    func arrangement(
        of stack: SwiftUIStack, for proposal: ProposedSize, in context: SwiftUIContext
    )
        -> SwiftUIStackArrangement
    {
        var inner = context
        inner.stackAxis = stack.axis
        let children = stack.children
        guard stack.axis != .depth else {
            let sizes = children.map { size(of: $0, for: proposal, in: inner) }
            return SwiftUIStackArrangement(
                children: children, sizes: sizes, gaps: sizes.map { _ in 0 }, size: { $0 }, axis: .depth,
                alignment: stack.alignment)
        }
        let axis = stack.axis
        let gaps: [Double] = children.indices.map { index in
            index == 0 ? 0 : stack.spacing ?? Self.spacing(between: children[index - 1], and: children[index])
        }
        let spacing = gaps.reduce(0.0) { $0 + $1 }
        var sizes = [Size](repeating: .zero, count: children.count)
        if let length = proposal[axis] {
            func offer(_ length: Double) -> ProposedSize {
                var offer = proposal
                offer[axis] = length
                return offer
            }
            let least = children.map { size(of: $0, for: offer(0), in: inner)[axis] }
            let most = children.map { size(of: $0, for: offer(.infinity), in: inner)[axis] }
            let priorities = children.map(Self.layoutPriority)
            var remaining = length - spacing
            for priority in Set(priorities).sorted(by: >) {
                let group = children.indices.filter { priorities[$0] == priority }
                let keptBack = children.indices.filter { priorities[$0] < priority }.reduce(0) { $0 + least[$1] }
                var available = remaining - keptBack
                let ordered = group.sorted { (most[$0] - least[$0], $0) < (most[$1] - least[$1], $1) }
                for (position, index) in ordered.enumerated() {
                    let share = max(0, available / Double(ordered.count - position))
                    sizes[index] = size(of: children[index], for: offer(share), in: inner)
                    available -= sizes[index][axis]
                }
                remaining -= group.reduce(0) { $0 + sizes[$1][axis] }
            }
        } else {
            sizes = children.map { size(of: $0, for: proposal, in: inner) }
        }
        // Negative spacing overlaps the views; the stack is never shorter than nothing.
        let length = max(0, sizes.reduce(spacing) { $0 + $1[axis] })
        let cross: SwiftUIStack.Axis = axis == .horizontal ? .vertical : .horizontal
        return SwiftUIStackArrangement(
            children: children, sizes: sizes, gaps: gaps,
            size: { extent in
                let thickest = extent[cross]
                // A lazy stack takes all it is offered across its axis.
                let thickness =
                    stack.isLazy ? proposal[cross].flatMap { $0.isFinite ? max($0, thickest) : nil } ?? thickest : thickest
                return Size(length, on: axis, cross: thickness)
            }, axis: axis, alignment: stack.alignment)
    }

    /// The system's spacing between two neighbours: none beside a `Spacer`, which is space
    /// itself, 2 pt between two texts (measured in iOS 26 renders: two lines of body text 21.33 pt
    /// apart), and 8 pt otherwise (S3).
    static func spacing(between first: SwiftUIView, and second: SwiftUIView) -> Double {
        if first.isSpacer || second.isSpacer { return 0 }
        return first.isText && second.isText ? textSpacing : defaultSpacing
    }

    /// The space between two texts in a stack (S3).
    static let textSpacing = 2.0

    /// A child's layout priority: its own, or below every other view's for a `Spacer`, which a
    /// stack sizes last.
    static func layoutPriority(of view: SwiftUIView) -> Double {
        switch view {
        case .spacer: -.infinity
        case .modified(_, .layoutPriority(let priority)): priority
        case .modified(let content, _): layoutPriority(of: content)
        default: 0
        }
    }
}

extension SwiftUIView {
    /// Whether the view is a `Text` with no modifier that changes its edges (padding, frames),
    /// whose neighbouring text is spaced by the text's own spacing.
    var isText: Bool {
        switch self {
        case .text: true
        case .modified(let content, let modifier): modifier.keepsEdges && content.isText
        default: false
        }
    }

    /// Where the view's guide for the alignment `alignment` (0 leading or top, 0.5 centre, 1
    /// trailing or bottom) lies on `axis` in a frame `length` long: its outermost
    /// `alignmentGuide` for it, moved by any padding around that, or that part of its length.
    func guide(_ axis: SwiftUIStack.Axis, alignment: Double, length: Double) -> Double {
        explicitGuide(axis, alignment: alignment, length: length) ?? alignment * length
    }

    /// The view's `alignmentGuide` for `alignment` on `axis`, where modifiers that keep its edges
    /// or pad it lead to one.
    private func explicitGuide(_ axis: SwiftUIStack.Axis, alignment: Double, length: Double) -> Double? {
        guard case .modified(let content, let modifier) = self else { return nil }
        switch modifier {
        case .alignmentGuide(let guide) where guide.axis == axis && guide.alignment == alignment:
            return guide.value(inLength: length)
        case .padding(let edges, let amount):
            let insets = SwiftUILayout.padding(edges, amount)
            let before = axis == .horizontal ? insets.left : insets.top
            let after = axis == .horizontal ? insets.right : insets.bottom
            return content.explicitGuide(axis, alignment: alignment, length: length - before - after).map { $0 + before }
        default:
            return modifier.keepsEdges ? content.explicitGuide(axis, alignment: alignment, length: length) : nil
        }
    }

    /// Whether the view is a `Spacer`, modified or not.
    var isSpacer: Bool {
        switch self {
        case .spacer: true
        case .modified(let content, _): content.isSpacer
        default: false
        }
    }
}

extension SwiftUIModifier {
    /// Whether the modifier leaves the edges of the view it modifies where they are: it passes a
    /// value down, or names the view.
    var keepsEdges: Bool {
        switch self {
        case .textStyle, .fontSize, .fontWeight, .foregroundColor, .tint, .lineLimit, .multilineTextAlignment, .opacity,
            .hidden, .disabled, .accessibilityIdentifier, .accessibilityLabel, .source, .layoutPriority, .alignmentGuide,
            .controlSize, .contentShape, .onTapGesture, .sheet,
            .presentationDetents:
            true
        default: false
        }
    }
}
