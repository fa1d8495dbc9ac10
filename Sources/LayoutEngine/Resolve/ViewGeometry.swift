import DeviceGeometry

/// What one pass of the layout knows about every view of a tree: frames and the insets that
/// guides and cells are built from. The next pass solves with these insets as constants; when a
/// pass reproduces the ones its constraints read, the layout is stable.
struct ViewGeometry: Equatable {
    /// Frames in window coordinates, scroll offsets applied.
    var frames: [Rect]
    /// `safeAreaInsets`.
    var safeAreaInsets: [EdgeInsets]
    /// Effective layout margins, from the bounds.
    var layoutMargins: [EdgeInsets]
    /// The readable-content guide's insets, from the bounds.
    var readableInsets: [EdgeInsets]
    /// `adjustedContentInset` of scroll views.
    var adjustedContentInsets: [EdgeInsets?]
    /// How far the content of scroll views can move from rest.
    var scrollRanges: [ScrollRange?]
    /// The insets a table cell's content view has inside the cell.
    var cellContentInsets: [EdgeInsets]
    /// Cell frames relative to their table's or collection's content origin.
    var cellFrames: [Rect?]
    /// The cells of automatic-height rows whose height the next solve chooses (R4.13): all of
    /// them at first, less those whose constraints collapsed them, which keep the standard height.
    var selfSizingCells: Set<Int> = []
    /// The width a label of several lines wraps its text at: its width in the pass before, as
    /// UIKit sets a multi-line label's `preferredMaxLayoutWidth` from its first layout.
    var wrapWidths: [Double?]

    /// A first guess: nothing known but the root's insets.
    init(count: Int, rootSafeAreaInsets: EdgeInsets) {
        frames = Array(repeating: .zero, count: count)
        safeAreaInsets = Array(repeating: .zero, count: count)
        safeAreaInsets[0] = rootSafeAreaInsets
        layoutMargins = Array(repeating: .zero, count: count)
        readableInsets = Array(repeating: .zero, count: count)
        adjustedContentInsets = Array(repeating: nil, count: count)
        scrollRanges = Array(repeating: nil, count: count)
        cellContentInsets = Array(repeating: .zero, count: count)
        cellFrames = Array(repeating: nil, count: count)
        wrapWidths = Array(repeating: nil, count: count)
    }

    /// Whether two passes agree, within a thousandth of a point, on everything the constraints
    /// read: the insets in `dependencies`, every cell's frame, content insets and sizing, and the
    /// widths labels wrap at.
    func agrees(with other: ViewGeometry, on dependencies: GeometryDependencies) -> Bool {
        func close(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
            abs(a.top - b.top) < 1e-3 && abs(a.left - b.left) < 1e-3 && abs(a.bottom - b.bottom) < 1e-3
                && abs(a.right - b.right) < 1e-3
        }
        func closeRect(_ a: Rect?, _ b: Rect?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return abs(a.minX - b.minX) < 1e-3 && abs(a.minY - b.minY) < 1e-3 && abs(a.width - b.width) < 1e-3
                && abs(a.height - b.height) < 1e-3
        }
        return dependencies.safeAreas.allSatisfy { close(safeAreaInsets[$0], other.safeAreaInsets[$0]) }
            && dependencies.margins.allSatisfy { close(layoutMargins[$0], other.layoutMargins[$0]) }
            && dependencies.readable.allSatisfy { close(readableInsets[$0], other.readableInsets[$0]) }
            && dependencies.regions.allSatisfy { closeRect(frames[$0], other.frames[$0]) }
            && zip(cellContentInsets, other.cellContentInsets).allSatisfy(close)
            && zip(cellFrames, other.cellFrames).allSatisfy(closeRect) && selfSizingCells == other.selfSizingCells
            && zip(wrapWidths, other.wrapWidths).allSatisfy { a, b in
                guard let a, let b else { return a == nil && b == nil }
                return abs(a - b) < 1e-3
            }
    }
}
