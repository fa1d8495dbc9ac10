import Rasterizer

/// Differing pixels gathered into boxes: pixels in touching 16-pixel cells belong to one region.
enum DiffRegions {
    static let cellSize = 16

    /// The bounding box of the differing pixels in each 16 × 16 cell.
    struct Cells {
        let columns: Int
        let rows: Int
        var boxes: [PixelRect?]

        init(width: Int, height: Int) {
            columns = (width + cellSize - 1) / cellSize
            rows = (height + cellSize - 1) / cellSize
            boxes = Array(repeating: nil, count: columns * rows)
        }

        /// The regions: boxes of touching cells merged, largest first.
        func regions() -> [PixelRect] {
            var regions: [PixelRect] = []
            var seen = [Bool](repeating: false, count: boxes.count)
            for start in boxes.indices where boxes[start] != nil && !seen[start] {
                var box = boxes[start]!
                var stack = [start]
                seen[start] = true
                while let cell = stack.popLast() {
                    box = union(box, boxes[cell]!)
                    let cx = cell % columns, cy = cell / columns
                    for ny in max(cy - 1, 0)...min(cy + 1, rows - 1) {
                        for nx in max(cx - 1, 0)...min(cx + 1, columns - 1) {
                            let neighbour = ny * columns + nx
                            if boxes[neighbour] != nil, !seen[neighbour] {
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
    }

    static func union(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
        PixelRect(minX: min(a.minX, b.minX), minY: min(a.minY, b.minY), maxX: max(a.maxX, b.maxX), maxY: max(a.maxY, b.maxY))
    }
}
