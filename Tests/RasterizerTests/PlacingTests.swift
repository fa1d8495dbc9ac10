import DeviceGeometry
import Rasterizer
import Testing

/// Placing one bitmap into another, and filling: whole rows at once, clipped to the target.
@Suite("Placing and filling")
struct PlacingTests {
    @Test func aPlacedBitmapReplacesThePixelsItCovers() {
        var target = Bitmap(width: 6, height: 5, fill: .white)
        let source = Bitmap(width: 2, height: 3, fill: Color(rgb: 0xFF0000))
        target.place(source, x: 3, y: 1)
        for y in 0..<5 {
            for x in 0..<6 {
                let covered = (3..<5).contains(x) && (1..<4).contains(y)
                #expect(target[x, y] == (covered ? Color(rgb: 0xFF0000) : .white), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func whatFallsOutsideIsLeftOut() {
        var target = Bitmap(width: 4, height: 4, fill: .white)
        var source = Bitmap(width: 3, height: 3, fill: .black)
        source[2, 2] = Color(rgb: 0x00FF00)
        target.place(source, x: 2, y: 2)
        #expect(target[2, 2] == .black && target[3, 3] == .black)
        target.place(source, x: -2, y: -2)
        #expect(target[0, 0] == Color(rgb: 0x00FF00), "the source's last pixel lands on the target's first")
        #expect(target[1, 1] == .white)
        target.place(source, x: 9, y: 0)
        #expect(target[3, 0] == .white, "a source wholly outside changes nothing")
    }

    @Test func aFillCoversEveryPixelOfAnySize() {
        for (width, height) in [(1, 1), (3, 1), (7, 5), (1000, 3)] {
            let filled = Bitmap(width: width, height: height, fill: Color(rgb: 0x123456, alpha: 200))
            #expect(filled.pixels.count == width * height * 4)
            #expect(
                stride(from: 0, to: filled.pixels.count, by: 4).allSatisfy {
                    Array(filled.pixels[$0..<($0 + 4)]) == [0x12, 0x34, 0x56, 200]
                },
                "\(width) × \(height)")
        }
        #expect(Bitmap(width: 0, height: 3, fill: .black).pixels.isEmpty)
    }
}
