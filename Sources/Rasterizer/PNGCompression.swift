import CLibPNG

/// How PNG files are compressed: the zlib level and strategy and the PNG row filter.
///
/// The default was chosen by measurement on SafeAreaKit's own renders (flat UI with anti-aliased
/// edges); `Benchmarks/RESULTS.md` records the figures and the command that produced them.
public struct PNGCompression: Hashable, Sendable {
    /// zlib's match-finding strategy.
    public enum Strategy: Int32, Hashable, Sendable, CaseIterable {
        /// zlib's general-purpose matching.
        case standard = 0
        /// Tuned for filtered data: favours short literals over distant matches.
        case filtered = 1
        /// Huffman coding only, no matches.
        case huffmanOnly = 2
        /// Matches at distance one only: run-length encoding, fast on flat images.
        case runLength = 3
        /// Fixed Huffman codes.
        case fixed = 4
    }

    /// The PNG filter applied to each row before compression.
    public enum Filter: Hashable, Sendable, CaseIterable {
        /// Bytes as they are.
        case none
        /// Difference from the pixel to the left.
        case sub
        /// Difference from the pixel above.
        case up
        /// Difference from the mean of left and above.
        case average
        /// Difference from the Paeth predictor of left, above and upper-left.
        case paeth
        /// libpng chooses per row among all five by a heuristic.
        case adaptive

        var libpngMask: Int32 {
            switch self {
            case .none: 0x08
            case .sub: 0x10
            case .up: 0x20
            case .average: 0x40
            case .paeth: 0x80
            case .adaptive: 0xF8
            }
        }
    }

    /// The zlib level, 0 (store) to 9 (smallest).
    public var level: Int
    /// The zlib strategy.
    public var strategy: Strategy
    /// The row filter.
    public var filter: Filter

    /// Creates compression settings.
    public init(level: Int, strategy: Strategy, filter: Filter) {
        self.level = min(max(level, 0), 9)
        self.strategy = strategy
        self.filter = filter
    }

    /// SafeAreaKit's measured choice for rendered screens: zlib level 2 with its standard matcher
    /// and no row filter. On the example screens it was the fastest setting measured and half the
    /// size of run-length encoding; levels 6 to 9 halve the size again at three to five times the
    /// time (`Benchmarks/RESULTS.md` has the figures).
    public static let standard = PNGCompression(level: 2, strategy: .standard, filter: .none)

    /// The smallest files zlib and libpng's filters give, at several times the time: for images
    /// that are kept, such as references under version control.
    public static let smallest = PNGCompression(level: 9, strategy: .standard, filter: .adaptive)

    var libpngSettings: clibpng_compression {
        clibpng_compression(level: Int32(level), strategy: strategy.rawValue, filters: filter.libpngMask)
    }
}
