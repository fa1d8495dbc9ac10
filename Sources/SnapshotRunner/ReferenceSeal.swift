import Rasterizer

/// What a reference PNG's text chunk vouches for: the hash of the pixels it was recorded from, and
/// a hash of the compressed image data that holds them.
///
/// A render whose pixel hash equals the seal's is the reference's image without decoding it, but
/// only while the file still holds the data it was sealed with: the data hash, checked on every
/// read at a small fraction of the cost of decoding, catches a reference truncated or edited since.
/// References recorded before 0.8.0 carry the pixel hash alone (`v1:`) and are decoded to be checked.
package struct ReferenceSeal: Hashable, Sendable, CustomStringConvertible {
    /// The hash of the pixels.
    package var pixels: PixelHash
    /// The hash of the file's image data, nil in a `v1:` seal.
    package var imageData: PixelHash?

    /// The keyword of the PNG text chunk that holds the seal.
    package static let chunkKeyword = "SafeAreaKit pixels"

    /// Creates a seal.
    package init(pixels: PixelHash, imageData: PixelHash?) {
        self.pixels = pixels
        self.imageData = imageData
    }

    /// Parses `v1:PIXELS` or `v2:PIXELS:DATA`, each hash 16 hexadecimal digits.
    package init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        switch (parts.first, parts.count) {
        case ("v1", 2):
            guard let pixels = PixelHash(hex: parts[1]) else { return nil }
            self.init(pixels: pixels, imageData: nil)
        case ("v2", 3):
            guard let pixels = PixelHash(hex: parts[1]), let data = PixelHash(hex: parts[2]) else { return nil }
            self.init(pixels: pixels, imageData: data)
        default:
            return nil
        }
    }

    /// The seal `png` carries, or nil when it carries none.
    package init?(in png: [UInt8]) {
        guard let text = PNG.textChunks(in: png)[Self.chunkKeyword] else { return nil }
        self.init(parsing: text)
    }

    /// `v2:PIXELS:DATA`, or `v1:PIXELS` without a data hash.
    package var description: String {
        guard let imageData else { return "v1:\(pixels)" }
        return "v2:\(pixels):\(imageData)"
    }

    /// Whether `png` still holds the image data this seal was made over; false for a `v1:` seal,
    /// which cannot tell.
    package func holds(_ png: [UInt8]) -> Bool {
        imageData == PixelHash(bytes: PNG.imageData(in: png))
    }

    /// `image` encoded as a reference: compressed as small as it goes, sealed with its pixel hash
    /// and the hash of the image data just written.
    package static func sealedPNG(of image: Bitmap, pixels: PixelHash) throws -> [UInt8] {
        let png = try PNG.encode(image, compression: .smallest)
        let seal = ReferenceSeal(pixels: pixels, imageData: PixelHash(bytes: PNG.imageData(in: png)))
        guard let sealed = PNG.settingText(seal.description, for: chunkKeyword, in: png) else {
            throw PNGError.encoding("the encoded image has no image data to seal")
        }
        return sealed
    }
}
