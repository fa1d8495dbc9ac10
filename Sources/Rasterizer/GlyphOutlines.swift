@_spi(Internals) import DeviceGeometry
import Synchronization
import Typography

/// Glyph outlines flattened into fixed-point polygons, prepared once per glyph, pixel size and
/// quarter-pixel phase and shared by every canvas of the process.
///
/// A glyph's origin is placed at a whole pixel plus a quarter-pixel phase, so that one prepared
/// outline serves every place the glyph is drawn at that phase: moving it is integer addition.
enum GlyphOutlines {
    /// Phases per pixel across; down, baselines are snapped to whole pixels.
    static let phases = 4

    private struct Key: Hashable {
        let weight: FontWeight
        let glyph: GlyphSource
        let size: Double
        let scale: Double
        let phase: Int
    }

    private static let cache = Mutex<[Key: [[FixedPoint]]]>([:])
    private static let capacity = 16_384

    /// The polygons of `glyph` in `font` at `scale` pixels per point, its origin at (phase/4, 0):
    /// a bundled glyph fitted to UIKit's widths, a font file's glyph at the file's own.
    static func polygons(glyph: GlyphSource, font: SystemFont, scale: Double, phase: Int) -> [[FixedPoint]] {
        let key = Key(weight: font.weight, glyph: glyph, size: font.size, scale: scale, phase: phase)
        if let polygons = cache.withLock({ $0[key] }) { return polygons }
        let shape: Path, across: Double, down: Double
        switch glyph {
        case .bundled(let index):
            shape = font.table.glyphs[index].outline
            (across, down) = (font.horizontalScale * scale, font.verticalScale * scale)
        case .file(let file, let index):
            shape = file.glyph(index).outline
            down = font.size / Double(file.unitsPerEm) * scale
            across = down
        }
        let offset = Double(phase) / Double(phases)
        let outline = shape.applying(AffineTransform(a: across, b: 0, c: 0, d: -down, tx: offset, ty: 0))
        let polygons = outline.fixedPolygons(scale: 1)
        cache.withLock { cache in
            if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
            cache[key] = polygons
        }
        return polygons
    }
}
