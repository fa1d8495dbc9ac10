internal import Cassowary

/// The constraints a `UIStackView` makes for its arranged subviews: edges to the stack (or its
/// margins), spacing and the distribution along the axis, the alignment across it; leading is the
/// right in a stack that lays out right to left.
struct StackArrangement {
    private(set) var constraints: [Constraint] = []

    init(system: ConstraintSystem, stack index: Int) {
        let tree = system.tree
        guard let options = tree[index].node.stack else { return }
        let arranged = tree.arrangedSubviews(of: index)
        guard !arranged.isEmpty else { return }
        // A stack view that lays out right to left arranges from the right: on a mirrored x axis
        // its constraints are those of a left-to-right stack.
        let mirrors = tree[index].layoutDirection == .rightToLeft
        func rect(_ rect: RectExpression) -> RectExpression { mirrors ? rect.mirrored : rect }
        let container = rect(
            options.isLayoutMarginsRelativeArrangement
                ? system.frame(of: index).inset(by: system.geometry.layoutMargins[index])
                : system.frame(of: index))
        let horizontal = options.axis == .horizontal
        let label = "stack \(tree[index].path)"

        func start(_ rect: RectExpression) -> Expression { horizontal ? rect.left : rect.top }
        func length(_ rect: RectExpression) -> Expression { horizontal ? rect.width : rect.height }
        func crossStart(_ rect: RectExpression) -> Expression { horizontal ? rect.top : rect.left }
        func crossLength(_ rect: RectExpression) -> Expression { horizontal ? rect.height : rect.width }
        func end(_ rect: RectExpression) -> Expression { start(rect) + length(rect) }
        func crossEnd(_ rect: RectExpression) -> Expression { crossStart(rect) + crossLength(rect) }
        func add(_ constraint: Constraint, _ what: String) { constraints.append(constraint.labeled("\(label): \(what)")) }

        let views = arranged.map { rect(system.frame(of: $0)) }
        add(start(views[0]) == start(container), "first view at the leading edge")
        add(end(views[views.count - 1]) == end(container), "last view at the trailing edge")
        for (previous, next) in zip(views, views.dropFirst()) {
            let gap = start(next) - end(previous)
            switch options.distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(gap == options.spacing, "spacing")
            case .equalSpacing:
                add(gap >= options.spacing, "spacing")
                add(gap == start(views[1]) - end(views[0]), "equal spacing")
            case .equalCentering:
                add(gap >= options.spacing, "spacing")
                let centers = (start(next) + 0.5 * length(next)) - (start(previous) + 0.5 * length(previous))
                let firstCenters = (start(views[1]) + 0.5 * length(views[1])) - (start(views[0]) + 0.5 * length(views[0]))
                add(centers == firstCenters, "equal centering")
            }
        }
        switch options.distribution {
        case .fillEqually:
            for view in views.dropFirst() { add(length(view) == length(views[0]), "equal size") }
        case .fillProportionally:
            let sizes = arranged.map { system.intrinsicSize(of: $0) }.map { horizontal ? $0.width : $0.height }
            if sizes.allSatisfy({ $0 > 0 }) {
                for (view, size) in zip(views, sizes).dropFirst() {
                    add(length(view) == (size / sizes[0]) * length(views[0]), "proportional size")
                }
            }
        default:
            break
        }

        let alignment = Self.normalized(options.alignment, horizontal: horizontal)
        for (position, view) in views.enumerated() {
            switch alignment {
            case .fill:
                add(crossStart(view) == crossStart(container), "fill alignment")
                add(crossEnd(view) == crossEnd(container), "fill alignment")
            case .leading:
                add(crossStart(view) == crossStart(container), "leading alignment")
                add(crossEnd(view) <= crossEnd(container), "within the stack")
            case .trailing:
                add(crossEnd(view) == crossEnd(container), "trailing alignment")
                add(crossStart(view) >= crossStart(container), "within the stack")
            case .center:
                add(
                    crossStart(view) + 0.5 * crossLength(view) == crossStart(container) + 0.5 * crossLength(container),
                    "center alignment")
                add(crossStart(view) >= crossStart(container), "within the stack")
            case .firstBaseline, .lastBaseline:
                if position > 0 {
                    add(system.baseline(of: arranged[position]) == system.baseline(of: arranged[0]), "baseline alignment")
                }
                add(crossStart(view) >= crossStart(container), "within the stack")
                add(crossEnd(view) <= crossEnd(container), "within the stack")
            case .top, .bottom:
                break
            }
        }
        if alignment != .fill {
            add((crossLength(container) == 0).strength(Strength(priority: 49)), "fits its tallest view")
        }
    }

    /// The alignment with `top`/`bottom` folded into `leading`/`trailing`, and baselines, which only
    /// horizontal stacks have, folded into `leading` for vertical ones.
    private static func normalized(_ alignment: StackOptions.Alignment, horizontal: Bool) -> StackOptions.Alignment {
        switch alignment {
        case .top: .leading
        case .bottom: .trailing
        case .firstBaseline, .lastBaseline: horizontal ? alignment : .leading
        default: alignment
        }
    }

    /// How much firmer an arranged view of a `fill` stack hugs and resists than those after it, so
    /// that among equal priorities the last view stretches or shrinks: UIKit resolves this
    /// ambiguity "based on the index in arrangedSubviews".
    static func priorityBump(for index: Int, in tree: FlatTree) -> (horizontal: Double, vertical: Double) {
        guard let parent = tree[index].parent, let options = tree[parent].node.stack, options.distribution == .fill,
            !tree[index].node.attributes.isHidden
        else { return (0, 0) }
        let arranged = tree.arrangedSubviews(of: parent)
        guard let position = arranged.firstIndex(of: index) else { return (0, 0) }
        let bump = 0.001 * Double(arranged.count - 1 - position)
        return options.axis == .horizontal ? (bump, 0) : (0, bump)
    }
}
