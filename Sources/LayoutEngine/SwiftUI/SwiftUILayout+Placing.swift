import DeviceGeometry

/// Where a hosted SwiftUI view may go: the safe area its content keeps to, and the bounds a view
/// that ignores the safe area reaches (S5).
struct SwiftUIRegions {
    /// The safe area, in window coordinates.
    var safe: Rect
    /// The hosting view's bounds, in window coordinates.
    var bounds: Rect

    /// `rect` reaching the bounds on each of `edges` where it touches the safe area's edge.
    func expanding(_ rect: Rect, on edges: RectEdges) -> Rect {
        func touches(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }
        let left = edges.contains(.left) && touches(rect.minX, safe.minX) ? min(rect.minX, bounds.minX) : rect.minX
        let top = edges.contains(.top) && touches(rect.minY, safe.minY) ? min(rect.minY, bounds.minY) : rect.minY
        let right = edges.contains(.right) && touches(rect.maxX, safe.maxX) ? max(rect.maxX, bounds.maxX) : rect.maxX
        let bottom = edges.contains(.bottom) && touches(rect.maxY, safe.maxY) ? max(rect.maxY, bounds.maxY) : rect.maxY
        return Rect(corner: Point(x: left, y: top), Point(x: right, y: bottom))
    }

    /// A scroll view's frame, `rect` reaching the bounds on `edges` where it touches the safe
    /// area, and the safe area it leaves, its content's inset (S8).
    func scrollFrame(of rect: Rect, reaching edges: RectEdges) -> (frame: Rect, insets: EdgeInsets) {
        let frame = expanding(rect, on: edges)
        return (
            frame,
            EdgeInsets(
                top: rect.minY - frame.minY, left: rect.minX - frame.minX, bottom: frame.maxY - rect.maxY,
                right: frame.maxX - rect.maxX)
        )
    }
}

extension SwiftUILayout {
    /// `root`, the content of a hosting view at `bounds` with `safeAreaInsets`, as resolved views
    /// under `path`: proposed the safe area and centred in it (S5), every edge on the screen's
    /// pixels as SwiftUI rounds them.
    func resolve(
        _ root: SwiftUIView, in bounds: Rect, safeAreaInsets: EdgeInsets, context: SwiftUIContext, path: String
    )
        -> [ResolvedView]
    {
        let safe = bounds.inset(by: safeAreaInsets)
        var context = context
        context.containerSize = safe.size
        let size = size(of: root, for: ProposedSize(safe.size), in: context)
        let rect = Rect(x: safe.midX - size.width / 2, y: safe.midY - size.height / 2, width: size.width, height: size.height)
        let placed = place(
            root, in: rect, context: context, path: "\(path)/\(root.name)[0]",
            regions: SwiftUIRegions(safe: safe, bounds: bounds)
        ).map(onPixels)
        guard context.layoutDirection == .rightToLeft else { return placed }
        return placed.map { Self.leadingOnTheRight($0.mirrored(across: bounds.midX)) }
    }

    /// A view mirrored for a right-to-left language, its texts aligned as SwiftUI aligns them: by
    /// leading and trailing, so text aligned left to right is aligned right to left.
    private static func leadingOnTheRight(_ view: ResolvedView) -> ResolvedView {
        var view = view
        switch view.attributes.textAlignment {
        case .left: view.attributes.textAlignment = .right
        case .right: view.attributes.textAlignment = .left
        default: break
        }
        view.subviews = view.subviews.map(leadingOnTheRight)
        return view
    }

    /// A view of `attributes` at `frame`, drawn at the context's opacity, enabled unless the
    /// context disables it, and taking taps where it is interactive and enabled.
    static func resolved(
        _ attributes: ViewAttributes, in frame: Rect, context: SwiftUIContext, path: String, isInteractive: Bool = false,
        subviews: [ResolvedView] = []
    ) -> ResolvedView {
        var attributes = attributes
        attributes.alpha = context.opacity
        attributes.isEnabled = !context.isDisabled
        return ResolvedView(
            attributes: attributes, frame: frame, path: path, isInteractive: isInteractive && !context.isDisabled,
            subviews: subviews)
    }

    /// A view that holds `subviews` and draws nothing itself: a stack's, a grid's, a container's,
    /// whose empty space lets touches through to the views beneath (S4).
    static func container(
        in frame: Rect, path: String, opacity: Double = 1, subviews: [ResolvedView]
    ) -> ResolvedView {
        var attributes = ViewAttributes(kind: .view)
        attributes.alpha = opacity
        attributes.letsTouchesThrough = true
        return ResolvedView(attributes: attributes, frame: frame, path: path, subviews: subviews)
    }

    /// `view` and its subviews with their edges on the nearest pixels; a view with a text is never
    /// made smaller than it was measured, as rounding both edges could take a pixel off it and cut
    /// its last word or line short.
    private func onPixels(_ view: ResolvedView) -> ResolvedView {
        func pixel(_ value: Double) -> Double { (value * scale).rounded() / scale }
        func pixelUp(_ value: Double) -> Double { (value * scale - 0.001).rounded(.up) / scale }
        var view = view
        let frame = view.frame
        let origin = Point(x: pixel(frame.minX), y: pixel(frame.minY))
        var corner = Point(x: pixel(frame.maxX), y: pixel(frame.maxY))
        if view.attributes.text != nil {
            corner = Point(
                x: max(corner.x, origin.x + pixelUp(frame.width)), y: max(corner.y, origin.y + pixelUp(frame.height)))
        }
        view.frame = Rect(corner: origin, corner)
        view.subviews = view.subviews.map(onPixels)
        return view
    }

    /// `view` placed in `rect`, the size it chose, as resolved views named `path`.
    func place(
        _ view: SwiftUIView, in rect: Rect, context: SwiftUIContext, path: String, regions: SwiftUIRegions
    )
        -> [ResolvedView]
    {
        guard !context.isHidden else { return [] }
        func resolved(_ attributes: ViewAttributes, interactive: Bool = false) -> [ResolvedView] {
            [Self.resolved(attributes, in: rect, context: context, path: path, isInteractive: interactive)]
        }
        let font = context.font
        switch view {
        case .text(let text):
            var attributes = ViewAttributes(
                kind: .label, text: text, textColor: context.foreground ?? .label,
                textStyle: context.lineSpacingStyle, fontSize: font.size, fontWeight: font.weight,
                numberOfLines: maximumLines(for: ProposedSize(rect.size), in: context),
                textAlignment: context.textAlignment)
            attributes.lineSpacing = linePitch(of: font, style: context.lineSpacingStyle) - font.lineHeight
            return resolved(attributes)
        case .color(let color):
            var attributes = ViewAttributes(kind: .view, backgroundColor: color)
            attributes.letsTouchesThrough = color.alpha == 0
            return resolved(attributes)
        case .shape(let shape):
            return placeShape(shape, in: rect, context: context, path: path)
        case .spacer:
            return []
        case .divider:
            return resolved(ViewAttributes(kind: .view, backgroundColor: .separator))
        case .stack(let stack):
            return placeStack(stack, in: rect, context: context, path: path, regions: regions)
        case .grid(let grid):
            return placeGrid(grid, in: rect, context: context, path: path, regions: regions)
        case .image(let image):
            var attributes = ViewAttributes(kind: .imageView)
            attributes.image = image.name
            if case .symbol = image.source { attributes.tintColor = context.foreground ?? .label }
            return resolved(attributes)
        case .label(let title, let icon):
            return place(
                Self.labelStack(title, icon: icon, in: context), in: rect, context: context, path: path, regions: regions)
        case .button(let label, let style):
            return placeButton(
                label, style: style == .automatic ? context.buttonStyle : style, in: rect, context: context,
                path: path, regions: regions)
        case .navigationLink(let label):
            guard let row = context.rowFrame else {
                return place(.button(label, style: .automatic), in: rect, context: context, path: path, regions: regions)
            }
            return placeRowAction(label, isLink: true, row: row, in: rect, context: context, path: path, regions: regions)
        case .list(let list):
            return placeList(list, in: rect, context: context, path: path, regions: regions)
        case .toggle(let title, let isOn):
            return placeToggle(title, isOn: isOn, in: rect, context: context, path: path)
        case .textField(let placeholder, _):
            let attributes = ViewAttributes(
                kind: .textField, textColor: context.foreground ?? .label, fontSize: font.size, fontWeight: font.weight,
                placeholder: placeholder, borderStyle: .none)
            // In a form's row a field answers taps across the row's height, its text in the middle.
            guard let row = context.rowFrame else { return resolved(attributes, interactive: true) }
            let frame = Rect(x: rect.minX, y: row.minY, width: rect.width, height: row.height)
            return [Self.resolved(attributes, in: frame, context: context, path: path, isInteractive: true)]
        case .slider(let value):
            let frame = Rect(x: rect.minX, y: rect.midY - Self.sliderHeight / 2, width: rect.width, height: Self.sliderHeight)
            return [
                Self.resolved(
                    ViewAttributes(kind: .slider, tintColor: context.tint, value: value), in: frame, context: context, path: path,
                    isInteractive: true)
            ]
        case .stepper(let title):
            return placeTitledControl(
                title, ViewAttributes(kind: .stepper), size: Self.stepperSize, name: "Stepper", in: rect, context: context,
                path: path)
        case .progressView(let value):
            var attributes = ViewAttributes(kind: value == nil ? .activityIndicator : .progressView, tintColor: context.tint)
            attributes.value = value ?? 0
            return resolved(attributes)
        case .picker(let picker):
            return placePicker(picker, in: rect, context: context, path: path, regions: regions)
        case .geometryReader(let content):
            let size = size(of: content, for: ProposedSize(rect.size), in: context)
            let subviews = place(
                content, in: Rect(origin: rect.origin, size: size), context: context, path: "\(path)/\(content.name)[0]",
                regions: regions)
            return [Self.container(in: rect, path: path, subviews: subviews)]
        case .modified(let content, let modifier):
            return place(content, modified: modifier, in: rect, context: context, path: path, regions: regions)
        case .navigationStack(let root):
            return place(root, in: rect, context: context, path: path, regions: regions)
        case .tabView(let tabs):
            return tabs.first.map { place($0, in: rect, context: context, path: path, regions: regions) } ?? []
        case .splitView(let split):
            return place(split.detail, in: rect, context: context, path: path, regions: regions)
        case .scrollView(let axis, let content):
            return placeScrollView(along: axis, content, in: rect, context: context, path: path, regions: regions)
        }
    }

    /// A shape filled with the foreground style; a circle is as large as the shorter side, centred.
    private func placeShape(_ shape: SwiftUIShape, in rect: Rect, context: SwiftUIContext, path: String) -> [ResolvedView] {
        var frame = rect, radius = 0.0
        switch shape {
        case .rectangle: break
        case .roundedRectangle(let cornerRadius): radius = min(cornerRadius, rect.width / 2, rect.height / 2)
        case .capsule: radius = min(rect.width, rect.height) / 2
        case .circle:
            let side = min(rect.width, rect.height)
            frame = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
            radius = side / 2
        }
        var attributes = ViewAttributes(kind: .view, backgroundColor: context.foreground ?? .label, cornerRadius: radius)
        attributes.alpha = context.opacity
        return [ResolvedView(attributes: attributes, frame: frame, path: path)]
    }

    /// A stack's children, one after another along its axis from its start (over each other in a
    /// `ZStack`), each aligned across it.
    private func placeStack(
        _ stack: SwiftUIStack, in rect: Rect, context: SwiftUIContext, path: String, regions: SwiftUIRegions
    ) -> [ResolvedView] {
        let arrangement = arrangement(of: stack, for: ProposedSize(rect.size), in: context)
        var inner = context
        inner.stackAxis = stack.axis
        var counts: [String: Int] = [:]
        var position = stack.axis == .horizontal ? rect.minX : rect.minY
        var subviews: [ResolvedView] = []
        for (index, child) in stack.children.enumerated() {
            let size = arrangement.sizes[index]
            position += arrangement.gaps[index]
            // Across the axis, the children's guides line up, and the space they take is aligned
            // in the stack's.
            let extent = arrangement.crossExtent, offset = arrangement.crossOffsets[index]
            let across = Point(
                x: rect.minX + (rect.width - extent.width) * stack.alignment.horizontal + offset.x,
                y: rect.minY + (rect.height - extent.height) * stack.alignment.vertical + offset.y)
            let x: Double, y: Double
            switch stack.axis {
            case .horizontal:
                (x, y) = (position, across.y)
                position += size.width
            case .vertical:
                (x, y) = (across.x, position)
                position += size.height
            case .depth:
                (x, y) = (across.x, across.y)
            }
            let name = child.name
            let childPath = "\(path)/\(name)[\(counts[name, default: 0])]"
            counts[name, default: 0] += 1
            subviews += place(
                child, in: Rect(x: x, y: y, width: size.width, height: size.height), context: inner, path: childPath,
                regions: regions)
        }
        return [Self.container(in: rect, path: path, subviews: subviews)]
    }

    /// A scroll view (S8): its frame reaches the bounds along its axis where it touches the safe
    /// area's edge, and the safe area it leaves is its content's inset; its content, laid out from
    /// the top (or the leading edge) of that inset, centred across, scrolls as far as it is longer.
    private func placeScrollView(
        along axis: SwiftUIStack.Axis, _ content: SwiftUIView, in rect: Rect, context: SwiftUIContext, path: String,
        regions: SwiftUIRegions
    ) -> [ResolvedView] {
        let (frame, insets) = regions.scrollFrame(of: rect, reaching: axis == .horizontal ? [.left, .right] : [.top, .bottom])
        let inner = Self.scrollContentContext(context, visible: rect.size)
        let size = size(of: content, for: Self.contentProposal(along: axis, within: ProposedSize(rect.size)), in: inner)
        let origin =
            axis == .horizontal
            ? Point(x: rect.minX, y: rect.minY + (rect.height - size.height) / 2)
            : Point(x: rect.minX + (rect.width - size.width) / 2, y: rect.minY)
        let subviews = place(
            content, in: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height), context: inner,
            path: "\(path)/\(content.name)[0]", regions: SwiftUIRegions(safe: rect, bounds: frame))
        return [
            ResolvedView(
                attributes: ViewAttributes(kind: .scrollView, clipsToBounds: true), frame: frame, path: path,
                adjustedContentInset: insets,
                scrollRange: ScrollRange(atRestWith: size, adjusted: insets, bounds: frame.size, isScrollEnabled: true),
                subviews: subviews)
        ]
    }
}

extension SwiftUIView {
    /// The SwiftUI type's name, which paths use: `VStack`, `Text`, `Button`.
    package var name: String {
        switch self {
        case .text: "Text"
        case .color: "Color"
        case .shape(.rectangle): "Rectangle"
        case .shape(.roundedRectangle): "RoundedRectangle"
        case .shape(.capsule): "Capsule"
        case .shape(.circle): "Circle"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .stack(let stack):
            switch stack.axis {
            case .horizontal: stack.isLazy ? "LazyHStack" : "HStack"
            case .vertical: stack.isLazy ? "LazyVStack" : "VStack"
            case .depth: "ZStack"
            }
        case .image: "Image"
        case .label: "Label"
        case .grid: "Grid"
        case .button: "Button"
        case .navigationLink: "NavigationLink"
        case .list(let list): list.isForm ? "Form" : "List"
        case .toggle: "Toggle"
        case .textField(_, let isSecure): isSecure ? "SecureField" : "TextField"
        case .slider: "Slider"
        case .stepper: "Stepper"
        case .progressView: "ProgressView"
        case .picker: "Picker"
        case .geometryReader: "GeometryReader"
        case .scrollView: "ScrollView"
        case .navigationStack: "NavigationStack"
        case .tabView: "TabView"
        case .splitView: "NavigationSplitView"
        case .modified(let content, _): content.name
        }
    }
}
