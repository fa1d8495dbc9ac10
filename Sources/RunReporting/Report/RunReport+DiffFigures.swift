import Rasterizer
import SnapshotDiff

extension RunReport.Entry {
    /// How an image differs from its reference.
    package struct DiffFigures: Codable, Hashable, Sendable {
        /// How the answer was reached: compared pixel by pixel, or different sizes.
        package var outcome: DiffResult.Outcome
        /// Pixels that differ beyond the threshold, anti-aliasing aside.
        package var differentPixels: Int
        /// Differing pixels taken for anti-aliasing and not counted.
        package var antiAliasedPixels: Int
        /// Pixels compared.
        package var comparedPixels: Int
        /// The share of compared pixels that differ, 0...1.
        package var ratio: Double
        /// The largest changed regions in pixels, largest first, written as `[x, y, width, height]`.
        @NumberArray package var regions: [PixelRect]

        /// The figures of `diff`, with its ten largest regions.
        package init(_ diff: DiffResult) {
            outcome = diff.outcome
            differentPixels = diff.differentPixels
            antiAliasedPixels = diff.antiAliasedPixels
            comparedPixels = diff.comparedPixels
            ratio = diff.ratio
            regions = Array(diff.regions.prefix(10))
        }
    }
}
