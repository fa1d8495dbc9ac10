import DeviceGeometry

extension SwiftUILayout {
    /// `content` with `modifier` applied, placed in `rect`.
    func place(
        _ content: SwiftUIView, modified modifier: SwiftUIModifier, in rect: Rect, context: SwiftUIContext, path: String,
        regions: SwiftUIRegions
    ) -> [ResolvedView] {
        let inner = context.inside(modifier)
        func placeContent(in rect: Rect) -> [ResolvedView] {
            place(content, in: rect, context: inner, path: path, regions: regions)
        }
        switch modifier {
        case .padding(let edges, let amount):
            return placeContent(in: rect.inset(by: Self.padding(edges, amount)))
        case .frame(let frame):
            let child = size(of: content, for: frame.proposal(within: ProposedSize(rect.size)), in: inner)
            return placeContent(in: Self.aligned(child, in: rect, frame.alignment))
        case .fixedSize(let horizontal, let vertical):
            let proposal = ProposedSize(width: horizontal ? nil : rect.width, height: vertical ? nil : rect.height)
            return placeContent(in: Self.aligned(size(of: content, for: proposal, in: inner), in: rect, .center))
        case .aspectRatio(let ratio, let mode):
            let proposal = aspectProposal(ratio, mode, of: content, within: ProposedSize(rect.size), in: inner)
            return placeContent(in: Self.aligned(size(of: content, for: proposal, in: inner), in: rect, .center))
        case .offset(let x, let y):
            return placeContent(in: rect.offsetBy(dx: x, dy: y))
        case .background(let background):
            let area = background.isShapeStyle ? regions.expanding(rect, on: .all) : rect
            return place(
                background, in: centred(background, in: area, context: context), context: context,
                path: "\(path)/background[0]", regions: regions)
                + placeContent(in: rect)
        case .overlay(let overlay):
            return placeContent(in: rect)
                + place(
                    overlay, in: centred(overlay, in: rect, context: context), context: context, path: "\(path)/overlay[0]",
                    regions: regions)
        case .safeAreaInset(let inset):
            let bar = insetArrangement(inset, around: content, for: ProposedSize(rect.size), in: inner).inset
            let length = bar[inset.axis] + (inset.spacing ?? 0)
            let edge = inset.edge
            let main = rect.inset(
                by: EdgeInsets(
                    top: edge == .top ? length : 0, left: edge == .left ? length : 0,
                    bottom: edge == .bottom ? length : 0, right: edge == .right ? length : 0))
            let safe = regions.safe
            let kept = Rect(
                corner: Point(
                    x: edge == .left ? max(safe.minX, main.minX) : safe.minX,
                    y: edge == .top ? max(safe.minY, main.minY) : safe.minY),
                Point(
                    x: edge == .right ? min(safe.maxX, main.maxX) : safe.maxX,
                    y: edge == .bottom ? min(safe.maxY, main.maxY) : safe.maxY))
            let area = Rect(
                x: edge == .right ? rect.maxX - bar.width : rect.minX, y: edge == .bottom ? rect.maxY - bar.height : rect.minY,
                width: inset.axis == .vertical ? rect.width : bar.width,
                height: inset.axis == .vertical ? bar.height : rect.height)
            return place(
                content, in: main, context: inner, path: path, regions: SwiftUIRegions(safe: kept, bounds: regions.bounds))
                + place(inset.content, in: area, context: context, path: "\(path)/safeAreaInset[0]", regions: regions)
        case .safeAreaPadding(let edges, let amount):
            let main = rect.inset(by: Self.padding(edges, amount))
            let safe = regions.safe
            let kept = Rect(
                corner: Point(x: max(safe.minX, min(main.minX, safe.maxX)), y: max(safe.minY, min(main.minY, safe.maxY))),
                Point(x: min(safe.maxX, max(main.maxX, safe.minX)), y: min(safe.maxY, max(main.maxY, safe.minY))))
            return place(
                content, in: main, context: inner, path: path, regions: SwiftUIRegions(safe: kept, bounds: regions.bounds))
        case .position(let x, let y):
            let size = size(of: content, for: ProposedSize(rect.size), in: inner)
            return placeContent(
                in: Rect(
                    x: rect.minX + x - size.width / 2, y: rect.minY + y - size.height / 2, width: size.width, height: size.height)
            )
        case .containerRelativeFrame(let frame):
            let child = size(of: content, for: ProposedSize(rect.size), in: inner)
            return placeContent(in: Self.aligned(child, in: rect, frame.alignment))
        case .ignoresSafeArea(let edges, let ignored):
            return placeContent(in: ignored.contains(.container) ? regions.expanding(rect, on: edges) : rect)
        case .cornerRadius(let radius):
            return Self.clipped(placeContent(in: rect), radius: radius)
        case .clipShape(let shape):
            let radius: Double
            switch shape {
            case .rectangle: radius = 0
            case .roundedRectangle(let cornerRadius): radius = cornerRadius
            case .capsule, .circle: radius = min(rect.width, rect.height) / 2
            }
            return Self.clipped(placeContent(in: rect), radius: radius)
        case .accessibilityIdentifier(let identifier):
            return placeContent(in: rect).map { view in
                var view = view
                view.attributes.accessibilityIdentifier = identifier
                return view
            }
        case .contentShape:
            // A view of its own, with no colour, named for the tap area it gives (`tapArea(of:)`).
            return [Self.container(in: rect, path: "\(path)/\(Self.contentShapeName)[0]", subviews: placeContent(in: rect))]
        case .onTapGesture:
            let content = placeContent(in: rect)
            var gesture = Self.resolved(
                ViewAttributes(kind: .view, isTappable: true), in: Self.tapArea(of: content) ?? rect, context: context,
                path: "\(path)/\(Self.tapGestureName)[0]", isInteractive: true, subviews: content)
            // Written where the view it modifies is.
            gesture.source = content.first?.source
            return [gesture]
        case .accessibilityLabel(let label):
            return placeContent(in: rect).map { view in
                var view = view
                view.attributes.accessibilityLabel = label
                return view
            }
        case .source(let location):
            return placeContent(in: rect).map { view in
                var view = view
                view.source = view.source ?? location
                return view
            }
        case .layoutPriority, .alignmentGuide, .textStyle, .fontSize, .fontWeight, .foregroundColor, .tint, .lineLimit,
            .multilineTextAlignment, .opacity, .hidden, .disabled, .buttonStyle, .controlSize, .listStyle, .imageScale,
            .listRowInsets,
            .scrollContentBackground,
            .listRowBackground, .navigationTitle,
            .navigationBarTitleDisplayMode, .toolbar, .tabItem, .sheet, .presentationDetents:
            return placeContent(in: rect)
        }
    }

    /// The name of the view a `contentShape` makes, in paths.
    static let contentShapeName = "contentShape"
    /// The name of the view an `onTapGesture` makes, in paths.
    static let tapGestureName = "onTapGesture"

    /// Where `views` take the taps of a gesture or a plain button around them: where they draw (a
    /// text, an image, a control, a colour that is not clear) and across every `contentShape`,
    /// as the smallest rectangle around those; nil where nothing is drawn. A stack's gaps and its
    /// spacers take none, as SwiftUI hit-tests by what is drawn (S4).
    static func tapArea(of views: [ResolvedView]) -> Rect? {
        var area: Rect?
        func visit(_ view: ResolvedView) {
            let attributes = view.attributes
            let draws = attributes.kind != .view || (attributes.backgroundColor.map { $0.alpha > 0 } ?? false)
            if draws || view.path.hasSuffix("/\(contentShapeName)[0]") {
                area = area.map { $0.union(view.frame) } ?? view.frame
            }
            view.subviews.forEach(visit)
        }
        views.forEach(visit)
        return area
    }

    /// `views` clipped to rounded corners of `radius`.
    private static func clipped(_ views: [ResolvedView], radius: Double) -> [ResolvedView] {
        views.map { view in
            var view = view
            view.attributes.cornerRadius = max(view.attributes.cornerRadius, radius)
            view.attributes.clipsToBounds = true
            return view
        }
    }

    /// Where a background or an overlay goes: offered the modified view's size, it takes the size
    /// it chooses, centred.
    private func centred(_ view: SwiftUIView, in rect: Rect, context: SwiftUIContext) -> Rect {
        Self.aligned(size(of: view, for: ProposedSize(rect.size), in: context), in: rect, .center)
    }

    /// A rectangle of `size` inside `rect` at `alignment`.
    static func aligned(_ size: Size, in rect: Rect, _ alignment: SwiftUIAlignment) -> Rect {
        Rect(
            x: rect.minX + (rect.width - size.width) * alignment.horizontal,
            y: rect.minY + (rect.height - size.height) * alignment.vertical, width: size.width, height: size.height)
    }
}

extension SwiftUIView {
    /// Whether the view is a colour, perhaps at an opacity, which `background(_:)` takes as a
    /// shape style and draws into the safe area (`background(_:ignoresSafeAreaEdges:)`, whose
    /// edges default to all); a shape, or a colour in a frame, is a view, which keeps to it.
    var isShapeStyle: Bool {
        switch self {
        case .color: true
        case .modified(let content, .opacity), .modified(let content, .source): content.isShapeStyle
        default: false
        }
    }
}

extension SwiftUILayout {
    /// How `safeAreaInset` shares `proposal`: the inset's content is offered the whole length
    /// across its edge and nothing along it, and takes what it wants; the view is offered the rest.
    /// Together they are the view's size and the content's along the inset's axis.
    func insetArrangement(
        _ inset: SwiftUISafeAreaInset, around content: SwiftUIView, for proposal: ProposedSize, in context: SwiftUIContext
    ) -> (inset: Size, size: Size) {
        let axis = inset.axis
        var offer = proposal
        offer[axis] = nil
        let bar = size(of: inset.content, for: offer, in: context)
        let length = bar[axis] + (inset.spacing ?? 0)
        var rest = proposal
        rest[axis] = proposal[axis].map { max(0, $0 - length) }
        let main = size(of: content, for: rest, in: context)
        let cross: SwiftUIStack.Axis = axis == .vertical ? .horizontal : .vertical
        return (bar, Size(main[axis] + length, on: axis, cross: max(main[cross], bar[cross])))
    }
}
