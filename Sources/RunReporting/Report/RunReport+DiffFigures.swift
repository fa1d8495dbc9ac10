import Rasterizer
import SnapshotDiff

extension RunReport.Entry {
    /// How an image differs from its reference.
    public struct DiffFigures: Codable, Hashable, Sendable {
        /// How the answer was reached: compared pixel by pixel, or different sizes.
        public var outcome: DiffResult.Outcome
        /// Pixels that differ beyond the threshold, anti-aliasing aside.
        public var differentPixels: Int
        /// Differing pixels taken for anti-aliasing and not counted.
        public var antiAliasedPixels: Int
        /// Pixels compared.
        public var comparedPixels: Int
        /// The share of compared pixels that differ, 0...1.
        public var ratio: Double
        /// The largest changed regions in pixels, largest first, written as `[x, y, width, height]`.
        @NumberArray public var regions: [PixelRect]

        /// The figures of `diff`, with its ten largest regions.
        public init(_ diff: DiffResult) {
            outcome = diff.outcome
            differentPixels = diff.differentPixels
            antiAliasedPixels = diff.antiAliasedPixels
            comparedPixels = diff.comparedPixels
            ratio = diff.ratio
            regions = Array(diff.regions.prefix(10))
        }
    }
}
