/// The largest image the toolkit decodes or draws, so that no file can ask for gigabytes.
///
/// A PNG's header is checked against these limits before any pixel storage is allocated, and a
/// device read from a file must draw within them at the largest render scale.
package struct ImageLimits: Hashable, Sendable {
    /// The largest width or height, in pixels.
    package var maximumSide: Int
    /// The most pixels one image may have.
    package var maximumPixels: Int
    /// The most bytes one PNG chunk (a text or colour-profile chunk, say) may decompress to.
    package var maximumChunkBytes: Int

    /// Creates limits.
    package init(maximumSide: Int, maximumPixels: Int, maximumChunkBytes: Int) {
        self.maximumSide = maximumSide
        self.maximumPixels = maximumPixels
        self.maximumChunkBytes = maximumChunkBytes
    }

    /// 32,768 pixels a side, 64 Mi pixels (256 MiB of RGBA) and 8 MiB a chunk: twelve times the
    /// largest screen in the catalog drawn at its scale, and far beyond any PNG the toolkit writes.
    package static let standard = ImageLimits(maximumSide: 1 << 15, maximumPixels: 1 << 26, maximumChunkBytes: 8 << 20)

    /// The most pixels per point anything is drawn at: a render's `--scale`, and a device file's
    /// `scale` and `nativeScale`. A device's screen must draw within the limits at it.
    package static let largestScale = 4.0
    /// The smallest pixels per point a render uses: at less, a small screen's image would have no
    /// pixels at all.
    package static let smallestScale = 0.1

    /// The most bytes of a PNG file that are read: twice the pixels of the largest image at four
    /// bytes each, room for any compression of them and their chunks.
    package static let maximumFileBytes = 512 << 20

    /// Why `size` is past these limits, or nil when it is within them.
    package func problem(with size: PixelSize) -> String? {
        guard size.width <= maximumSide, size.height <= maximumSide else {
            return "the image is \(size) pixels; a side may be at most \(maximumSide)"
        }
        guard size.width * size.height <= maximumPixels else {
            return "the image is \(size), \(size.width * size.height) pixels; at most \(maximumPixels) are allowed"
        }
        return nil
    }
}
