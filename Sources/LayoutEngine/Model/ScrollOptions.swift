import DeviceGeometry

/// The settings of a `UIScrollView` that decide its `adjustedContentInset`.
public struct ScrollOptions: Hashable, Sendable {
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum AdjustmentBehavior: String, CaseIterable, Hashable, Sendable {
        /// Like `scrollableAxes`, and always the top and bottom for a controller's scroll view
        /// inside a navigation or tab bar controller.
        case automatic
        /// The safe area is added on the axes the view scrolls along.
        case scrollableAxes
        /// The safe area is never added.
        case never
        /// The safe area is always added.
        case always
    }

    /// `contentInset`, set by the app.
    package var contentInset: EdgeInsets
    /// `contentSize`; nil derives it from the content (subviews, rows or items).
    package var contentSize: Size?
    /// `contentInsetAdjustmentBehavior`.
    package var contentInsetAdjustmentBehavior: AdjustmentBehavior
    /// `isScrollEnabled`.
    package var isScrollEnabled: Bool
    /// `alwaysBounceVertical`.
    package var alwaysBounceVertical: Bool
    /// `alwaysBounceHorizontal`.
    package var alwaysBounceHorizontal: Bool

    /// UIKit's settings for a new view of `kind`: a table bounces vertically however short its
    /// rows are, so a full-screen table takes the safe area's top and bottom into its adjusted
    /// content inset and shows its first row below the status bar; other scroll views do not.
    package static func standard(for kind: ViewKind) -> ScrollOptions {
        ScrollOptions(alwaysBounceVertical: kind == .tableView)
    }

    /// Creates scroll settings with UIKit's defaults for a `UIScrollView`.
    package init(
        contentInset: EdgeInsets = .zero, contentSize: Size? = nil,
        contentInsetAdjustmentBehavior: AdjustmentBehavior = .automatic, isScrollEnabled: Bool = true,
        alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false
    ) {
        self.contentInset = contentInset
        self.contentSize = contentSize
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.isScrollEnabled = isScrollEnabled
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
    }
}

/// The settings of a `UITableView` that place its cells.
package struct TableOptions: Hashable, Sendable {
    /// `insetsContentViewsToSafeArea`: cell content views are inset to the safe area's sides.
    package var insetsContentViewsToSafeArea: Bool
    /// `rowHeight`: every row this tall, or nil for `UITableView.automaticDimension` (UIKit's
    /// default), where each row is as tall as its cell's content asks (R4.13).
    package var rowHeight: Double?

    /// Creates table settings with UIKit's defaults.
    package init(insetsContentViewsToSafeArea: Bool = true, rowHeight: Double? = nil) {
        self.insetsContentViewsToSafeArea = insetsContentViewsToSafeArea
        self.rowHeight = rowHeight
    }
}

/// The settings of a `UICollectionViewFlowLayout`, vertical scrolling.
public struct FlowLayoutOptions: Hashable, Sendable {
    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: String, CaseIterable, Hashable, Sendable {
        /// The section inset is measured from the adjusted content inset.
        case fromContentInset
        /// From the safe area, never less than the adjusted content inset.
        case fromSafeArea
        /// From the layout margins, never less than the adjusted content inset.
        case fromLayoutMargins
    }

    /// `itemSize` for cells whose frame gives no size.
    package var itemSize: Size
    /// `minimumInteritemSpacing`.
    package var minimumInteritemSpacing: Double
    /// `minimumLineSpacing`.
    package var minimumLineSpacing: Double
    /// `sectionInset`.
    package var sectionInset: EdgeInsets
    /// `sectionInsetReference`.
    package var sectionInsetReference: SectionInsetReference

    /// Creates flow-layout settings with UIKit's defaults.
    public init(
        itemSize: Size = Size(width: 50, height: 50), minimumInteritemSpacing: Double = 10,
        minimumLineSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
        sectionInsetReference: SectionInsetReference = .fromContentInset
    ) {
        self.itemSize = itemSize
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.minimumLineSpacing = minimumLineSpacing
        self.sectionInset = sectionInset
        self.sectionInsetReference = sectionInsetReference
    }
}
