extension TypesetLine {
    /// The line in the order its characters are seen, left to right, by the Unicode bidirectional
    /// algorithm (UAX #9) for the text a screen holds: Hebrew and Arabic run right to left inside
    /// it, numbers keep their order, and the paragraph's base direction is its first strong
    /// character's (P2, P3), so a Hebrew line reads from the right whatever the interface's
    /// direction. Explicit embeddings, Arabic numbers and mirrored brackets are left out. A line
    /// without right-to-left characters is returned as it is.
    package func inVisualOrder() -> TypesetLine {
        let types = glyphs.map { BidiType(of: $0.character) }
        guard types.contains(.rightToLeft) else { return self }
        var levels = BidiType.levels(of: types)
        // L1: whitespace at the line's end takes the base level (the lowest: the first strong character's).
        let base = levels.min() ?? 0
        for index in glyphs.indices.reversed() {
            guard glyphs[index].character.isWhitespace else { break }
            levels[index] = base
        }
        var order = Array(glyphs.indices)
        // L2: from the highest level down to the lowest odd one, reverse every run at that level or above.
        for level in stride(from: levels.max() ?? 0, through: 1, by: -1) {
            var start: Int?
            for position in 0...order.count {
                let inRun = position < order.count && levels[order[position]] >= level
                if inRun, start == nil { start = position }
                if !inRun, let first = start {
                    order[first..<position].reverse()
                    start = nil
                }
            }
        }
        var x = 0.0
        let placed = order.map { index in
            let glyph = glyphs[index]
            defer { x += glyph.advance }
            return PlacedGlyph(
                glyph: glyph.glyph, character: glyph.character, x: x, advance: glyph.advance, marks: glyph.marks)
        }
        return TypesetLine(glyphs: placed, width: width)
    }
}

/// The bidirectional classes the line's order needs: strong left to right, strong right to left,
/// European numbers, and everything else as neutral.
enum BidiType: Equatable {
    case leftToRight, rightToLeft, number, neutral

    init(of character: Character) {
        guard let scalar = character.unicodeScalars.first else {
            self = .neutral
            return
        }
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF, 0x200F:
            self = .rightToLeft
        case 0x0030...0x0039:
            self = .number
        default:
            self = scalar.properties.isAlphabetic || scalar.value == 0x200E ? .leftToRight : .neutral
        }
    }

    /// Each character's embedding level: the base level from the first strong character (P2,
    /// P3), numbers after a left-to-right character taking its direction (W7), neutrals the
    /// direction of the strong characters around them when both agree and the base direction
    /// otherwise (N1, N2; numbers count as right to left there), then the implicit levels (I1,
    /// I2).
    static func levels(of types: [BidiType]) -> [Int] {
        let base = types.first { $0 == .leftToRight || $0 == .rightToLeft } == .rightToLeft ? 1 : 0
        let start: BidiType = base == 1 ? .rightToLeft : .leftToRight
        var resolved = types
        var lastStrong = start
        for index in resolved.indices {
            switch resolved[index] {
            case .leftToRight, .rightToLeft: lastStrong = resolved[index]
            case .number where lastStrong == .leftToRight: resolved[index] = .leftToRight
            default: break
            }
        }
        var index = 0
        while index < resolved.count {
            guard resolved[index] == .neutral else {
                index += 1
                continue
            }
            let end = resolved[index...].firstIndex { $0 != .neutral } ?? resolved.count
            func direction(_ type: BidiType?) -> BidiType { type == .number ? .rightToLeft : (type ?? start) }
            let before = direction(index > 0 ? resolved[index - 1] : nil)
            let after = direction(end < resolved.count ? resolved[end] : nil)
            for neutral in index..<end { resolved[neutral] = before == after ? before : start }
            index = end
        }
        return resolved.map { type -> Int in
            switch (base, type) {
            case (0, .rightToLeft): 1
            case (0, .number): 2
            case (1, .leftToRight), (1, .number): 2
            default: base
            }
        }
    }
}
