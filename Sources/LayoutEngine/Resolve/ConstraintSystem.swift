internal import Cassowary
import DeviceGeometry
import SafeAreaSupport

/// One pass's Cassowary system for a view tree: structural constraints first (the root's frame,
/// autoresizing, cells, stack views), then the document's constraints in tree order, and last the
/// preferences that only keep a view at its intrinsic size or design frame. That way each required
/// constraint finds a variable of its own to solve for, and the solver pivots little. A required
/// constraint that cannot hold is left out and reported, as UIKit breaks one and goes on; which one
/// is deterministic: the first, in that order, that conflicts (R5.7).
struct ConstraintSystem {
    let tree: FlatTree
    let geometry: ViewGeometry
    let context: TreeContext
    private var solver = Solver()
    /// Every variable's value once the system is built, read in one pass over the solver.
    private var values: [Variable: Double] = [:]
    private(set) var broken: [BrokenConstraint] = []
    /// The constraints in the solver and why each is there, in the order they were added.
    private var origins: [(constraint: Constraint, origin: ConstraintOrigin)] = []
    /// Each view's frame in window coordinates, as expressions of the solver variables.
    private let frames: [RectExpression]
    /// The views Auto Layout places: neither cells nor views with autoresizing frames.
    private var placedByConstraints: Set<Int> = []
    /// Each scroll view's content area: from its frame's origin, as large as its content.
    private let contentAreas: [Int: RectExpression]

    /// The farthest from the window's origin, in points, that a solved edge may lie: ten times the
    /// largest number a file may hold, so that no layout of in-range numbers meets it, while a
    /// chain of multipliers that reaches 10²⁴ still leaves finite geometry for the audit and the
    /// renderer.
    static let largestCoordinate = 10_000_000.0

    /// The priority of the fallback that pins an otherwise unplaced view to its design frame.
    static let fallbackPriority: LayoutPriority = 0.01

    /// `UILayoutPriority.fittingSizeLevel`, at which a self-sizing cell is pulled towards zero
    /// height.
    static let fittingPriority: LayoutPriority = 50

    init(tree: FlatTree, geometry: ViewGeometry, context: TreeContext) {
        self.tree = tree
        self.geometry = geometry
        self.context = context
        var frames: [RectExpression] = []
        for entry in tree.entries {
            let origin = entry.parent.map { frames[$0].inset(by: geometry.cellContentInsets[$0]) }
            frames.append(
                RectExpression(
                    left: Expression(entry.left) + (origin?.left ?? Expression()),
                    top: Expression(entry.top) + (origin?.top ?? Expression()),
                    width: Expression(entry.width), height: Expression(entry.height)))
        }
        self.frames = frames
        var contentAreas: [Int: RectExpression] = [:]
        for index in tree.indices where tree[index].node.attributes.kind == .scrollView {
            let width = Variable("\(tree[index].path).contentSize.width")
            let height = Variable("\(tree[index].path).contentSize.height")
            contentAreas[index] = RectExpression(
                left: frames[index].left, top: frames[index].top, width: Expression(width), height: Expression(height))
        }
        self.contentAreas = contentAreas
        build()
        values = solver.values()
    }

    // MARK: Rectangles

    /// The view's frame in window coordinates.
    func frame(of index: Int) -> RectExpression {
        frames[index]
    }

    /// The rectangle a view's subviews are placed in and its anchors refer to: the frame, or a table
    /// cell's content view.
    func contentFrame(of index: Int) -> RectExpression {
        frame(of: index).inset(by: geometry.cellContentInsets[index])
    }

    /// The rectangle of a layout item, or nil when the item names nothing in this tree.
    func rect(of item: LayoutItem) -> RectExpression? {
        let root = contentFrame(of: 0)
        switch item {
        case .view(let id):
            return tree.viewIndex[id].map(contentFrame)
        case .safeArea(let id):
            return tree.viewIndex[id].map { frame(of: $0).inset(by: geometry.safeAreaInsets[$0]) }
        case .layoutMargins(let id):
            return tree.viewIndex[id].map { frame(of: $0).inset(by: geometry.layoutMargins[$0]) }
        case .readableContent(let id):
            return tree.viewIndex[id].map { frame(of: $0).inset(by: geometry.readableInsets[$0]) }
        case .region(let region, let id):
            return tree.viewIndex[id].map { index in
                frame(of: index).inset(
                    by: region.insets(
                        of: geometry.frames[index], safeArea: geometry.safeAreaInsets[index],
                        margins: geometry.layoutMargins[index], readable: geometry.readableInsets[index],
                        in: context.environment.window))
            }
        case .topLayoutGuide:
            return RectExpression(
                left: root.left, top: root.top, width: root.width,
                height: Expression(constant: context.legacyTopLength))
        case .bottomLayoutGuide:
            return RectExpression(
                left: root.left, top: root.bottom - context.legacyBottomLength, width: root.width,
                height: Expression(constant: context.legacyBottomLength))
        case .guide(let id):
            return tree.guides[id].map {
                RectExpression(
                    left: Expression($0.left), top: Expression($0.top),
                    width: Expression($0.width), height: Expression($0.height))
            }
        }
    }

    /// The expression for an anchor of a constraint whose other anchor is `other`: an edge or
    /// margin of a scroll view faced by a view inside it is an edge of the scroll view's content
    /// area, as UIKit attaches it, so that such constraints size the content, not the frame; its
    /// width, height and centres stay the frame's.
    /// In a right-to-left constraint (`mirrored`) the x axis runs from right to left.
    func expression(for anchor: Anchor, facing other: Anchor?, mirrored: Bool = false) -> Expression? {
        guard case .view(let id) = anchor.item, let index = tree.viewIndex[id], let area = contentAreas[index],
            let otherID = other?.item.viewID, let otherIndex = tree.viewIndex[otherID], isInside(otherIndex, index),
            anchor.attribute.attachesToScrollContent
        else { return expression(for: anchor, mirrored: mirrored) }
        let rect = anchor.attribute.marginFree == nil ? area : area.inset(by: geometry.layoutMargins[index])
        return (mirrored ? rect.mirrored : rect).expression(for: anchor.attribute.marginFree ?? anchor.attribute)
    }

    /// Whether the view at `index` lies inside the view at `ancestor`.
    private func isInside(_ index: Int, _ ancestor: Int) -> Bool {
        var current = tree[index].parent
        while let parent = current {
            if parent == ancestor { return true }
            current = tree[parent].parent
        }
        return false
    }

    /// The expression for an anchor, or nil when its item names nothing in this tree; on an x axis
    /// that runs from right to left when `mirrored`.
    func expression(for anchor: Anchor, mirrored: Bool = false) -> Expression? {
        if anchor.attribute.isBaseline, case .view(let id) = anchor.item, let index = tree.viewIndex[id] {
            return baseline(of: index)
        }
        let item: LayoutItem
        if anchor.attribute.marginFree != nil, case .view(let id) = anchor.item {
            item = .layoutMargins(of: id)
        } else {
            item = anchor.item
        }
        return rect(of: item).map { mirrored ? $0.mirrored : $0 }?.expression(for: anchor.attribute)
    }

    /// Whether a constraint relates leading or trailing edges in a right-to-left layout: that of the
    /// view holding it, the nearest common ancestor of the views it relates (Apple's Auto Layout
    /// Guide, "Working with Constraints in Interface Builder"). Its constants then count from
    /// right to left, and its multipliers scale the negated x.
    private func isMirrored(_ constraint: LayoutConstraint) -> Bool {
        guard tree.hasRightToLeft,
            constraint.first.attribute.followsLayoutDirection || constraint.second?.attribute.followsLayoutDirection == true
        else { return false }
        let views = [constraint.first.item, constraint.second?.item].compactMap { $0.flatMap { owner(of: $0) } }
        guard let holder = views.dropFirst().reduce(views.first, { held, view in held.flatMap { commonAncestor($0, view) } })
        else {
            return tree.languageDirection == .rightToLeft
        }
        return tree[holder].layoutDirection == .rightToLeft
    }

    /// The nearest view that is `first` or `second` or contains both.
    private func commonAncestor(_ first: Int, _ second: Int) -> Int? {
        var chain: Set<Int> = []
        var current: Int? = first
        while let index = current {
            chain.insert(index)
            current = tree[index].parent
        }
        current = second
        while let index = current {
            if chain.contains(index) { return index }
            current = tree[index].parent
        }
        return nil
    }

    /// The index of the view an item belongs to: the view, the view whose guide it is, or the root
    /// for the legacy layout guides.
    private func owner(of item: LayoutItem) -> Int? {
        switch item {
        case .guide(let id): tree.guides[id]?.owner
        case .topLayoutGuide, .bottomLayoutGuide: 0
        default: item.viewID.flatMap { tree.viewIndex[$0] }
        }
    }

    /// A view's baseline: one line of text centred vertically, or the bottom edge without text.
    func baseline(of index: Int) -> Expression {
        let view = contentFrame(of: index)
        guard let offset = IntrinsicSize.baselineOffset(for: tree[index].node.attributes) else { return view.bottom }
        return view.top + 0.5 * view.height + offset
    }

    // MARK: Building

    private mutating func build() {
        let root = frame(of: 0)
        let rootFrame = context.rootFrame
        for (expression, value) in [
            (root.left, rootFrame.minX), (root.top, rootFrame.minY),
            (root.width, rootFrame.width), (root.height, rootFrame.height),
        ] {
            add(Constraint(expression - value, .equal), .rootFrame)
        }
        for index in tree.indices.dropFirst() {
            if tree.isCell(index) {
                placeCell(index)
            } else if tree[index].node.translatesAutoresizingMaskIntoConstraints && !tree.isArranged(index) {
                placeByAutoresizing(index)
            } else {
                placedByConstraints.insert(index)
            }
        }
        for index in tree.indices where tree[index].node.stack != nil {
            StackArrangement(system: self, stack: index).constraints.forEach { add($0, .stack(label: $0.label)) }
        }
        for index in tree.indices {
            for constraint in tree[index].node.constraints { addDocumentConstraint(constraint) }
        }
        // A content area that its content leaves free takes the frame's size, as weakly as the
        // fallback that keeps unplaced views at their design frames.
        let free = Self.strength(Self.fallbackPriority)
        for (index, area) in contentAreas.sorted(by: { $0.key < $1.key }) {
            let frame = frame(of: index)
            add(Constraint(area.width - frame.width, .equal, strength: free), .designFrame(of: index))
            add(Constraint(area.height - frame.height, .equal, strength: free), .designFrame(of: index))
        }
        for index in placedByConstraints.sorted() { addIntrinsicSize(index) }
        for index in placedByConstraints.sorted() { addFallback(index) }
    }

    /// Adds `constraint`; a required one that cannot hold is left out and reported, with the
    /// constraints it conflicts with.
    private mutating func add(_ constraint: Constraint, _ origin: ConstraintOrigin) {
        do {
            try solver.add(constraint)
            origins.append((constraint, origin))
        } catch {
            guard case .unsatisfiable(_, let conflicts) = error else { return }
            var source: DocumentLocation?
            if case .document(let constraint) = origin { source = constraint.source }
            broken.append(
                BrokenConstraint(
                    constraint: origin.description(in: tree), source: source,
                    conflicts: conflicts.map(describe), viewPath: origin.viewIndex(in: tree).map { tree[$0].path }))
        }
    }

    /// A constraint in the solver in words.
    private func describe(_ constraint: Constraint) -> String {
        origins.first { $0.constraint == constraint }?.origin.description(in: tree) ?? constraint.description
    }

    private mutating func addDocumentConstraint(_ constraint: LayoutConstraint) {
        let mirrored = isMirrored(constraint)
        guard let first = expression(for: constraint.first, facing: constraint.second, mirrored: mirrored) else { return }
        var right = Expression(constant: constraint.constant)
        if let second = constraint.second {
            guard let secondExpression = expression(for: second, facing: constraint.first, mirrored: mirrored) else { return }
            right = constraint.multiplier * secondExpression + constraint.constant
        }
        add(
            Constraint(first - right, constraint.relation.solverRelation, strength: Self.strength(constraint.priority)),
            .document(constraint))
    }

    /// A UIKit priority as a solver strength: 1000 is required, below it each priority is a level.
    static func strength(_ priority: LayoutPriority) -> Strength {
        priority.isRequired ? .required : Strength(priority: priority.rawValue)
    }

    private mutating func placeByAutoresizing(_ index: Int) {
        let entry = tree[index]
        guard let parent = entry.parent else { return }
        let node = entry.node
        let parentRect = contentFrame(of: parent)
        let designParent = designSize(of: parent)
        let shares = node.autoresizingMask.shares(of: node.frame, in: designParent)
        let view = frame(of: index)
        let dx = parentRect.width - designParent.width
        let dy = parentRect.height - designParent.height
        add(view.left == parentRect.left + node.frame.minX + shares.x * dx, .autoresizing(of: index))
        add(view.top == parentRect.top + node.frame.minY + shares.y * dy, .autoresizing(of: index))
        add(view.width == node.frame.width + shares.width * dx, .autoresizing(of: index))
        add(view.height == node.frame.height + shares.height * dy, .autoresizing(of: index))
    }

    /// The size a view's fixed-frame subviews were laid out in.
    private func designSize(of index: Int) -> Size {
        let frame = tree[index].node.frame
        if index == 0 { return frame.width > 0 || frame.height > 0 ? frame.size : context.canvas }
        let insets = geometry.cellContentInsets[index]
        return Size(width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
    }

    private mutating func placeCell(_ index: Int) {
        guard let parent = tree[index].parent, let cell = geometry.cellFrames[index] else { return }
        let container = frame(of: parent)
        let view = frame(of: index)
        add(view.left == container.left + cell.minX, .cellPlacement(of: index))
        add(view.top == container.top + cell.minY, .cellPlacement(of: index))
        add(view.width == cell.width, .cellPlacement(of: index))
        guard geometry.selfSizingCells.contains(index) else {
            add(view.height == cell.height, .cellPlacement(of: index))
            return
        }
        // R4.13: as short as its content's constraints and its own text allow, as
        // `systemLayoutSizeFitting` pulls the height towards zero at `fittingSizeLevel`.
        let margins = geometry.layoutMargins[index]
        let textHeight = IntrinsicSize.cellTextHeight(
            of: tree[index].node.attributes, width: cell.width - max(16, margins.left) - max(16, margins.right),
            scale: context.environment.window.scale)
        add(view.height >= textHeight, .cellPlacement(of: index))
        add(Constraint(view.height, .equal, strength: Self.strength(Self.fittingPriority)), .cellPlacement(of: index))
    }

    /// The intrinsic size of a view placed by constraints, if it has one on either axis, rounded
    /// up to the screen's pixels (a size a reader measured without knowing the screen, too). A
    /// label of several lines narrower than its text in the pass before is as wide as it was and
    /// as tall as its text wrapped to that width.
    func intrinsicSize(of index: Int) -> Size {
        let node = tree[index].node, scale = context.environment.window.scale
        guard let given = node.layout.intrinsicContentSize else {
            let oneLine = IntrinsicSize.estimate(for: node.attributes, scale: scale)
            guard let width = geometry.wrapWidths[index], width > 0, oneLine.width > width + 1e-3 else { return oneLine }
            return IntrinsicSize.wrapped(node.attributes, width: width, scale: scale)
        }
        return IntrinsicSize.roundedUp(given, scale: scale)
    }

    private mutating func addIntrinsicSize(_ index: Int) {
        let node = tree[index].node
        let size = intrinsicSize(of: index)
        let view = frame(of: index)
        let bump = StackArrangement.priorityBump(for: index, in: tree)
        if size.width >= 0 {
            add(
                (view.width <= size.width).strength(Self.strength(node.layout.contentHugging.horizontal + bump.horizontal)),
                .hugging(of: index))
            add(
                (view.width >= size.width).strength(
                    Self.strength(node.layout.compressionResistance.horizontal + bump.horizontal)),
                .compressionResistance(of: index))
        }
        if size.height >= 0 {
            add(
                (view.height <= size.height).strength(Self.strength(node.layout.contentHugging.vertical + bump.vertical)),
                .hugging(of: index))
            add(
                (view.height >= size.height).strength(Self.strength(node.layout.compressionResistance.vertical + bump.vertical)),
                .compressionResistance(of: index))
        }
    }

    /// Pins a view placed by constraints to its design frame at the lowest priority, so that an
    /// ambiguous layout still resolves the same way every time. A view without a design frame
    /// needs none: its variables are zero unless a constraint moves them, which leaves it at its
    /// superview's origin with no size.
    private mutating func addFallback(_ index: Int) {
        let entry = tree[index]
        let design = entry.node.frame
        guard entry.parent != nil, design != .zero else { return }
        let strength = Self.strength(Self.fallbackPriority)
        add((Expression(entry.left) == design.minX).strength(strength), .designFrame(of: index))
        add((Expression(entry.top) == design.minY).strength(strength), .designFrame(of: index))
        add((Expression(entry.width) == design.width).strength(strength), .designFrame(of: index))
        add((Expression(entry.height) == design.height).strength(strength), .designFrame(of: index))
    }

    /// The frame the solver found for a view, before scroll offsets. A view placed by
    /// constraints has each edge moved to the nearest pixel of the screen, halves up, as UIKit's
    /// layout engine does (a centred 206-pt view in 768 × 88 at 1× lands at y = 34, not 33.5).
    /// Each edge is held within ±``largestCoordinate``.
    func solvedFrame(of index: Int) -> Rect {
        let frame = frames[index]
        func solved(_ expression: Expression) -> Double { expression.value { values[$0, default: 0] } }
        let solved = Rect(
            x: solved(frame.left), y: solved(frame.top), width: solved(frame.width), height: solved(frame.height)
        )
        .clamped(toMagnitude: Self.largestCoordinate)
        return placedByConstraints.contains(index) ? solved.aligned(toPixelsOf: context.environment.window.scale) : solved
    }
}
