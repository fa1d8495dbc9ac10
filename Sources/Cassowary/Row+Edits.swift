// Changing a few cells of a long row.
//
// A row's cells sit in two sorted arrays, so a cell that appears or vanishes moves every cell
// after it. When a pivot replaces one symbol of a long row by a few, moving the tail once per cell
// costs as much as the row is long, per cell. Instead the cells between the changes move once
// each, as whole stretches by memmove, and the tail moves once, and only when the row grows or
// shrinks; as many cells appearing as vanishing next to each other move almost nothing.
extension Row {
    /// A cell going into a row before the cell now at `at`.
    struct Appearing {
        var at: Int
        var symbol: Symbol
        var coefficient: Double
    }

    /// Cells `cells` of a row moving by `shift` places.
    struct Stretch {
        var cells: Range<Int>
        var shift: Int
    }

    /// Removes the cells at `vanishing` and inserts `appearing`, both in ascending position order.
    mutating func apply(vanishing: [Int], appearing: [Appearing]) {
        let growth = appearing.count - vanishing.count
        let count = symbols.count
        if growth > 0 {
            symbols.append(contentsOf: repeatElement(Symbol(id: 0, kind: .dummy), count: growth))
            coefficients.append(contentsOf: repeatElement(0, count: growth))
        }
        let stretches = Self.stretches(count: count, vanishing: vanishing, appearing: appearing)
        symbols.moveStretches(stretches)
        coefficients.moveStretches(stretches)
        var vanished = 0
        for (index, cell) in appearing.enumerated() {
            while vanished < vanishing.count, vanishing[vanished] < cell.at { vanished += 1 }
            let destination = cell.at + index - vanished
            symbols[destination] = cell.symbol
            coefficients[destination] = cell.coefficient
        }
        if growth < 0 {
            symbols.removeLast(-growth)
            coefficients.removeLast(-growth)
        }
    }

    /// The stretches of unchanged cells that must move, and by how much: between two changes every
    /// cell moves by the cells that appeared before it less those that vanished.
    private static func stretches(count: Int, vanishing: [Int], appearing: [Appearing]) -> [Stretch] {
        var stretches: [Stretch] = []
        var nextAppearing = 0, nextVanishing = 0, shift = 0
        var cursor = min(appearing.first?.at ?? count, vanishing.first ?? count)
        repeat {
            while nextAppearing < appearing.count, appearing[nextAppearing].at == cursor {
                shift += 1
                nextAppearing += 1
            }
            var start = cursor
            if nextVanishing < vanishing.count, vanishing[nextVanishing] == cursor {
                shift -= 1
                nextVanishing += 1
                start += 1
            }
            let end = min(
                nextAppearing < appearing.count ? appearing[nextAppearing].at : count,
                nextVanishing < vanishing.count ? vanishing[nextVanishing] : count)
            if start < end, shift != 0 { stretches.append(Stretch(cells: start..<end, shift: shift)) }
            cursor = end
        } while nextAppearing < appearing.count || nextVanishing < vanishing.count
        return stretches
    }
}

extension Array where Element: BitwiseCopyable {
    /// Moves each stretch by its shift. Stretches moving left go first, from the left, then those
    /// moving right, from the right, so that none overwrites a stretch still to move: the cells
    /// keep their order, so a stretch's destination can only overlap a neighbour moving the same
    /// way.
    fileprivate mutating func moveStretches(_ stretches: [Row.Stretch]) {
        withUnsafeMutableBufferPointer { buffer in
            let base = UnsafeMutableRawPointer(buffer.baseAddress!)
            func move(_ stretch: Row.Stretch) {
                let stride = MemoryLayout<Element>.stride
                (base + (stretch.cells.lowerBound + stretch.shift) * stride).copyMemory(
                    from: base + stretch.cells.lowerBound * stride, byteCount: stretch.cells.count * stride)
            }
            for stretch in stretches where stretch.shift < 0 { move(stretch) }
            for stretch in stretches.reversed() where stretch.shift > 0 { move(stretch) }
        }
    }
}
