/// A 2-D affine map `(x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty)`, as in Core Graphics.
///
/// SafeAreaKit uses it to turn portrait geometry into each interface orientation and to scale
/// points into pixels. Quarter turns have coefficients of 0 and ±1, so they map coordinates exactly.
package struct AffineTransform: Hashable, Sendable {
    /// The x coefficient of the new x.
    package var a: Double
    /// The x coefficient of the new y.
    package var b: Double
    /// The y coefficient of the new x.
    package var c: Double
    /// The y coefficient of the new y.
    package var d: Double
    /// The translation added to the new x.
    package var tx: Double
    /// The translation added to the new y.
    package var ty: Double

    /// Creates a transform from its six coefficients.
    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that leaves every point where it is.
    package static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that multiplies coordinates by `sx` and `sy`.
    package static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that moves points by `tx` and `ty`.
    package static func translation(_ tx: Double, _ ty: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Maps a point.
    package func apply(_ point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Maps a rectangle and returns the bounds of its image (the exact image for quarter turns).
    package func apply(_ rect: Rect) -> Rect {
        let p = apply(Point(x: rect.minX, y: rect.minY))
        let q = apply(Point(x: rect.maxX, y: rect.maxY))
        let r = apply(Point(x: rect.maxX, y: rect.minY))
        let s = apply(Point(x: rect.minX, y: rect.maxY))
        return Rect(
            corner: Point(x: min(p.x, q.x, r.x, s.x), y: min(p.y, q.y, r.y, s.y)),
            Point(x: max(p.x, q.x, r.x, s.x), y: max(p.y, q.y, r.y, s.y)))
    }
}
