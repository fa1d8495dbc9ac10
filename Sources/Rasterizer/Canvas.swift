@_spi(Internals) import DeviceGeometry

/// A drawing surface over a ``Bitmap`` that takes geometry in points and draws it at `scale`
/// pixels per point, anti-aliased by exact pixel coverage.
///
/// Every coverage and blending step is integer arithmetic on fixed-point coordinates (see
/// `FixedPoint`), so the same drawing gives the same bytes on every machine.
public struct Canvas: Sendable {
    /// The pixels drawn so far.
    public private(set) var bitmap: Bitmap
    /// Pixels per point.
    public let scale: Double
    private var clip: PixelRect

    /// Creates a canvas of `size` points at `scale`, filled with `background`.
    public init(size: Size, scale: Double, background: Color) {
        let pixels = PixelSize(points: size, scale: scale)
        self.init(bitmap: Bitmap(width: pixels.width, height: pixels.height, fill: background), scale: scale)
    }

    /// Creates a canvas that draws onto `bitmap` at `scale`.
    package init(bitmap: Bitmap, scale: Double) {
        self.bitmap = bitmap
        self.scale = scale
        clip = PixelRect(minX: 0, minY: 0, maxX: bitmap.width, maxY: bitmap.height)
    }

    // MARK: Clipping

    /// Runs `draw` with drawing limited to `rect` (and any clip already in force). The rect is
    /// snapped to the nearest whole pixels.
    package mutating func clipped(to rect: Rect, _ draw: (inout Canvas) throws -> Void) rethrows {
        let saved = clip
        clip = clip.intersection(PixelRect(nearest: rect, scale: scale))
        defer { clip = saved }
        try draw(&self)
    }

    // MARK: Filling

    /// Fills an arbitrary path with the nonzero rule.
    @_spi(Internals) public mutating func fill(_ path: Path, with paint: Paint) {
        guard !clip.isEmpty else { return }
        var rasterizer = CoverageRasterizer(clip: clip)
        for polygon in path.fixedPolygons(scale: scale) { rasterizer.addPolygon(polygon) }
        fill(&rasterizer, with: paint)
    }

    /// A rasterizer limited to the clip in force, for shapes added to it as polygons.
    var rasterizer: CoverageRasterizer {
        CoverageRasterizer(clip: clip)
    }

    /// Paints the coverage of the polygons added to `rasterizer`, emptying it.
    mutating func fill(_ rasterizer: inout CoverageRasterizer, with paint: Paint) {
        guard !clip.isEmpty else { return }
        var painter = SpanPainter(paint: paint, scale: scale)
        let width = bitmap.width
        bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
            rasterizer.sweep { row, from, to, alpha in
                painter.paint(pixels, width: width, row: row, from: from, to: to, coverage: alpha)
            }
        }
    }

    /// Fills a rounded rectangle.
    package mutating func fill(_ shape: RoundedRect, with paint: Paint) {
        if shape.radii == .zero { fill(shape.rect, with: paint) } else { fill(shape.path, with: paint) }
    }

    /// Fills an axis-aligned rectangle. Edge pixels get their exact covered fraction, computed
    /// separately along each axis.
    public mutating func fill(_ rect: Rect, with paint: Paint) {
        guard !rect.isEmpty, !clip.isEmpty else { return }
        let one = FixedPoint.one
        let x0 = max(FixedPoint.fixed(rect.minX, scale: scale), clip.minX * one)
        let x1 = min(FixedPoint.fixed(rect.maxX, scale: scale), clip.maxX * one)
        let y0 = max(FixedPoint.fixed(rect.minY, scale: scale), clip.minY * one)
        let y1 = min(FixedPoint.fixed(rect.maxY, scale: scale), clip.maxY * one)
        guard x1 > x0, y1 > y0 else { return }
        let firstColumn = x0 >> 8, lastColumn = (x1 - 1) >> 8
        func columnCoverage(_ column: Int) -> Int { min(x1, (column + 1) * one) - max(x0, column * one) }
        var painter = SpanPainter(paint: paint, scale: scale)
        let width = bitmap.width
        bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
            for row in (y0 >> 8)...((y1 - 1) >> 8) {
                let rowCoverage = min(y1, (row + 1) * one) - max(y0, row * one)
                func alpha(_ columnCoverage: Int) -> Int { (columnCoverage * rowCoverage * 255 + 32768) >> 16 }
                if firstColumn == lastColumn {
                    painter.paint(
                        pixels, width: width, row: row, from: firstColumn, to: firstColumn + 1,
                        coverage: alpha(x1 - x0))
                    continue
                }
                painter.paint(
                    pixels, width: width, row: row, from: firstColumn, to: firstColumn + 1,
                    coverage: alpha(columnCoverage(firstColumn)))
                if lastColumn > firstColumn + 1 {
                    painter.paint(
                        pixels, width: width, row: row, from: firstColumn + 1, to: lastColumn,
                        coverage: alpha(one))
                }
                painter.paint(
                    pixels, width: width, row: row, from: lastColumn, to: lastColumn + 1,
                    coverage: alpha(columnCoverage(lastColumn)))
            }
        }
    }

    /// Fills whole pixels with a colour, inside the clip.
    mutating func fillPixels(_ rect: PixelRect, color: Color) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        var painter = SpanPainter(paint: .solid(color), scale: scale)
        let width = bitmap.width
        bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
            for row in area.minY..<area.maxY {
                painter.paint(pixels, width: width, row: row, from: area.minX, to: area.maxX, coverage: 255)
            }
        }
    }

    /// The mean luma (Rec. 601: 0.299 R + 0.587 G + 0.114 B, in integers) of the pixels under
    /// `rect`, 0 (black) to 255 (white), or nil when `rect` covers no pixel. Drawing that must
    /// contrast with what is beneath it, as the status bar and home indicator do, reads it.
    package func meanLuma(in rect: Rect) -> Int? {
        let area = PixelRect(nearest: rect, scale: scale).intersection(
            PixelRect(minX: 0, minY: 0, maxX: bitmap.width, maxY: bitmap.height))
        guard !area.isEmpty else { return nil }
        var total = 0
        for row in area.minY..<area.maxY {
            var index = (row * bitmap.width + area.minX) * 4
            for _ in area.minX..<area.maxX {
                total +=
                    299 * Int(bitmap.pixels[index]) + 587 * Int(bitmap.pixels[index + 1]) + 114 * Int(bitmap.pixels[index + 2])
                index += 4
            }
        }
        return total / (1000 * (area.maxX - area.minX) * (area.maxY - area.minY))
    }

    // MARK: Stroking

    /// Strokes an axis-aligned rectangle with a line of `width` points centred on its edges.
    public mutating func stroke(_ rect: Rect, width: Double, with paint: Paint) {
        let outer = rect.insetBy(dx: -width / 2, dy: -width / 2), inner = rect.insetBy(dx: width / 2, dy: width / 2)
        guard inner.width > 0, inner.height > 0 else {
            fill(outer, with: paint)
            return
        }
        // Four bands that tile the ring without overlapping.
        fill(Rect(x: outer.minX, y: outer.minY, width: outer.width, height: width), with: paint)
        fill(Rect(x: outer.minX, y: inner.maxY, width: outer.width, height: width), with: paint)
        fill(Rect(x: outer.minX, y: inner.minY, width: width, height: inner.height), with: paint)
        fill(Rect(x: inner.maxX, y: inner.minY, width: width, height: inner.height), with: paint)
    }

    /// Strokes a rounded rectangle: the ring between the shape grown and shrunk by half the width.
    package mutating func stroke(_ shape: RoundedRect, width: Double, with paint: Paint) {
        let half = width / 2
        func offset(_ distance: Double) -> RoundedRect {
            let radii = shape.radii
            return RoundedRect(
                rect: shape.rect.insetBy(dx: -distance, dy: -distance),
                radii: CornerRadii(
                    topLeft: max(0, radii.topLeft + distance), topRight: max(0, radii.topRight + distance),
                    bottomRight: max(0, radii.bottomRight + distance), bottomLeft: max(0, radii.bottomLeft + distance)),
                curve: shape.curve)
        }
        var ring = offset(half).path
        let inner = offset(-half)
        if inner.rect.width > 0, inner.rect.height > 0 { ring.addPath(inner.path.reversed()) }
        fill(ring, with: paint)
    }

    /// Strokes an arbitrary path with a line of `width` points, with round joins and round caps.
    @_spi(Internals) public mutating func stroke(_ path: Path, width: Double, with paint: Paint) {
        fill(path.strokeOutline(width: width), with: paint)
    }
}
