/// Rectangles, each known by a number, bucketed by a grid of square cells over `bounds`, so that
/// finding the rectangles that may meet another looks at a few cells, not at every rectangle.
///
/// A rectangle reaching past the bounds is kept in the cells at their edge, so a query anywhere
/// still finds every rectangle that meets it; only the speed depends on the bounds.
package struct RectGrid: Sendable {
    private let bounds: Rect
    private let cellSide: Double
    private let columns: Int, rows: Int
    private var cells: [[Int]]

    /// An empty grid of cells of `cellSide` points over `bounds`.
    package init(bounds: Rect, cellSide: Double = 64) {
        self.bounds = bounds
        self.cellSide = cellSide
        columns = max(1, Int((bounds.width / cellSide).rounded(.up)))
        rows = max(1, Int((bounds.height / cellSide).rounded(.up)))
        cells = Array(repeating: [], count: columns * rows)
    }

    /// Keeps `rect` under the number `id`.
    package mutating func insert(_ rect: Rect, id: Int) {
        forEachCell(covering: rect) { cells[$0].append(id) }
    }

    /// Calls `body` with the number of each rectangle that may meet `rect` (a superset of those
    /// that do), each once, in increasing order from `first`, until `body` returns false.
    ///
    /// Numbers are kept in the order they were inserted, so inserting in increasing order keeps
    /// each cell sorted, and the cells are merged as they are read: a search that stops early
    /// costs little however many rectangles share the cells.
    package func forEachCandidate(meeting rect: Rect, from first: Int = 0, _ body: (Int) -> Bool) {
        var lists: [ArraySlice<Int>] = []
        forEachCell(covering: rect) { cell in
            let list = cells[cell]
            var low = 0, high = list.count
            while low < high {
                let middle = (low + high) / 2
                if list[middle] < first { low = middle + 1 } else { high = middle }
            }
            if low < list.count { lists.append(list[low...]) }
        }
        while true {
            var next = Int.max
            for list in lists where !list.isEmpty { next = min(next, list.first!) }
            guard next != .max, body(next) else { return }
            for index in lists.indices where lists[index].first == next { lists[index] = lists[index].dropFirst() }
        }
    }

    private func forEachCell(covering rect: Rect, _ body: (Int) -> Void) {
        let first = (column: column(rect.minX), row: row(rect.minY)), last = (column: column(rect.maxX), row: row(rect.maxY))
        var row = first.row
        while row <= last.row {
            var column = first.column
            while column <= last.column {
                body(row * columns + column)
                column += 1
            }
            row += 1
        }
    }

    private func column(_ x: Double) -> Int { index(x - bounds.minX, count: columns) }
    private func row(_ y: Double) -> Int { index(y - bounds.minY, count: rows) }

    /// The cell along one axis, clamped to the grid; NaN goes to the first.
    private func index(_ offset: Double, count: Int) -> Int {
        let cell = (offset / cellSide).rounded(.down)
        guard cell > 0 else { return 0 }
        return cell >= Double(count - 1) ? count - 1 : Int(cell)
    }
}
