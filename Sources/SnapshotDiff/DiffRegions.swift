import Rasterizer

/// Differing pixels gathered into boxes: pixels in touching 16-pixel cells belong to one region.
enum DiffRegions {
    static let cellSize = 16

    /// The regions of `.different` pixels, largest first.
    static func cluster(_ classes: [ImageDiff.PixelClass], width: Int, height: Int) -> [PixelRect] {
        let columns = (width + cellSize - 1) / cellSize, rows = (height + cellSize - 1) / cellSize
        var cells = [PixelRect?](repeating: nil, count: columns * rows)
        for y in 0..<height {
            for x in 0..<width where classes[y * width + x] == .different {
                let cell = (y / cellSize) * columns + x / cellSize
                let pixel = PixelRect(minX: x, minY: y, maxX: x + 1, maxY: y + 1)
                cells[cell] = cells[cell].map { union($0, pixel) } ?? pixel
            }
        }
        var regions: [PixelRect] = []
        var seen = [Bool](repeating: false, count: cells.count)
        for start in cells.indices where cells[start] != nil && !seen[start] {
            var box = cells[start]!
            var stack = [start]
            seen[start] = true
            while let cell = stack.popLast() {
                box = union(box, cells[cell]!)
                let cx = cell % columns, cy = cell / columns
                for ny in max(cy - 1, 0)...min(cy + 1, rows - 1) {
                    for nx in max(cx - 1, 0)...min(cx + 1, columns - 1) {
                        let neighbour = ny * columns + nx
                        if cells[neighbour] != nil, !seen[neighbour] {
                            seen[neighbour] = true
                            stack.append(neighbour)
                        }
                    }
                }
            }
            regions.append(box)
        }
        return regions.sorted { ($0.width * $0.height, $1.minY, $1.minX) > ($1.width * $1.height, $0.minY, $0.minX) }
    }

    private static func union(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
        PixelRect(minX: min(a.minX, b.minX), minY: min(a.minY, b.minY), maxX: max(a.maxX, b.maxX), maxY: max(a.maxY, b.maxY))
    }
}
