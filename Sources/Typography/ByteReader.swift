/// Reads the varints of a generated glyph table in order.
struct ByteReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether the next bytes are `prefix`, consuming them if so.
    mutating func expect(_ prefix: String) -> Bool {
        let expected = Array(prefix.utf8)
        guard bytes.count >= offset + expected.count, Array(bytes[offset..<offset + expected.count]) == expected else {
            return false
        }
        offset += expected.count
        return true
    }

    /// The next byte.
    mutating func byte() -> UInt8 {
        precondition(offset < bytes.count, "a generated glyph table ends early")
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next unsigned varint.
    mutating func unsigned() -> Int {
        var value = 0
        var shift = 0
        while true {
            let next = byte()
            value |= Int(next & 0x7F) << shift
            if next & 0x80 == 0 { return value }
            shift += 7
        }
    }

    /// The next zigzag-encoded signed varint.
    mutating func signed() -> Int {
        let value = unsigned()
        return value & 1 == 0 ? value >> 1 : -((value + 1) >> 1)
    }
}
