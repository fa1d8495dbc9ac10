import DeviceGeometry

/// An image of RGBA pixels, 8 bits per channel, straight alpha, rows top to bottom without padding.
public struct Bitmap: Hashable, Sendable {
    /// The number of pixel columns.
    public let width: Int
    /// The number of pixel rows.
    public let height: Int
    /// The samples: `red, green, blue, alpha` for each pixel, row by row.
    public var pixels: [UInt8]
    /// The share of ``MemoryBudget/process`` the pixels hold, for images decoded from files.
    var reservation: MemoryBudget.Reservation?

    /// Creates a bitmap filled with `color`.
    public init(width: Int, height: Int, fill color: Color = .clear) {
        precondition(width >= 0 && height >= 0, "a bitmap's size cannot be negative")
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        if color != .clear {
            // One pixel, then copies of everything written so far: a few dozen copies fill any
            // size, where a loop over the pixels would crawl in a debug build.
            pixels.withUnsafeMutableBytes { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
                base.storeBytes(of: color.packed, as: UInt32.self)
                var filled = 4
                while filled < bytes.count {
                    let count = min(filled, bytes.count - filled)
                    (base + filled).copyMemory(from: base, byteCount: count)
                    filled += count
                }
            }
        }
    }

    /// Creates a bitmap from RGBA samples; `pixels.count` must be `width × height × 4`.
    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "expected \(width * height * 4) samples, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The size in pixels.
    package var size: PixelSize { PixelSize(width: width, height: height) }

    /// The colour of the pixel in column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Color {
        get {
            let i = (y * width + x) * 4
            return Color(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.red
            pixels[i + 1] = newValue.green
            pixels[i + 2] = newValue.blue
            pixels[i + 3] = newValue.alpha
        }
    }

    /// Whether two bitmaps have the same size and pixels.
    public static func == (left: Bitmap, right: Bitmap) -> Bool {
        left.width == right.width && left.height == right.height && left.pixels == right.pixels
    }

    /// Hashes the size and pixels.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(pixels)
    }

    /// Whether every pixel is fully opaque.
    package var isOpaque: Bool {
        pixels.withUnsafeBytes { bytes in
            let words = bytes.bindMemory(to: UInt32.self)
            var all: UInt32 = 0xFFFF_FFFF, index = 0
            // A while loop: a buffer's iterator is a call per pixel in a debug build.
            while index < words.count {
                all &= words[index]
                index += 1
            }
            return all & Color.alphaMask == Color.alphaMask
        }
    }
}

extension Color {
    /// The colour as one 32-bit word whose bytes in memory are red, green, blue, alpha, as a
    /// bitmap's pixels hold it.
    package var packed: UInt32 {
        (UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24).littleEndian
    }

    /// The bits of a packed word that hold alpha.
    static let alphaMask: UInt32 = UInt32(0xFF00_0000).littleEndian
}
