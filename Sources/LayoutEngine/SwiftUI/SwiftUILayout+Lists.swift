import DeviceGeometry
import Typography

/// Where a list's sections and rows go, in the list's content from its top left (S9).
struct SwiftUIListArrangement {
    /// A section: its card, its header's and footer's frames, and its rows.
    struct Section {
        /// The rows' background, from the first row's top to the last row's bottom.
        var card: Rect
        /// The header's view, in capitals where the style shows them so, and its frame.
        var header: (view: SwiftUIView, frame: Rect)?
        /// The footer's view and frame.
        var footer: (view: SwiftUIView, frame: Rect)?
        /// Each row's frame across the card, and its content's frame inside the row's insets.
        var rows: [(frame: Rect, content: Rect)]
    }

    /// The metrics the list was arranged by.
    var metrics: SwiftUIListMetrics
    /// The sections, first to last.
    var sections: [Section]
    /// The content's size: the width given, and the height of every section with its spacing.
    var size: Size
}

extension SwiftUILayout {
    /// How `list` arranges its sections in `width` (the widest row's ideal width with its insets
    /// when nothing is offered): each header above its card, each row as tall as its content with
    /// the row insets and at least the least row height, each footer below its card.
    func listArrangement(of list: SwiftUIList, width offered: Double?, in context: SwiftUIContext) -> SwiftUIListArrangement {
        let metrics = SwiftUIListMetrics.of(
            list.isForm ? .insetGrouped : context.listStyle, systemVersion: context.systemVersion,
            contentSize: context.contentSize, scale: scale)
        let margin = metrics.isInset ? context.sideMargin : 0
        // Rows keep the side margin inside their card, or from the list's edges.
        let inset = context.sideMargin
        let rowContext = listRowContext(context)
        let width =
            offered
            ?? list.sections.flatMap(\.laidOutRows).map {
                size(of: $0, for: ProposedSize(width: nil, height: nil), in: rowContext).width
            }
            .reduce(0, max) + 2 * inset + 2 * margin
        let card = (x: margin, width: max(0, width - 2 * margin))
        let textWidth = max(0, card.width - 2 * inset)
        func band(_ view: SwiftUIView, _ style: DynamicTypeStyle, at y: Double) -> (view: SwiftUIView, frame: Rect) {
            let size = size(of: view, for: ProposedSize(width: textWidth, height: nil), in: Self.bandContext(context, style))
            return (view, Rect(x: card.x + inset, y: y, width: size.width, height: size.height))
        }
        var y = list.sections.isEmpty ? 0 : metrics.top
        var sections: [SwiftUIListArrangement.Section] = []
        for section in list.sections {
            var header: (view: SwiftUIView, frame: Rect)?
            if let view = section.header {
                header = band(metrics.headerIsUppercased ? view.uppercased : view, metrics.headerStyle, at: y + metrics.headerTop)
                y = header!.frame.maxY + metrics.headerBottom
            } else {
                y += sections.isEmpty ? metrics.firstEmptyBand : metrics.emptyBand
            }
            let top = y
            var rows: [(frame: Rect, content: Rect)] = []
            for row in section.laidOutRows {
                let insets =
                    row.listRowInsets
                    ?? EdgeInsets(top: metrics.rowVerticalInset, left: inset, bottom: metrics.rowVerticalInset, right: inset)
                let width = max(0, card.width - insets.left - insets.right)
                let content = size(of: row, for: ProposedSize(width: width, height: nil), in: rowContext)
                let height = max(metrics.minimumRowHeight, content.height + insets.top + insets.bottom)
                let contentTop = y + insets.top + (height - insets.top - insets.bottom - content.height) / 2
                rows.append(
                    (
                        Rect(x: card.x, y: y, width: card.width, height: height),
                        Rect(x: card.x + insets.left, y: contentTop, width: content.width, height: content.height)
                    ))
                y += height
            }
            let cardFrame = Rect(x: card.x, y: top, width: card.width, height: y - top)
            var footer: (view: SwiftUIView, frame: Rect)?
            if let view = section.footer {
                footer = band(view, metrics.footerStyle, at: y + metrics.footerTop)
                y = footer!.frame.maxY + metrics.footerBottom
            } else {
                y += metrics.emptyBand
            }
            sections.append(SwiftUIListArrangement.Section(card: cardFrame, header: header, footer: footer, rows: rows))
        }
        if let last = list.sections.last {
            // The list's own space below the last section stands in for that section's band.
            y += metrics.bottom - (last.footer == nil ? metrics.emptyBand : metrics.footerBottom)
        }
        return SwiftUIListArrangement(metrics: metrics, sections: sections, size: Size(width: width, height: max(0, y)))
    }

    /// What a header or a footer inherits: its text style's font at a fixed size, so that its lines
    /// are a line height apart as UIKit's labels' are, and the secondary colour.
    static func bandContext(_ context: SwiftUIContext, _ style: DynamicTypeStyle) -> SwiftUIContext {
        var context = context
        let font = style.font(at: context.contentSize)
        context.fontSize = font.size
        context.fontWeight = font.weight
        context.foreground = context.foreground ?? .secondaryLabel
        context.stackAxis = nil
        return context
    }

    /// What a row's content inherits: no stack around it, so a `Spacer` in it grows both ways,
    /// and the row's label style.
    private func listRowContext(_ context: SwiftUIContext) -> SwiftUIContext {
        var context = context
        context.stackAxis = nil
        context.isInListRow = true
        return context
    }

    /// A list as a scroll view (S8, S9): its frame and background reach the bounds wherever it
    /// touches the safe area, its content starts at the safe area's top, each section's card holds
    /// its rows with separators between them, a header above it and a footer below; a row that is
    /// a button or a link takes the taps across the whole row.
    func placeList(
        _ list: SwiftUIList, in rect: Rect, context: SwiftUIContext, path: String, regions: SwiftUIRegions
    ) -> [ResolvedView] {
        let arrangement = listArrangement(of: list, width: rect.width, in: context)
        let metrics = arrangement.metrics
        let rowContext = listRowContext(context)
        let (frame, contentInsets) = regions.scrollFrame(of: rect, reaching: .all)
        let inner = SwiftUIRegions(safe: rect, bounds: frame)
        func moved(_ local: Rect) -> Rect { local.offsetBy(dx: rect.minX, dy: rect.minY) }
        func band(_ view: SwiftUIView, _ style: DynamicTypeStyle, _ local: Rect, _ path: String) -> [ResolvedView] {
            place(view, in: moved(local), context: Self.bandContext(context, style), path: path, regions: inner)
        }
        let hairline = 1 / scale
        var subviews: [ResolvedView] = []
        for (index, section) in arrangement.sections.enumerated() {
            let sectionPath = "\(path)/Section[\(index)]"
            var views: [ResolvedView] = []
            if let header = section.header {
                views += band(header.view, metrics.headerStyle, header.frame, "\(sectionPath)/header[0]")
            }
            var counts: [String: Int] = [:]
            for (row, placed) in zip(list.sections[index].laidOutRows, section.rows) {
                let name = row.name
                let rowPath = "\(sectionPath)/\(name)[\(counts[name, default: 0])]"
                counts[name, default: 0] += 1
                var context = rowContext
                context.rowFrame = moved(placed.frame)
                if let background = row.listRowBackground {
                    views += place(
                        background, in: moved(placed.frame), context: rowContext, path: "\(rowPath)/listRowBackground[0]",
                        regions: inner)
                }
                let rowViews = place(row, in: moved(placed.content), context: context, path: rowPath, regions: inner)
                views += rowViews
                if placed.frame.maxY < section.card.maxY - 0.01 {
                    let leading = Self.firstText(in: rowViews).map { $0.frame.minX - rect.minX } ?? placed.content.minX
                    let line = Rect(
                        x: leading, y: placed.frame.maxY - hairline,
                        width: placed.frame.maxX - metrics.separatorTrailing - leading, height: hairline)
                    views.append(
                        ResolvedView(
                            attributes: ViewAttributes(kind: .view, backgroundColor: .separator), frame: moved(line),
                            path: "\(sectionPath)/separator[\(counts["separator", default: 0])]"))
                    counts["separator", default: 0] += 1
                }
            }
            if let footer = section.footer {
                views += band(footer.view, metrics.footerStyle, footer.frame, "\(sectionPath)/footer[0]")
            }
            var card = ViewAttributes(kind: .view, cornerRadius: metrics.cornerRadius)
            if metrics.hasCards { card.backgroundColor = metrics.rowBackground }
            subviews.append(ResolvedView(attributes: card, frame: moved(section.card), path: sectionPath, subviews: views))
        }
        return [
            ResolvedView(
                attributes: ViewAttributes(
                    kind: .collectionView, backgroundColor: context.hidesScrollContentBackground ? nil : metrics.background,
                    clipsToBounds: true),
                frame: frame, path: path,
                adjustedContentInset: contentInsets,
                scrollRange: ScrollRange(
                    atRestWith: arrangement.size, adjusted: contentInsets, bounds: frame.size, isScrollEnabled: true),
                subviews: subviews)
        ]
    }
}

extension SwiftUILayout {
    /// The first text of a row, outside its backgrounds and overlays, whose leading edge the
    /// separator below the row starts at (`listRowSeparatorLeading`, measured in iOS 26 renders:
    /// beside an icon or an avatar, the separator starts at the title).
    static func firstText(in views: [ResolvedView]) -> ResolvedView? {
        for view in views where !view.path.hasSuffix("background[0]") && !view.path.hasSuffix("overlay[0]") {
            if view.attributes.kind == .label, view.attributes.text?.isEmpty == false { return view }
            if let text = firstText(in: view.subviews) { return text }
        }
        return nil
    }

    /// A button in the automatic style or a link in a list row: it takes the taps across the whole
    /// row, its label where the row's content put it (a button's in the tint, a link's in the
    /// primary colour), a link with a chevron at the row's trailing edge (S9).
    func placeRowAction(
        _ label: SwiftUIView, isLink: Bool, row: Rect, in rect: Rect, context: SwiftUIContext, path: String,
        regions: SwiftUIRegions
    ) -> [ResolvedView] {
        var inner = context
        inner.rowFrame = nil
        inner.stackAxis = nil
        inner.foreground = isLink ? context.foreground : context.foreground ?? context.tint ?? .systemBlue
        var subviews = place(label, in: rect, context: inner, path: "\(path)/\(label.name)[0]", regions: regions)
        if isLink {
            let points = DynamicTypeStyle.body.font(at: context.contentSize).size
            let size = IntrinsicSize.roundedUp(
                Size(
                    width: points * SwiftUIListMetrics.chevronToPointSize.width,
                    height: points * SwiftUIListMetrics.chevronToPointSize.height),
                scale: scale)
            var attributes = ViewAttributes(kind: .imageView, tintColor: .tertiaryLabel)
            attributes.image = "chevron.forward"
            subviews.append(
                ResolvedView(
                    attributes: attributes,
                    frame: Rect(
                        x: row.maxX - SwiftUIListMetrics.chevronTrailing - size.width, y: row.midY - size.height / 2,
                        width: size.width, height: size.height),
                    path: "\(path)/chevron[0]"))
        }
        return [
            Self.resolved(
                ViewAttributes(kind: .button), in: row, context: context, path: path, isInteractive: true, subviews: subviews)
        ]
    }
}
