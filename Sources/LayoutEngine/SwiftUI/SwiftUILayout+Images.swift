import DeviceGeometry

extension SwiftUILayout {
    /// A symbol's width and height beside the point size of the font it follows, at the medium
    /// scale (S10): at 17 pt, `star.fill` printed 18.67 × 18 and `house` 20 × 17.67 (iOS 16 to
    /// 18), `checkmark.circle.fill` measured 17 × 17 (iOS 13). Symbols differ in width; this is
    /// their middle.
    static let symbolSizeToPointSize = Size(width: 1.09, height: 1.035)

    /// How much larger or smaller each `imageScale` draws a symbol than `.medium` (S10).
    static func factor(of scale: SwiftUIImageScale) -> Double {
        switch scale {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }

    /// The space between a `Label`'s icon and its title: 10 pt printed on iOS 16 to 18 (S10).
    static let labelSpacing = 10.0

    /// An image's size: a symbol as large as its font asks, an asset its own size, either the
    /// size it is offered once resizable (S10).
    func imageSize(_ image: SwiftUIImage, for proposal: ProposedSize, in context: SwiftUIContext) -> Size {
        let natural: Size
        switch image.source {
        case .symbol:
            let points = context.font.size * Self.factor(of: context.imageScale)
            natural = IntrinsicSize.roundedUp(
                Size(width: points * Self.symbolSizeToPointSize.width, height: points * Self.symbolSizeToPointSize.height),
                scale: scale)
        case .asset(_, let size):
            natural = size
        }
        guard image.isResizable else { return natural }
        return Size(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }

    /// A list row's `Label`: its icon centred in a column 23.33 pt wide, its title 16 pt after it,
    /// 39.33 pt from the row's content edge, as measured in iOS 26 renders (S10).
    static let listLabelIconColumn = (width: 70 / 3.0, spacing: 16.0)

    /// A `Label` as the stack it lays out as: the icon, then the title, centred across; in a list
    /// row, the icon in its column.
    static func labelStack(_ title: String, icon: SwiftUIImage, in context: SwiftUIContext) -> SwiftUIView {
        guard context.isInListRow else {
            return .stack(SwiftUIStack(.horizontal, spacing: labelSpacing, children: [.image(icon), .text(title)]))
        }
        let column = SwiftUIView.modified(.image(icon), .frame(SwiftUIFrame(width: listLabelIconColumn.width)))
        return .stack(SwiftUIStack(.horizontal, spacing: listLabelIconColumn.spacing, children: [column, .text(title)]))
    }

    /// What `aspectRatio` offers its view: the largest size of the ratio inside `proposal`
    /// (`.fit`) or the smallest covering it (`.fill`), the ratio being `ratio` or the view's
    /// ideal one; a proposal of nothing passes through (S10).
    func aspectProposal(
        _ ratio: Double?, _ mode: SwiftUIContentMode, of content: SwiftUIView, within proposal: ProposedSize,
        in context: SwiftUIContext
    ) -> ProposedSize {
        let ideal = size(of: content, for: ProposedSize(width: nil, height: nil), in: context)
        guard let ratio = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : nil), ratio > 0 else { return proposal }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return proposal
        case (let width?, nil):
            return ProposedSize(width: width, height: width / ratio)
        case (nil, let height?):
            return ProposedSize(width: height * ratio, height: height)
        case (let width?, let height?):
            let isWider = width / height > ratio
            return isWider == (mode == .fit)
                ? ProposedSize(width: height * ratio, height: height) : ProposedSize(width: width, height: width / ratio)
        }
    }
}
