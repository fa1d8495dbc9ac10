import CLibPNG

/// Reading and replacing a PNG's chunks without decoding its pixels.
extension PNG {
    /// One chunk of a PNG file: where its data lies in the file, and its type.
    struct Chunk {
        /// The four-letter type, such as `IHDR`, `tEXt` or `IDAT`.
        let type: String
        /// The offset of the chunk's length field.
        let start: Int
        /// The chunk's data, as offsets into the file.
        let data: Range<Int>
        /// The offset just past the chunk's CRC.
        var end: Int { data.upperBound + 4 }
    }

    /// The chunks of `bytes` in order, up to the end of the file or the first chunk that does not
    /// fit in it; empty when the signature is missing.
    static func chunks(in bytes: [UInt8]) -> [Chunk] {
        guard bytes.count >= 8, bytes[0] == 137, bytes[1] == 80, bytes[2] == 78, bytes[3] == 71 else { return [] }
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 12 else { break }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            chunks.append(Chunk(type: type, start: offset, data: (offset + 8)..<(offset + 8 + length)))
            offset += 12 + length
        }
        return chunks
    }

    /// The tEXt chunks that come before the image data, keyword to text, read without decoding:
    /// a reference's metadata costs a few hundred bytes of reading.
    public static func textChunks(in bytes: [UInt8]) -> [String: String] {
        var texts: [String: String] = [:]
        for chunk in chunks(in: bytes) {
            guard chunk.type != "IDAT" else { break }
            guard chunk.type == "tEXt", let separator = bytes[chunk.data].firstIndex(of: 0) else { continue }
            texts[String(decoding: bytes[chunk.data.lowerBound..<separator], as: UTF8.self)] =
                String(decoding: bytes[(separator + 1)..<chunk.data.upperBound], as: UTF8.self)
        }
        return texts
    }

    /// The compressed image data of `bytes`, every IDAT chunk's data in order, read without
    /// decoding; empty when the file has none.
    package static func imageData(in bytes: [UInt8]) -> [UInt8] {
        var data: [UInt8] = []
        for chunk in chunks(in: bytes) where chunk.type == "IDAT" { data += bytes[chunk.data] }
        return data
    }

    /// `bytes` with the tEXt chunk of `key` holding `value`: the first such chunk before the image
    /// data replaced, or a new one placed just before the image data. Nil when `bytes` has no image
    /// data to place it before.
    package static func settingText(_ value: String, for key: String, in bytes: [UInt8]) -> [UInt8]? {
        let found = chunks(in: bytes)
        guard let imageData = found.firstIndex(where: { $0.type == "IDAT" }) else { return nil }
        let existing = found[..<imageData].first { chunk in
            chunk.type == "tEXt" && bytes[chunk.data].starts(with: Array(key.utf8) + [0])
        }
        let replaced = existing.map { $0.start..<$0.end } ?? found[imageData].start..<found[imageData].start
        var result = Array(bytes[..<replaced.lowerBound])
        result += textChunk(key: key, value: value)
        result += bytes[replaced.upperBound...]
        return result
    }

    /// A whole tEXt chunk: length, type, keyword, NUL, text and CRC-32 (zlib's).
    private static func textChunk(key: String, value: String) -> [UInt8] {
        let typed = Array("tEXt".utf8) + Array(key.utf8) + [0] + Array(value.utf8)
        let crc = typed.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        return bigEndian(UInt32(typed.count - 4)) + typed + bigEndian(crc)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
