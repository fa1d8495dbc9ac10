import DeviceGeometry
import Testing

@testable import Rasterizer

@Suite("PNG through libpng")
struct PNGTests {
    static let fixtureNames = (try? Fixtures.names(in: "png", withExtension: "png")) ?? []

    @Test func everyColourTypeDepthTransparencyAndInterlaceIsCovered() {
        // 5 grey depths, RGB, grey+alpha, RGBA at 8 and 16 bits, 4 palette depths; with and
        // without tRNS where allowed; each also Adam7-interlaced.
        #expect(Self.fixtureNames.count == 52)
        #expect(Self.fixtureNames.filter { $0.hasSuffix("-adam7") }.count == 26)
    }

    /// Each fixture was written by an independent pure-Python encoder together with the pixels it
    /// must decode to.
    @Test(arguments: fixtureNames)
    func decodesToTheExpectedPixels(_ name: String) throws {
        let bitmap = try PNG.decode(try Fixtures.bytes("png/\(name).png"))
        #expect(bitmap.width == 13 && bitmap.height == 11)
        #expect(bitmap.pixels == (try Fixtures.bytes("png/\(name).rgba")))
    }

    @Test(arguments: [("invalid-signature", "signature"), ("invalid-truncated", "truncated"), ("invalid-crc", "CRC")])
    func brokenFilesAreRejectedWithLibpngsReason(_ name: String, _ reason: String) throws {
        let bytes = try Fixtures.bytes("png/\(name).bin")
        let error = try #require(throws: PNGError.self) { try PNG.decode(bytes) }
        #expect(error.description.localizedCaseInsensitiveContains(reason), "\(error)")
    }

    @Test func emptyInputIsNotAPNG() {
        #expect(throws: PNGError.self) { try PNG.decode([]) }
    }

    @Test(arguments: PNG.ColorType.allCases)
    func roundTripsEveryColourTypeItWrites(_ colorType: PNG.ColorType) throws {
        let keepsColour = colorType != .grayscale && colorType != .grayscaleAlpha
        let keepsAlpha = colorType != .rgb && colorType != .grayscale
        var bitmap = Bitmap(width: 37, height: 23)
        for y in 0..<23 {
            for x in 0..<37 {
                let v = UInt8((x * 7 + y * 11) % 256)
                bitmap[x, y] = Color(
                    red: v, green: keepsColour ? UInt8((x * y) % 256) : v,
                    blue: keepsColour ? UInt8(255 - x) : v, alpha: keepsAlpha ? UInt8((x + y) * 5 % 256) : 255)
            }
        }
        let decoded = try PNG.decode(try PNG.encode(bitmap, colorType: colorType))
        #expect(decoded == bitmap)
    }

    @Test func automaticPicksRGBForOpaqueImagesAndRGBAOtherwise() throws {
        let opaque = Bitmap(width: 4, height: 4, fill: Color(rgb: 0x336699))
        #expect(try chunkHeader(PNG.encode(opaque)).colorType == 2)
        var translucent = opaque
        translucent[1, 1] = Color(rgb: 0x336699, alpha: 10)
        #expect(try chunkHeader(PNG.encode(translucent)).colorType == 6)
    }

    @Test func greyscaleRefusesColour() {
        var bitmap = Bitmap(width: 3, height: 2, fill: .white)
        bitmap[2, 1] = Color(rgb: 0xFF0000)
        #expect(throws: PNGError.notGrayscale(x: 2, y: 1)) { try PNG.encode(bitmap, colorType: .grayscale) }
    }

    /// Deterministic files: equal input gives equal bytes, and no chunk carries a time or text.
    @Test func encodingIsDeterministicAndCarriesNoTimestamp() throws {
        let bitmap = Bitmap(width: 64, height: 48, fill: Color(rgb: 0x123456))
        let first = try PNG.encode(bitmap), second = try PNG.encode(bitmap)
        #expect(first == second)
        #expect(chunkTypes(first) == ["IHDR", "IDAT", "IEND"])
    }

    @Test(arguments: PNGCompression.Filter.allCases)
    func everyFilterRoundTrips(_ filter: PNGCompression.Filter) throws {
        var bitmap = Bitmap(width: 20, height: 20, fill: .white)
        for i in 0..<20 { bitmap[i, i] = Color(rgb: UInt32(i * 0x0A0B0C)) }
        for strategy in PNGCompression.Strategy.allCases {
            let bytes = try PNG.encode(bitmap, compression: PNGCompression(level: 6, strategy: strategy, filter: filter))
            #expect(try PNG.decode(bytes) == bitmap)
        }
    }

    private func chunkTypes(_ png: [UInt8]) -> [String] {
        var types: [String] = []
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
    }

    private func chunkHeader(_ png: [UInt8]) -> (width: Int, height: Int, colorType: UInt8) {
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        return (width, height, png[25])
    }
}
