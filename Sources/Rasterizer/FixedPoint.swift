/// A point in pixels with 8 fractional bits (1/256 pixel), the unit all coverage is computed in.
///
/// Geometry arrives in points as `Double`; it becomes fixed point through one multiplication by
/// the scale and one rounding, both exact IEEE operations that give the same result everywhere.
/// Everything after that is integer arithmetic.
struct FixedPoint: Hashable, Sendable {
    var x: Int
    var y: Int

    static let one = 256
    static let bits = 8

    init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The fixed-point pixel position of a coordinate in points.
    static func fixed(_ points: Double, scale: Double) -> Int {
        let value = (points * scale * Double(one)).rounded()
        // Keep far-off geometry finite; anything this large is off the canvas anyway.
        return Int(min(max(value.isNaN ? 0 : value, -Double(1 << 40)), Double(1 << 40)))
    }
}

/// Floor division for integers of either sign.
@inline(__always)
func floorDivide(_ a: Int, _ b: Int) -> Int {
    let quotient = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
}
