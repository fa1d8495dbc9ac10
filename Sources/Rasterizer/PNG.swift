import CLibPNG
import DeviceGeometry

/// PNG encoding and decoding through libpng.
public enum PNG {
    /// The colour type written to the file.
    public enum ColorType: Hashable, Sendable, CaseIterable {
        /// RGB when every pixel is opaque, RGBA otherwise.
        case automatic
        /// Red, green, blue and alpha.
        case rgba
        /// Red, green and blue; alpha is dropped.
        case rgb
        /// One grey sample; every pixel must have equal red, green and blue, and alpha is dropped.
        case grayscale
        /// Grey and alpha; every pixel must have equal red, green and blue.
        case grayscaleAlpha
    }

    /// Encodes `bitmap` as a PNG file's bytes, with `text` (a keyword and its text) in a tEXt
    /// chunk when given. Equal bitmaps and settings give equal bytes: no time chunk is written.
    public static func encode(
        _ bitmap: Bitmap, colorType: ColorType = .automatic, compression: PNGCompression = .standard,
        text: (key: String, value: String)? = nil
    ) throws(PNGError) -> [UInt8] {
        let resolved = colorType == .automatic ? (bitmap.isOpaque ? .rgb : .rgba) : colorType
        switch resolved {
        case .rgba, .automatic:
            return try encodeSamples(bitmap.pixels, bitmap, channels: 4, dropAlpha: false, compression, text: text)
        case .rgb:
            return try encodeSamples(bitmap.pixels, bitmap, channels: 4, dropAlpha: true, compression, text: text)
        case .grayscale, .grayscaleAlpha:
            let keepAlpha = resolved == .grayscaleAlpha
            var samples: [UInt8] = []
            samples.reserveCapacity(bitmap.width * bitmap.height * (keepAlpha ? 2 : 1))
            for index in stride(from: 0, to: bitmap.pixels.count, by: 4) {
                let red = bitmap.pixels[index]
                guard bitmap.pixels[index + 1] == red, bitmap.pixels[index + 2] == red else {
                    let pixel = index / 4
                    throw .notGrayscale(x: pixel % bitmap.width, y: pixel / bitmap.width)
                }
                samples.append(red)
                if keepAlpha { samples.append(bitmap.pixels[index + 3]) }
            }
            return try encodeSamples(samples, bitmap, channels: keepAlpha ? 2 : 1, dropAlpha: false, compression, text: text)
        }
    }

    private static func encodeSamples(
        _ samples: [UInt8], _ bitmap: Bitmap, channels: Int, dropAlpha: Bool,
        _ compression: PNGCompression,
        text: (key: String, value: String)?
    ) throws(PNGError) -> [UInt8] {
        try collect { output, size, message in
            samples.withUnsafeBufferPointer { buffer in
                withOptionalCString(text?.key) { key in
                    withOptionalCString(text?.value) { value in
                        clibpng_encode(
                            buffer.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), Int32(channels),
                            dropAlpha ? 1 : 0, nil, 0, key, value, compression.libpngSettings, output, size,
                            message)
                    }
                }
            }
        }
    }

    private static func withOptionalCString<Result>(
        _ string: String?,
        _ body: (UnsafePointer<CChar>?) -> Result
    ) -> Result {
        guard let string else { return body(nil) }
        return string.withCString { body($0) }
    }

    /// The bytes an encoding call leaves in a malloc'd buffer, or its error.
    private static func collect(
        _ encode: (
            UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>,
            UnsafeMutablePointer<CChar>
        ) -> Int32
    ) throws(PNGError) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: Int(CLIBPNG_MESSAGE_CAPACITY))
        let succeeded = encode(&output, &size, &message)
        guard succeeded == 1, let output else { throw .encoding(text(message)) }
        defer { free(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    /// Encodes an indexed image: one byte a pixel, each an index into `palette` (at most 256
    /// opaque colours). Images of few colours, such as diff images, encode several times faster.
    public static func encode(
        indices: [UInt8], width: Int, height: Int, palette: [Color],
        compression: PNGCompression = .standard
    ) throws(PNGError) -> [UInt8] {
        guard indices.count == width * height, (1...256).contains(palette.count) else {
            throw .encoding("an indexed image needs one index a pixel and 1 to 256 palette colours")
        }
        let entries = palette.flatMap { [$0.red, $0.green, $0.blue] }
        return try collect { output, size, message in
            indices.withUnsafeBufferPointer { buffer in
                entries.withUnsafeBufferPointer { colors in
                    clibpng_encode(
                        buffer.baseAddress, UInt32(width), UInt32(height), 1, 0, colors.baseAddress,
                        Int32(palette.count), nil, nil, compression.libpngSettings, output, size, message)
                }
            }
        }
    }

    /// Decodes a PNG file of any colour type, bit depth and interlace method into RGBA, 8 bits per
    /// channel: palettes and low bit depths are expanded, transparency chunks become alpha, 16-bit
    /// samples are scaled with rounding, and no gamma or colour conversion is applied.
    ///
    /// The header is read first and checked against the standard image limits (32,768 pixels a
    /// side, 64 megapixels), and the pixels' bytes are reserved from the process's memory budget,
    /// before their storage is allocated; the pixels are then decoded straight into it. Text and
    /// other ancillary chunks are held to 8 MiB each.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> Bitmap {
        try decode(bytes, limits: .standard)
    }

    /// Decodes `bytes` as ``decode(_:)`` does, within `limits`.
    package static func decode(_ bytes: [UInt8], limits: ImageLimits) throws(PNGError) -> Bitmap {
        try decode(bytes, limits: limits, budget: .process)
    }

    /// Decodes a PNG file as ``decode(_:limits:)`` does, its pixels reserved from `budget`.
    package static func decode(
        _ bytes: [UInt8], limits: ImageLimits = .standard, budget: MemoryBudget
    ) throws(PNGError)
        -> Bitmap
    {
        var image = clibpng_rgba_image()
        var message = [CChar](repeating: 0, count: Int(CLIBPNG_MESSAGE_CAPACITY))
        let side = UInt32(clamping: limits.maximumSide), chunkBytes = limits.maximumChunkBytes
        // The header is read with PNG's own bound on sides, so that the limits below name the size.
        let headerRead = bytes.withUnsafeBufferPointer { buffer in
            clibpng_decode_rgba(buffer.baseAddress, buffer.count, UInt32(Int32.max), chunkBytes, nil, 0, &image, &message)
        }
        guard headerRead == 1 else { throw .decoding(text(message)) }
        let size = PixelSize(width: Int(image.width), height: Int(image.height))
        if let problem = limits.problem(with: size) { throw .tooLarge(problem) }
        let count = size.width * size.height * 4
        let reservation: MemoryBudget.Reservation
        do {
            reservation = try budget.reserve(count, for: "decoding a \(size) image")
        } catch {
            throw .tooLarge(error.description)
        }
        var succeeded: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { storage, initialized in
            LargeBuffer.preferHugePages(storage)
            succeeded = bytes.withUnsafeBufferPointer { buffer in
                clibpng_decode_rgba(
                    buffer.baseAddress, buffer.count, side, chunkBytes, storage.baseAddress, count, &image, &message)
            }
            if succeeded != 1 { storage.initialize(repeating: 0) }
            initialized = count
        }
        guard succeeded == 1 else { throw .decoding(text(message)) }
        var bitmap = Bitmap(width: size.width, height: size.height, pixels: pixels)
        bitmap.reservation = reservation
        return bitmap
    }
}

/// The text of a NUL-terminated C message buffer.
private func text(_ message: [CChar]) -> String {
    String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Why a PNG could not be read or written.
public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// libpng rejected the file; the message is libpng's.
    case decoding(String)
    /// The image is past `ImageLimits` or the `MemoryBudget`; the message says which.
    case tooLarge(String)
    /// libpng could not write the image; the message is libpng's.
    case encoding(String)
    /// A greyscale colour type was asked for, but this pixel is not grey.
    case notGrayscale(x: Int, y: Int)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .decoding(let message): "not a readable PNG: \(message)"
        case .tooLarge(let message): "too large to read: \(message)"
        case .encoding(let message): "could not encode PNG: \(message)"
        case .notGrayscale(let x, let y): "pixel (\(x), \(y)) is not grey, so the image cannot be written as greyscale"
        }
    }
}
