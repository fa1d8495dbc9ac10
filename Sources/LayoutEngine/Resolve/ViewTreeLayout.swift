import DeviceGeometry

/// One controller's view tree laid out (uikit-semantics.md §9 steps 3–5): solve the constraints
/// with the safe areas and margins known so far, recompute those from the new frames, and repeat
/// until a pass changes nothing the constraints read.
struct ViewTreeLayout {
    /// The most passes before the last one is taken as it is.
    static let passLimit = 8

    let tree: FlatTree
    private(set) var geometry: ViewGeometry
    /// What the device gives the screen, which hosted SwiftUI views are laid out for.
    private let environment: LayoutEnvironment
    private(set) var broken: [BrokenConstraint] = []
    private let placingOutlets: [Int: [String]]

    init(root: ViewNode, path: String, context: TreeContext) {
        tree = FlatTree(root: root, path: path, direction: context.environment.layoutDirection)
        environment = context.environment
        placingOutlets = Self.placingOutlets(in: tree)
        let dependencies = GeometryDependencies(tree: tree)
        // The first guess knows the root's frame, so its safe area, margins and readable guide are
        // right from the start: a screen whose constraints read only those is solved once.
        let unknown = ViewGeometry(count: tree.indices.count, rootSafeAreaInsets: context.rootSafeAreaInsets)
        let guess = [context.rootFrame] + Array(repeating: Rect.zero, count: tree.indices.count - 1)
        var geometry = InsetPropagation(tree: tree, context: context, previous: unknown).geometry(solved: guess)
        for _ in 0..<Self.passLimit {
            let system = ConstraintSystem(tree: tree, geometry: geometry, context: context)
            let solved = tree.indices.map(system.solvedFrame)
            let next = InsetPropagation(tree: tree, context: context, previous: geometry).geometry(solved: solved)
            broken = system.broken
            let isStable = next.agrees(with: geometry, on: dependencies)
            geometry = next
            if isStable { break }
        }
        self.geometry = geometry
    }

    /// The resolved tree from `index` down, with `embed` laying out the controllers that container
    /// views hold.
    func resolvedView(at index: Int = 0, embed: (ViewController, Rect, EdgeInsets, String) -> ResolvedView) -> ResolvedView {
        let entry = tree[index]
        let attributes = entry.node.attributes
        var subviews = entry.children.map { resolvedView(at: $0, embed: embed) }
        if let hosted = entry.node.hostedView {
            subviews += SwiftUILayout(scale: environment.window.scale).resolve(
                hosted, in: geometry.frames[index], safeAreaInsets: geometry.safeAreaInsets[index],
                context: SwiftUIContext(
                    contentSize: environment.contentSize, systemVersion: environment.window.systemVersion,
                    sideMargin: environment.isPad || environment.isWidePhone ? 20 : 16,
                    layoutDirection: entry.layoutDirection),
                path: entry.path)
        }
        if let child = entry.node.embeddedController {
            let kind = child.rootViewKind
            let position = entry.node.subviews.filter { $0.attributes.kind == kind }.count
            subviews.append(
                embed(
                    child, geometry.frames[index], geometry.safeAreaInsets[index],
                    "\(entry.path)/\(kind.rawValue)[\(position)]"))
        }
        let isInteractive =
            (attributes.kind.isControl || attributes.isTappable) && attributes.isEnabled
            && !entry.isHiddenInTree && entry.receivesTouches && entry.treeAlpha >= 0.01
        return ResolvedView(
            id: entry.node.id, attributes: attributes, frame: geometry.frames[index], path: entry.path,
            source: entry.node.source, safeAreaInsets: geometry.safeAreaInsets[index],
            layoutMargins: geometry.layoutMargins[index],
            adjustedContentInset: geometry.adjustedContentInsets[index], scrollRange: geometry.scrollRanges[index],
            isInteractive: isInteractive, layoutDirection: entry.layoutDirection, isControllerRoot: index == 0,
            placingOutlets: placingOutlets[index] ?? [],
            subviews: subviews)
    }

    /// The outlets of the constraints that position each view of `tree`, by the view's index.
    private static func placingOutlets(in tree: FlatTree) -> [Int: [String]] {
        var outlets: [Int: [String]] = [:]
        for index in tree.indices {
            for constraint in tree[index].node.constraints {
                guard let outlet = constraint.outlet, constraint.first.attribute.dimension != .size else { continue }
                for anchor in [constraint.first, constraint.second] {
                    guard case .view(let id)? = anchor?.item, let placed = tree.viewIndex[id] else { continue }
                    outlets[placed, default: []].append(outlet)
                }
            }
        }
        return outlets
    }
}
