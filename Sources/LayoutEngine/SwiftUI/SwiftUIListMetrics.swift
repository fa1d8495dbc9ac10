import DeviceGeometry
import Typography

/// The measures of a list in one style on one iOS (swiftui-layout.md S9). A section is a band
/// above its rows (its header's text with space above and below, or an empty band), its rows, and
/// a band below (its footer's text with space above and below, or an empty band); the list adds
/// space below its last section.
struct SwiftUIListMetrics: Hashable, Sendable {
    /// Whether each section's rows stand on a background of their own.
    var hasCards: Bool
    /// Whether those cards stand inside the side margins.
    var isInset: Bool
    /// The cards' corner radius.
    var cornerRadius: Double
    /// A row's content above and below inside its row; at the sides, the side margin.
    var rowVerticalInset: Double
    /// The least height of a row (`defaultMinListRowHeight`).
    var minimumRowHeight: Double
    /// The band above the rows of a section without a header, and below those of one without a
    /// footer: half the space between two such sections.
    var emptyBand: Double
    /// The space above the first section, header or not.
    var top: Double
    /// The band above the rows of the first section, when it has no header.
    var firstEmptyBand: Double
    /// The space above a header's text, and between it and the rows.
    var headerTop: Double
    /// See `headerTop`.
    var headerBottom: Double
    /// The space between a separator's end and the card's trailing edge.
    var separatorTrailing: Double
    /// The space between the rows and a footer's text, and below that text.
    var footerTop: Double
    /// See `footerTop`.
    var footerBottom: Double
    /// The space below the last section, in place of its band below.
    var bottom: Double
    /// The text style of headers, and whether they are shown in capitals.
    var headerStyle: DynamicTypeStyle
    /// See `headerStyle`.
    var headerIsUppercased: Bool
    /// The text style of footers.
    var footerStyle: DynamicTypeStyle
    /// The list's colour behind its rows, and the rows' own.
    var background: Color
    /// See `background`.
    var rowBackground: Color

    /// The metrics of `style` on `systemVersion` at `contentSize` (S9): a form and an automatic
    /// list are inset grouped. Before iOS 26 they are iOS 16's printed ones; from iOS 26 those
    /// measured in iOS 26 renders, where a row is at least a line of body text and 31.67 pt, and
    /// 15 pt above and below its content (two lines of text make a 70.67-pt row).
    static func of(
        _ style: SwiftUIListStyle, systemVersion: Int, contentSize: ContentSizeCategory, scale: Double
    ) -> SwiftUIListMetrics {
        let grouped: SwiftUIListMetrics
        if systemVersion >= 26 {
            let line = IntrinsicSize.lineHeight(of: DynamicTypeStyle.body.font(at: contentSize), scale: scale)
            grouped = SwiftUIListMetrics(
                hasCards: true, isInset: true, cornerRadius: 26, rowVerticalInset: 15, minimumRowHeight: line + 95 / 3,
                emptyBand: 17.5, top: 11, firstEmptyBand: 0, headerTop: 10, headerBottom: 10, separatorTrailing: 16,
                footerTop: 8, footerBottom: 6, bottom: 20, headerStyle: .headline, headerIsUppercased: false,
                footerStyle: .footnote, background: .systemGroupedBackground, rowBackground: .secondarySystemGroupedBackground)
        } else {
            grouped = SwiftUIListMetrics(
                hasCards: true, isInset: true, cornerRadius: 10, rowVerticalInset: 11, minimumRowHeight: 44,
                emptyBand: 53 / 3, top: 0, firstEmptyBand: 53 / 3, headerTop: 17, headerBottom: 6, separatorTrailing: 0,
                footerTop: 8, footerBottom: 6, bottom: 20, headerStyle: .footnote, headerIsUppercased: true,
                footerStyle: .footnote, background: .systemGroupedBackground, rowBackground: .secondarySystemGroupedBackground)
        }
        switch style {
        case .automatic, .insetGrouped:
            return grouped
        case .grouped:
            var metrics = grouped
            metrics.isInset = false
            metrics.cornerRadius = 0
            return metrics
        case .plain:
            var metrics = grouped
            metrics.hasCards = false
            metrics.isInset = false
            metrics.cornerRadius = 0
            metrics.emptyBand = 0
            metrics.top = 0
            metrics.firstEmptyBand = 0
            metrics.bottom = 0
            metrics.background = .systemBackground
            metrics.rowBackground = .systemBackground
            return metrics
        }
    }

    /// The space between a link row's chevron and the card's trailing edge, measured on iOS 26.
    static let chevronTrailing = 55 / 3.0
    /// What a link row's chevron takes from its label's width: from the label's end, 13 pt, the
    /// chevron, and its trailing space beyond the row's margin, as measured on iOS 26 (a value
    /// ends 13 pt before the chevron).
    static let chevronReserve = 13 + 20 / 3.0 + (chevronTrailing - 16)
    /// A chevron's size beside the body font's point size, measured on iOS 26: 6.67 × 11.33 at 16.
    static let chevronToPointSize = Size(width: 0.417, height: 0.708)
}
