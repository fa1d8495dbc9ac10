import DeviceGeometry

/// Where a grid's columns and rows go, from its top left.
struct SwiftUIGridArrangement {
    /// Each column's leading edge and width.
    var columns: [(x: Double, width: Double)]
    /// Each row's top and height.
    var rows: [(y: Double, height: Double)]
    /// The grid's size.
    var size: Size
}

extension SwiftUILayout {
    /// How `grid` shares `proposal` (S3): each column as wide as its widest cell's ideal width, the
    /// columns whose cells grow sharing what is left of the width offered; each row as tall as its
    /// tallest cell offered its column's width (a spanning view, every column's).
    func gridArrangement(of grid: SwiftUIGrid, for proposal: ProposedSize, in context: SwiftUIContext) -> SwiftUIGridArrangement {
        var inner = context
        inner.stackAxis = nil
        let cells = grid.cells
        let columnCount =
            grid.rows.map { row in
                if case .cells(let cells) = row { return cells.count }
                return 0
            }.max() ?? 0
        let hSpacing = grid.horizontalSpacing ?? Self.defaultSpacing
        let vSpacing = grid.verticalSpacing ?? Self.defaultSpacing
        var widths = [Double](repeating: 0, count: columnCount)
        var grows = [Bool](repeating: false, count: columnCount)
        for case .cells(let row) in grid.rows {
            for (column, cell) in row.enumerated() {
                let ideal = size(of: cell, for: ProposedSize(width: nil, height: nil), in: inner).width
                let most = size(of: cell, for: ProposedSize(width: .infinity, height: nil), in: inner).width
                widths[column] = max(widths[column], ideal)
                grows[column] = grows[column] || most > ideal + 0.5
            }
        }
        let spacing = hSpacing * Double(max(0, columnCount - 1))
        if let width = proposal.width, width.isFinite, grows.contains(true) {
            let fixed = zip(widths, grows).filter { !$0.1 }.reduce(0) { $0 + $1.0 }
            let share = (width - spacing - fixed) / Double(grows.filter { $0 }.count)
            for column in widths.indices where grows[column] { widths[column] = max(widths[column], share) }
        }
        var x = 0.0
        let columns = widths.map { width -> (x: Double, width: Double) in
            defer { x += width + hSpacing }
            return (x, width)
        }
        let total = widths.reduce(spacing, +)
        var y = 0.0
        var rows: [(y: Double, height: Double)] = []
        for (index, row) in cells.enumerated() {
            let spans = if case .spanning = grid.rows[index] { true } else { false }
            let height =
                row.enumerated().map { column, cell in
                    size(of: cell, for: ProposedSize(width: spans ? total : widths[column], height: nil), in: inner).height
                }.max() ?? 0
            rows.append((y, height))
            y += height + (index == cells.count - 1 ? 0 : vSpacing)
        }
        return SwiftUIGridArrangement(columns: columns, rows: rows, size: Size(width: total, height: y))
    }

    /// A grid's cells, each offered its column's width and its row's height and aligned in that
    /// space by the grid's alignment.
    func placeGrid(
        _ grid: SwiftUIGrid, in rect: Rect, context: SwiftUIContext, path: String, regions: SwiftUIRegions
    ) -> [ResolvedView] {
        let arrangement = gridArrangement(of: grid, for: ProposedSize(rect.size), in: context)
        var inner = context
        inner.stackAxis = nil
        var subviews: [ResolvedView] = []
        for (index, row) in grid.cells.enumerated() {
            let band = arrangement.rows[index]
            let spans = if case .spanning = grid.rows[index] { true } else { false }
            for (column, cell) in row.enumerated() {
                let slot =
                    spans
                    ? Rect(x: rect.minX, y: rect.minY + band.y, width: arrangement.size.width, height: band.height)
                    : Rect(
                        x: rect.minX + arrangement.columns[column].x, y: rect.minY + band.y,
                        width: arrangement.columns[column].width, height: band.height)
                let size = size(of: cell, for: ProposedSize(slot.size), in: inner)
                subviews += place(
                    cell, in: Self.aligned(size, in: slot, grid.alignment), context: inner,
                    path: "\(path)/GridRow[\(index)]/\(cell.name)[\(column)]", regions: regions)
            }
        }
        return [Self.container(in: rect, path: path, subviews: subviews)]
    }
}
