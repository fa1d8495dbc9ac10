/// Turns polygons in fixed-point pixels into anti-aliased coverage spans under the nonzero rule.
///
/// Each edge deposits, in every pixel cell it passes through, its signed height (`cover`) and
/// twice the signed area between it and the cell's left side (`area`), the accumulation scheme of
/// FreeType's and libart's rasterizers. Sweeping a row left to right, the running sum of covers is
/// the winding number's coverage for the pixels between cells, and `cover·512 − area` is the exact
/// covered area of a cell's own pixel. All of it is integer arithmetic.
struct CoverageRasterizer {
    private struct Cell {
        var key: Int
        var cover: Int
        var area: Int
    }

    private let clip: PixelRect
    private var cells: [Cell] = []
    private var sortedCells: [Cell] = []
    private var pending = Cell(key: -1, cover: 0, area: 0)

    /// A rasterizer that only produces spans inside `clip`.
    init(clip: PixelRect) {
        self.clip = clip
    }

    /// Adds a closed polygon, moved by `offset`.
    mutating func addPolygon(_ points: [FixedPoint], offset: FixedPoint = FixedPoint(x: 0, y: 0)) {
        guard let last = points.last else { return }
        func moved(_ point: FixedPoint) -> FixedPoint { FixedPoint(x: point.x + offset.x, y: point.y + offset.y) }
        var previous = moved(last)
        for point in points {
            let next = moved(point)
            addEdge(previous, next)
            previous = next
        }
    }

    /// Adds one edge, first splitting it at the clip's left and right sides: a part left of the
    /// clip still winds the pixels to its right, so it is moved onto the left side; a part right of
    /// it affects nothing visible and is dropped.
    private mutating func addEdge(_ a: FixedPoint, _ b: FixedPoint) {
        guard a.y != b.y else { return }
        let left = clip.minX << FixedPoint.bits, right = clip.maxX << FixedPoint.bits
        if min(a.x, b.x) >= right { return }
        if max(a.x, b.x) <= left {
            renderLine(left, a.y, left, b.y)
            return
        }
        if min(a.x, b.x) >= left, max(a.x, b.x) <= right {
            renderLine(a.x, a.y, b.x, b.y)
            return
        }
        var cuts = [a]
        for boundary in [left, right] where (a.x < boundary) != (b.x < boundary) && a.x != boundary && b.x != boundary {
            cuts.append(FixedPoint(x: boundary, y: a.y + floorDivide((b.y - a.y) * (boundary - a.x), b.x - a.x)))
        }
        if cuts.count == 3, abs(cuts[2].x - a.x) < abs(cuts[1].x - a.x) { cuts.swapAt(1, 2) }
        cuts.append(b)
        for (p, q) in zip(cuts, cuts.dropFirst()) where p.y != q.y {
            let middle = p.x + q.x
            if middle <= 2 * left {
                renderLine(left, p.y, left, q.y)
            } else if middle < 2 * right {
                renderLine(min(max(p.x, left), right), p.y, min(max(q.x, left), right), q.y)
            }
        }
    }

    /// Walks an edge row by row within the clip's rows.
    private mutating func renderLine(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        let (xa, ya, xb, yb, sign) = y0 < y1 ? (x0, y0, x1, y1, 1) : (x1, y1, x0, y0, -1)
        let top = max(ya, clip.minY << FixedPoint.bits), bottom = min(yb, clip.maxY << FixedPoint.bits)
        guard top < bottom else { return }
        let dx = xb - xa, dy = yb - ya
        func x(at y: Int) -> Int { y == yb ? xb : xa + floorDivide(dx * (y - ya), dy) }
        var y = top, xStart = x(at: top)
        while y < bottom {
            let row = y >> FixedPoint.bits
            let rowTop = row << FixedPoint.bits
            let next = min(bottom, rowTop + FixedPoint.one)
            let xEnd = x(at: next)
            renderScanline(row: row, xStart, y - rowTop, xEnd, next - rowTop, sign: sign)
            y = next
            xStart = xEnd
        }
    }

    /// Splits a piece of edge inside one row at pixel-column boundaries and deposits each part.
    private mutating func renderScanline(row: Int, _ xa: Int, _ fya: Int, _ xb: Int, _ fyb: Int, sign: Int) {
        if xa == xb {
            deposit(column: xa >> FixedPoint.bits, row: row, xa, fya, xb, fyb, sign: sign)
            return
        }
        let rightward = xb > xa
        var x = xa, y = fya
        while true {
            let column = (rightward ? x : x - 1) >> FixedPoint.bits
            let boundary = (rightward ? column + 1 : column) << FixedPoint.bits
            if rightward ? xb <= boundary : xb >= boundary {
                deposit(column: column, row: row, x, y, xb, fyb, sign: sign)
                return
            }
            let yAtBoundary = fya + floorDivide((fyb - fya) * (boundary - xa), xb - xa)
            deposit(column: column, row: row, x, y, boundary, yAtBoundary, sign: sign)
            x = boundary
            y = yAtBoundary
        }
    }

    @inline(__always)
    private mutating func deposit(column: Int, row: Int, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, sign: Int) {
        guard column < clip.maxX else { return }
        let dy = (y1 - y0) * sign
        guard dy != 0 else { return }
        let cellLeft = column << FixedPoint.bits
        let key = row << 32 | column
        let area = dy * (x0 - cellLeft + x1 - cellLeft)
        if key == pending.key {
            pending.cover += dy
            pending.area += area
        } else {
            if pending.key >= 0 { cells.append(pending) }
            pending = Cell(key: key, cover: dy, area: area)
        }
    }

    /// Emits `(row, fromColumn, toColumn, alpha)` spans, rows top to bottom, left to right within
    /// a row, for every run of pixels with non-zero coverage. `alpha` is 1...255.
    mutating func sweep(_ emit: (Int, Int, Int, Int) -> Void) {
        if pending.key >= 0 { cells.append(pending) }
        pending.key = -1
        sortCellsByKey()
        var index = 0
        while index < cells.count {
            let row = cells[index].key >> 32
            var cover = 0
            var x = clip.minX
            while index < cells.count, cells[index].key >> 32 == row {
                let key = cells[index].key
                let column = key & 0xFFFF_FFFF
                var cellCover = 0, cellArea = 0
                while index < cells.count, cells[index].key == key {
                    cellCover += cells[index].cover
                    cellArea += cells[index].area
                    index += 1
                }
                if column > x, cover != 0 {
                    let alpha = Self.alpha(cover << 9)
                    if alpha > 0 { emit(row, x, column, alpha) }
                }
                cover += cellCover
                let alpha = Self.alpha((cover << 9) - cellArea)
                if alpha > 0 { emit(row, column, column + 1, alpha) }
                x = column + 1
            }
            if cover != 0, x < clip.maxX, Self.alpha(cover << 9) > 0 {
                emit(row, x, clip.maxX, Self.alpha(cover << 9))
            }
        }
        cells.removeAll(keepingCapacity: true)
    }

    /// Orders the cells by row, then column. Many cells (a line of text) are counted into their
    /// rows first and then each row's few are sorted by column; Swift's sort of the whole array
    /// took several per cent of a demo run. Cells of one key may end up in any order, since the
    /// sweep only adds them up.
    private mutating func sortCellsByKey() {
        guard cells.count >= 256 else {
            cells.sort { $0.key < $1.key }
            return
        }
        var firstRow = Int.max, lastRow = Int.min
        for cell in cells {
            firstRow = min(firstRow, cell.key >> 32)
            lastRow = max(lastRow, cell.key >> 32)
        }
        let rowCount = lastRow - firstRow + 1
        var rowStarts = [Int](repeating: 0, count: rowCount + 1)
        for cell in cells { rowStarts[(cell.key >> 32) - firstRow + 1] += 1 }
        for row in 0..<rowCount { rowStarts[row + 1] += rowStarts[row] }
        sortedCells.removeAll(keepingCapacity: true)
        sortedCells.append(contentsOf: cells)
        var next = rowStarts
        cells.withUnsafeBufferPointer { source in
            sortedCells.withUnsafeMutableBufferPointer { target in
                for cell in source {
                    let row = (cell.key >> 32) - firstRow
                    target[next[row]] = cell
                    next[row] += 1
                }
            }
        }
        swap(&cells, &sortedCells)
        for row in 0..<rowCount where rowStarts[row + 1] - rowStarts[row] > 1 {
            cells[rowStarts[row]..<rowStarts[row + 1]].sort { $0.key < $1.key }
        }
    }

    /// Alpha 0...255 from a signed coverage in units of 1/131072 of a pixel, under the nonzero rule.
    @inline(__always)
    static func alpha(_ coverage: Int) -> Int {
        min(255, (abs(coverage) * 255 + 65536) >> 17)
    }
}
