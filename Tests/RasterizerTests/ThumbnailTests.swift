import Rasterizer
import Testing

/// Thumbnails: each pixel the rounded mean of the block of source pixels it covers.
@Suite("Thumbnails")
struct ThumbnailTests {
    /// A bitmap whose pixel (x, y) has red x, green y, blue x·y and alpha 255 − x.
    static func ramp(width: Int, height: Int) -> Bitmap {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { pixels += [UInt8(x), UInt8(y), UInt8(x * y), UInt8(255 - x)] }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    @Test func evenBlocksAverageWithRounding() {
        let thumbnail = Self.ramp(width: 6, height: 4).thumbnail(width: 3)
        #expect(thumbnail.width == 3 && thumbnail.height == 2)
        // The block x 2...3, y 0...1: red (2+3+2+3)/4 = 2.5 → 3, green 0.5 → 1, blue (0+0+2+3)/4 = 1.25 → 1, alpha 252.5 → 253.
        #expect(Array(thumbnail.pixels[4..<8]) == [3, 1, 1, 253])
        // The block x 4...5, y 2...3: red 4.5 → 5, green 2.5 → 3, blue (8+10+12+15)/4 = 11.25 → 11, alpha 250.5 → 251.
        #expect(Array(thumbnail.pixels[20..<24]) == [5, 3, 11, 251])
    }

    @Test func unevenBlocksCoverEverySourcePixelOnce() {
        // 7 columns into 3: blocks of 2, 2 and 3 columns; 5 rows into 2: blocks of 2 and 3 rows.
        let thumbnail = Self.ramp(width: 7, height: 5).thumbnail(width: 3)
        #expect(thumbnail.width == 3 && thumbnail.height == 2)
        // The last block, x 4...6, y 2...4: red 5, green 3, blue (4+5+6)·(2+3+4)/9 = 15, alpha 250.
        #expect(Array(thumbnail.pixels[20..<24]) == [5, 3, 15, 250])
    }

    @Test func aBitmapNoWiderThanAskedIsKept() {
        let bitmap = Self.ramp(width: 4, height: 3)
        #expect(bitmap.thumbnail(width: 4) == bitmap)
        #expect(bitmap.thumbnail(width: 9) == bitmap)
    }
}
