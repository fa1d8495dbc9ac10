@_spi(Internals) import DeviceGeometry
import Foundation
import InterGlyphData

/// One face of a font as data: every glyph's advance and outline in font units, the characters
/// it covers, its vertical metrics and its pair kerning. The bundled faces are generated from
/// Inter's font files into the `InterGlyphData` target by its `make_glyph_tables.py`, whose
/// comment describes the format.
package struct GlyphTable: Sendable {
    /// One glyph: how far it advances and the outline it fills, in font units with y up.
    package struct Glyph: Sendable {
        /// The distance to the next glyph's origin.
        package let advance: Int
        /// The outline, nonzero winding, y pointing up from the baseline.
        package let outline: Path
        fileprivate let leftClass: Int
        fileprivate let rightClass: Int
    }

    /// Font units in an em.
    package let unitsPerEm: Int
    /// The distance from the baseline up to the top of the line box.
    package let ascender: Int
    /// The distance from the baseline down to the bottom of the line box, positive.
    package let descender: Int
    /// The height of a capital letter.
    package let capHeight: Int
    /// The height of a lowercase x.
    package let xHeight: Int
    /// The glyphs; index 0 is the face's missing-glyph box.
    package let glyphs: [Glyph]
    private let glyphIndices: [UInt32: Int]
    private let pairs: [Int: Int]
    private let classMatrix: [Int]
    private let rightClassCount: Int

    /// Decodes a generated table from its base64 text, line breaks and indentation skipped.
    init(base64: String) {
        var reader = ByteReader([UInt8](Data(base64Encoded: base64, options: .ignoreUnknownCharacters) ?? Data()))
        precondition(reader.expect("SAKG1"), "not a generated glyph table")
        unitsPerEm = reader.unsigned()
        ascender = reader.unsigned()
        descender = reader.unsigned()
        capHeight = reader.unsigned()
        xHeight = reader.unsigned()
        let glyphCount = reader.unsigned(), characterCount = reader.unsigned()
        let leftClassCount = reader.unsigned()
        rightClassCount = reader.unsigned()
        let pairCount = reader.unsigned()

        var indices: [UInt32: Int] = [:]
        var codePoint = 0
        for _ in 0..<characterCount {
            codePoint += reader.unsigned()
            indices[UInt32(codePoint)] = reader.unsigned()
        }
        glyphIndices = indices
        glyphs = (0..<glyphCount).map { _ in Self.glyph(from: &reader) }

        var pairs: [Int: Int] = [:]
        for _ in 0..<pairCount {
            let left = reader.unsigned(), right = reader.unsigned()
            pairs[Self.pairKey(left, right)] = reader.signed()
        }
        self.pairs = pairs

        var matrix: [Int] = []
        matrix.reserveCapacity(leftClassCount * rightClassCount)
        while matrix.count < leftClassCount * rightClassCount {
            matrix.append(contentsOf: repeatElement(0, count: reader.unsigned()))
            let value = reader.signed()
            if matrix.count < leftClassCount * rightClassCount { matrix.append(value) }
        }
        classMatrix = matrix
    }

    /// The index of the glyph for `scalar`, or nil when the face does not cover it.
    package func glyphIndex(for scalar: Unicode.Scalar) -> Int? {
        glyphIndices[scalar.value]
    }

    /// The kerning between two glyphs side by side, in font units: an explicit pair first, then
    /// the class matrix, as the `kern` feature's two subtables are applied in order.
    package func kerning(_ left: Int, _ right: Int) -> Int {
        if let value = pairs[Self.pairKey(left, right)] { return value }
        let leftClass = glyphs[left].leftClass, rightClass = glyphs[right].rightClass
        guard leftClass > 0, rightClass > 0 else { return 0 }
        return classMatrix[(leftClass - 1) * rightClassCount + rightClass - 1]
    }

    private static func pairKey(_ left: Int, _ right: Int) -> Int {
        left << 20 | right
    }

    private static func glyph(from reader: inout ByteReader) -> Glyph {
        let advance = reader.unsigned()
        let leftClass = reader.unsigned(), rightClass = reader.unsigned()
        var outline = Path()
        var x = 0, y = 0
        func next() -> Point {
            x += reader.signed()
            y += reader.signed()
            return Point(x: Double(x), y: Double(y))
        }
        for _ in 0..<reader.unsigned() {
            switch reader.byte() {
            case 0: outline.move(to: next())
            case 1: outline.line(to: next())
            case 2:
                let control1 = next(), control2 = next()
                outline.cubic(to: next(), control1: control1, control2: control2)
            default: outline.close()
            }
        }
        return Glyph(advance: advance, outline: outline, leftClass: leftClass, rightClass: rightClass)
    }
}
