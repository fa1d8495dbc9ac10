import DeviceGeometry
import Rasterizer

/// What a comparison found.
public struct DiffResult: Hashable, Sendable {
    /// How the answer was reached.
    public enum Outcome: String, Hashable, Sendable, Codable {
        /// The files are the same bytes; nothing was decoded.
        case identicalFiles
        /// The images decode to the same pixels.
        case identicalPixels
        /// The pixels were compared one by one.
        case compared
        /// The images differ in size, which is a difference of its own.
        case differentSizes
    }

    /// How the answer was reached.
    public var outcome: Outcome
    /// The first image's size.
    package var referenceSize: PixelSize
    /// The second image's size.
    package var actualSize: PixelSize
    /// Pixels that differ beyond the metric's limit, anti-aliasing aside.
    public var differentPixels: Int
    /// Differing pixels taken for anti-aliasing and not counted.
    package var antiAliasedPixels: Int
    /// Pixels compared: all but the ignored ones.
    public var comparedPixels: Int
    /// The differing pixels, clustered into boxes, largest first.
    package var regions: [PixelRect]

    /// The share of compared pixels that differ, 0...1; 1 for images of different sizes.
    public var ratio: Double {
        outcome == .differentSizes ? 1 : comparedPixels == 0 ? 0 : Double(differentPixels) / Double(comparedPixels)
    }

    /// Whether the images count as the same under `options`' tolerances: sizes equal, and the
    /// differing pixels within both the count and the ratio allowed (the stricter wins).
    public func isWithinTolerance(of options: DiffOptions) -> Bool {
        guard outcome != .differentSizes else { return false }
        let count = options.maximumDifferentPixels, share = options.maximumDifferentRatio
        guard count != nil || share != nil else { return differentPixels == 0 }
        return (count.map { differentPixels <= $0 } ?? true) && (share.map { ratio <= $0 } ?? true)
    }

    /// A sentence for people.
    public var summary: String {
        switch outcome {
        case .identicalFiles: "identical files"
        case .identicalPixels: "identical pixels"
        case .differentSizes:
            "different sizes: \(referenceSize.width) × \(referenceSize.height) against \(actualSize.width) × \(actualSize.height)"
        case .compared:
            "\(differentPixels) of \(comparedPixels) pixels differ (\(Self.percent(ratio))), "
                + "\(antiAliasedPixels) anti-aliased left aside, in \(regions.count) region\(regions.count == 1 ? "" : "s")"
        }
    }

    private static func percent(_ ratio: Double) -> String {
        let value = ratio * 100
        return value == 0 ? "0 %" : value < 0.01 ? "< 0.01 %" : "\((value * 100).rounded() / 100) %"
    }
}
