import Rasterizer

/// How two images are compared and how different they may be.
public struct DiffOptions: Hashable, Sendable {
    /// How a pair of pixels is judged.
    public enum Metric: Hashable, Sendable {
        /// pixelmatch's YIQ colour distance, as a fraction 0...1 of the largest (default 0.1).
        case pixelmatch(threshold: Double)
        /// CIEDE2000 colour difference, different when above `limit` (1 is just noticeable).
        /// swift-snapshot-testing's `perceptualPrecision: p` corresponds to a limit of (1 − p) × 100.
        case deltaE(limit: Double)
    }

    /// How a pair of pixels is judged.
    public var metric: Metric
    /// Whether anti-aliased pixels count as differences; by default they are reported apart.
    public var includeAntiAliasing: Bool
    /// The most differing pixels that still pass; nil for no limit.
    public var maximumDifferentPixels: Int?
    /// The largest share of differing pixels, 0...1, that still passes; nil for no limit.
    public var maximumDifferentRatio: Double?
    /// Rectangles of pixels left out of the comparison.
    package var ignoredRegions: [PixelRect]

    /// Creates options; the defaults are pixelmatch's, with no differing pixel allowed.
    public init(
        metric: Metric = .pixelmatch(threshold: 0.1), includeAntiAliasing: Bool = false,
        maximumDifferentPixels: Int? = nil, maximumDifferentRatio: Double? = nil
    ) {
        self.init(
            metric: metric, includeAntiAliasing: includeAntiAliasing, maximumDifferentPixels: maximumDifferentPixels,
            maximumDifferentRatio: maximumDifferentRatio, ignoredRegions: [])
    }

    /// Creates options that leave `ignoredRegions` out of the comparison.
    package init(
        metric: Metric = .pixelmatch(threshold: 0.1), includeAntiAliasing: Bool = false,
        maximumDifferentPixels: Int? = nil, maximumDifferentRatio: Double? = nil, ignoredRegions: [PixelRect]
    ) {
        self.metric = metric
        self.includeAntiAliasing = includeAntiAliasing
        self.maximumDifferentPixels = maximumDifferentPixels
        self.maximumDifferentRatio = maximumDifferentRatio
        self.ignoredRegions = ignoredRegions
    }
}
