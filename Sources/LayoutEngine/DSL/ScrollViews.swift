import DeviceGeometry

/// A scroll view or one of its subclasses, with the `UIScrollView` settings that decide its
/// `adjustedContentInset`.
public protocol ScrollViewDeclaration: ViewDeclaration {}

extension ScrollViewDeclaration {
    /// `contentInset`.
    public func contentInset(_ inset: EdgeInsets) -> Self {
        updating { $0.scroll.contentInset = inset }
    }

    /// `contentSize`; without it the size comes from the content.
    public func contentSize(width: Double, height: Double) -> Self {
        updating { $0.scroll.contentSize = Size(width: width, height: height) }
    }

    /// `contentInsetAdjustmentBehavior`.
    public func contentInsetAdjustmentBehavior(_ behavior: ScrollOptions.AdjustmentBehavior) -> Self {
        updating { $0.scroll.contentInsetAdjustmentBehavior = behavior }
    }

    /// `isScrollEnabled`.
    public func isScrollEnabled(_ enabled: Bool) -> Self {
        updating { $0.scroll.isScrollEnabled = enabled }
    }

    /// `alwaysBounceVertical`.
    public func alwaysBounceVertical(_ bounces: Bool = true) -> Self {
        updating { $0.scroll.alwaysBounceVertical = bounces }
    }

    /// `alwaysBounceHorizontal`.
    public func alwaysBounceHorizontal(_ bounces: Bool = true) -> Self {
        updating { $0.scroll.alwaysBounceHorizontal = bounces }
    }
}

/// `UIScrollView`.
public struct ScrollView: ScrollViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A scroll view whose content is these subviews.
    public init(fileID: StaticString = #fileID, line: UInt = #line, @SubviewBuilder _ content: () -> [ViewNode]) {
        node = .declared(ViewAttributes(kind: .scrollView), subviews: content(), fileID: fileID, line: line)
    }
}

/// `UITextView`.
public struct TextView: ScrollViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A text view showing `text`.
    public init(_ text: String, fileID: StaticString = #fileID, line: UInt = #line) {
        node = .declared(ViewAttributes(kind: .textView, text: text), fileID: fileID, line: line)
    }
}

/// `UITableView`.
public struct TableView: ScrollViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A table whose rows are these cells, each `rowHeight` tall, or, when it is nil
    /// (`UITableView.automaticDimension`, UIKit's default), as tall as its content's constraints
    /// and its own text ask; a cell whose constraints do not decide its height is as tall as its
    /// frame, or 44 pt.
    public init(
        rowHeight: Double? = nil, fileID: StaticString = #fileID, line: UInt = #line,
        @SubviewBuilder cells: () -> [ViewNode]
    ) {
        node = .declared(ViewAttributes(kind: .tableView), subviews: cells(), fileID: fileID, line: line)
        node.scroll = .standard(for: .tableView)
        node.table.rowHeight = rowHeight
    }

    /// `insetsContentViewsToSafeArea`.
    public func insetsContentViewsToSafeArea(_ insets: Bool) -> Self {
        updating { $0.table.insetsContentViewsToSafeArea = insets }
    }
}

/// `UITableViewCell`.
public struct TableViewCell: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A cell showing `text`, with these subviews in its content view.
    public init(
        _ text: String? = nil, fileID: StaticString = #fileID, line: UInt = #line,
        @SubviewBuilder _ content: () -> [ViewNode] = { [] }
    ) {
        node = .declared(ViewAttributes(kind: .tableViewCell, text: text), subviews: content(), fileID: fileID, line: line)
    }
}

/// `UICollectionView` with a `UICollectionViewFlowLayout`.
public struct CollectionView: ScrollViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A collection view whose items are these cells, placed by `layout`.
    public init(
        layout: FlowLayoutOptions = FlowLayoutOptions(), fileID: StaticString = #fileID, line: UInt = #line,
        @SubviewBuilder cells: () -> [ViewNode]
    ) {
        node = .declared(ViewAttributes(kind: .collectionView), subviews: cells(), fileID: fileID, line: line)
        node.flowLayout = layout
    }
}

/// `UICollectionViewCell`.
public struct CollectionViewCell: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A cell with these subviews in its content view.
    public init(fileID: StaticString = #fileID, line: UInt = #line, @SubviewBuilder _ content: () -> [ViewNode] = { [] }) {
        node = .declared(ViewAttributes(kind: .collectionViewCell), subviews: content(), fileID: fileID, line: line)
    }
}
