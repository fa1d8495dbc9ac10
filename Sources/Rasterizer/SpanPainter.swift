import DeviceGeometry

/// Composites a paint into runs of pixels that share one coverage.
struct SpanPainter {
    private let paint: Paint
    /// For a hatch: the stripe coverage (0...256) of a pixel, by `(x + y) mod period`.
    private let hatchCoverage: [Int]

    init(paint: Paint, scale: Double) {
        self.paint = paint
        if case .hatch(let hatch) = paint {
            hatchCoverage = Self.stripeCoverage(hatch, scale: scale)
        } else {
            hatchCoverage = []
        }
    }

    /// Paints pixels `from..<to` of `row` at `coverage` (0...255).
    mutating func paint(
        _ pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, row: Int, from: Int, to: Int,
        coverage: Int
    ) {
        guard coverage > 0, to > from, let base = pixels.baseAddress else { return }
        let rowStart = base + (row * width + from) * 4
        switch paint {
        case .solid(let color):
            let alpha = coverage == 255 ? Int(color.alpha) : Blending.divideBy255(Int(color.alpha) * coverage)
            if alpha == 255 {
                UnsafeMutableRawPointer(rowStart).bindMemory(to: UInt32.self, capacity: to - from)
                    .update(repeating: color.packed, count: to - from)
                return
            }
            let packed = Blending.PackedSource(red: Int(color.red), green: Int(color.green), blue: Int(color.blue), alpha: alpha)
            let words = UnsafeMutableRawPointer(rowStart).bindMemory(to: UInt32.self, capacity: to - from)
            for index in 0..<(to - from) {
                let word = words[index]
                if word & Color.alphaMask == Color.alphaMask {
                    words[index] = Blending.blendOverOpaque(word, packed)
                } else {
                    Blending.blend(
                        UnsafeMutableRawPointer(words + index).assumingMemoryBound(to: UInt8.self),
                        red: Int(color.red), green: Int(color.green), blue: Int(color.blue), alpha: alpha)
                }
            }
        case .hatch(let hatch):
            let period = hatchCoverage.count
            let sourceAlpha = Blending.divideBy255(Int(hatch.color.alpha) * coverage)
            var phase = (from + row) % period
            var pixel = rowStart
            for _ in from..<to {
                let stripe = hatchCoverage[phase]
                if stripe > 0 {
                    Blending.blend(
                        pixel, red: Int(hatch.color.red), green: Int(hatch.color.green),
                        blue: Int(hatch.color.blue), alpha: (sourceAlpha * stripe + 128) >> 8)
                }
                phase = phase + 1 == period ? 0 : phase + 1
                pixel += 4
            }
        }
    }

    /// The exact covered fraction (in 1/256) of a pixel by 45° stripes. A stripe occupies
    /// `kP ≤ X + Y < kP + W` for every integer k; the fraction of the pixel with `X + Y < x + y + s`
    /// is s²/2 for s ≤ 1 and 1 − (2 − s)²/2 for 1 ≤ s ≤ 2, and a stripe's share is the difference
    /// of that function at its two sides.
    static func stripeCoverage(_ hatch: Hatch, scale: Double) -> [Int] {
        let one = FixedPoint.one
        let period = max(2, Int((hatch.spacing * scale).rounded()))
        let stripe = min(period * one - 1, max(1, FixedPoint.fixed(hatch.lineWidth, scale: scale)))
        func below(_ s: Int) -> Int {
            if s <= 0 { return 0 }
            if s >= 2 * one { return one }
            if s <= one { return s * s / (2 * one) }
            let r = 2 * one - s
            return one - r * r / (2 * one)
        }
        return (0..<period).map { u in
            (-1...2).reduce(0) { sum, k in
                sum + below(k * period * one + stripe - u * one) - below(k * period * one - u * one)
            }
        }
    }
}
