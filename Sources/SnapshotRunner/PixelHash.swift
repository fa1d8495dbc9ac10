import Rasterizer

/// A 64-bit hash of a bitmap's size and pixels, or of any bytes, stored in each reference PNG's
/// `ReferenceSeal` so that an unchanged render is verified without decoding the reference.
///
/// Four lanes of multiply–rotate over 8-byte words, folded with the size at the end: a few
/// milliseconds for a 3× phone screen. It detects change; it is not for security.
package struct PixelHash: Hashable, Sendable, CustomStringConvertible {
    /// The hash.
    package let value: UInt64

    /// The hash of `bitmap`.
    package init(_ bitmap: Bitmap) {
        let hash = bitmap.pixels.withUnsafeBytes(Self.digest)
        self.init(finishing: hash, with: UInt64(bitmap.width) << 32 | UInt64(bitmap.height))
    }

    /// The hash of any bytes, such as a PNG's compressed image data.
    package init(bytes: [UInt8]) {
        self.init(finishing: bytes.withUnsafeBytes(Self.digest), with: UInt64(bytes.count))
    }

    private init(finishing hash: UInt64, with size: UInt64) {
        let mixed = Self.mix(hash, size)
        value = mixed ^ (mixed >> 29)
    }

    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87, prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F

    private static func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = lane ^ (word &* prime2)
        return ((mixed << 31) | (mixed >> 33)) &* prime1
    }

    private static func digest(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (prime1, prime2, prime1 &* 3, prime2 &* 5)
        var tail: UInt64 = 0
        var index = 0
        // Whole words through a typed buffer where the storage is aligned for them, as an array's
        // is: a debug build then makes no generic unaligned load for each one.
        if Int(bitPattern: bytes.baseAddress) % MemoryLayout<UInt64>.alignment == 0 {
            let words = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count & ~7)]).bindMemory(to: UInt64.self)
            while index + 4 <= words.count {
                lanes.0 = mix(lanes.0, words[index])
                lanes.1 = mix(lanes.1, words[index + 1])
                lanes.2 = mix(lanes.2, words[index + 2])
                lanes.3 = mix(lanes.3, words[index + 3])
                index += 4
            }
        }
        var offset = index * 8
        while offset < bytes.count {
            tail = mix(tail, UInt64(bytes[offset]))
            offset += 1
        }
        return mix(mix(lanes.0 ^ lanes.1, lanes.2 ^ lanes.3), tail)
    }

    /// Parses 16 hexadecimal digits.
    init?(hex: Substring) {
        guard hex.count == 16, let value = UInt64(hex, radix: 16) else { return nil }
        self.value = value
    }

    /// The hash as 16 hexadecimal digits.
    package var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
