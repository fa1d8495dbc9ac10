/// PNG files built byte by byte, for tests of what a decoder does with files no encoder writes.
public enum CraftedPNG {
    /// A PNG signature and an IHDR chunk claiming `width` × `height` 8-bit RGBA pixels, and nothing
    /// after it.
    public static func header(width: UInt32, height: UInt32) -> [UInt8] {
        signature + chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
    }

    /// A well-formed file of a few dozen bytes claiming `width` × `height` pixels: the header, an
    /// image data chunk holding an empty zlib stream, and the end chunk.
    public static func claiming(width: UInt32, height: UInt32) -> [UInt8] {
        header(width: width, height: height) + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
            + chunk("IEND", [])
    }

    /// The eight bytes every PNG starts with.
    public static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// One chunk: its length, its type, `data` and the CRC-32 of type and data.
    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
