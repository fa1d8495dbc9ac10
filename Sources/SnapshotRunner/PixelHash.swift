import Rasterizer

/// A 64-bit hash of a bitmap's size and pixels, stored in each reference PNG so that an unchanged
/// render is verified without decoding the reference.
///
/// Four lanes of multiply–rotate over 8-byte words, folded with the size at the end: a few
/// milliseconds for a 3× phone screen. It detects change; it is not for security.
public struct PixelHash: Hashable, Sendable, CustomStringConvertible {
    /// The hash.
    public let value: UInt64

    /// The keyword of the PNG text chunk that holds the hash.
    public static let chunkKeyword = "SafeAreaKit pixels"

    /// The hash of `bitmap`.
    public init(_ bitmap: Bitmap) {
        let prime1: UInt64 = 0x9E37_79B1_85EB_CA87, prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (prime1, prime2, prime1 &* 3, prime2 &* 5)
        func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
            let mixed = lane ^ (word &* prime2)
            return ((mixed << 31) | (mixed >> 33)) &* prime1
        }
        var tail: UInt64 = 0
        bitmap.pixels.withUnsafeBytes { bytes in
            // An array's storage is aligned for any word; reading words through a typed buffer keeps
            // a debug build from calling the generic unaligned load for each one.
            let words = bytes.bindMemory(to: UInt64.self)
            var index = 0
            while index + 4 <= words.count {
                lanes.0 = mix(lanes.0, words[index])
                lanes.1 = mix(lanes.1, words[index + 1])
                lanes.2 = mix(lanes.2, words[index + 2])
                lanes.3 = mix(lanes.3, words[index + 3])
                index += 4
            }
            for offset in (index * 8)..<bytes.count { tail = mix(tail, UInt64(bytes[offset])) }
        }
        var hash = mix(mix(lanes.0 ^ lanes.1, lanes.2 ^ lanes.3), tail)
        hash = mix(hash, UInt64(bitmap.width) << 32 | UInt64(bitmap.height))
        value = hash ^ (hash >> 29)
    }

    /// Parses the text a reference stores.
    public init?(parsing text: String) {
        guard text.hasPrefix("v1:"), let value = UInt64(text.dropFirst(3), radix: 16) else { return nil }
        self.value = value
    }

    /// `v1:` and 16 hexadecimal digits, as the text chunk holds it.
    public var description: String {
        let hex = String(value, radix: 16)
        return "v1:" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
