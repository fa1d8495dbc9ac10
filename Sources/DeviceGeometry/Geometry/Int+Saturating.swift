extension Int {
    /// The largest magnitude a conversion from `Double` gives: 2⁵², below which every whole
    /// `Double` is exact and sums of a few such values cannot overflow.
    package static let saturationLimit = 1 << 52

    /// `value` rounded toward zero and held within ±``saturationLimit``; NaN is zero. Geometry
    /// that a layout pushed far off screen becomes a far-off pixel, never a trap.
    package init(saturating value: Double) {
        guard !value.isNaN else {
            self = 0
            return
        }
        let limit = Double(Int.saturationLimit)
        self = Int(Swift.min(Swift.max(value, -limit), limit))
    }
}
