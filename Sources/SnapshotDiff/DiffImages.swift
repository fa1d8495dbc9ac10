import DeviceGeometry
import Dispatch
import Foundation
import Rasterizer

/// The pictures of a comparison: pixelmatch's diff image and a labelled three-panel strip.
public enum DiffImages {
    /// pixelmatch's picture: the reference faded to grey (10 % of its contrast), differing pixels
    /// red and anti-aliased ones yellow.
    public static func pixelmatchStyle(_ reference: Bitmap, classes: [ImageDiff.PixelClass]) -> DiffImage {
        let count = reference.width * reference.height
        var indices = [UInt8](repeating: 0, count: count)
        let bands = max(1, min(reference.height, ProcessInfo.processInfo.activeProcessorCount * 4))
        reference.pixels.withUnsafeBufferPointer { source in
            indices.withUnsafeMutableBufferPointer { target in
                classes.withUnsafeBufferPointer { classes in
                    let buffers = PaintBuffers(source: source, target: target, classes: classes)
                    DispatchQueue.concurrentPerform(iterations: bands) { band in
                        let start = band * count / bands, end = (band + 1) * count / bands
                        for index in start..<end { buffers.paint(index) }
                    }
                }
            }
        }
        return DiffImage(width: reference.width, height: reference.height, indices: indices)
    }

    /// Reference, diff and actual side by side under a band of labels in the built-in font, so
    /// that the strip is the same on every machine. Images of different sizes are placed top left
    /// on a canvas as large as the largest.
    public static func strip(reference: Bitmap, diff: Bitmap, actual: Bitmap) -> Bitmap {
        let panels = [("reference", reference), ("diff", diff), ("actual", actual)]
        let gap = 8, band = 28
        let panelWidth = panels.map(\.1.width).max()!, panelHeight = panels.map(\.1.height).max()!
        let width = panelWidth * 3 + gap * 2, height = band + panelHeight
        var labels = Canvas(size: Size(width: Double(width), height: Double(band)), scale: 1, background: Color(rgb: 0x1C1C1E))
        for (index, (title, _)) in panels.enumerated() {
            let x = Double(index * (panelWidth + gap))
            labels.draw(title, in: Rect(x: x, y: 0, width: Double(panelWidth), height: Double(band)),
                        style: TextStyle(fontSize: 14, color: .white, alignment: .center, isBold: true))
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 }
        copy(labels.bitmap, into: &pixels, width: width, x: 0, y: 0)
        for (index, (_, image)) in panels.enumerated() {
            copy(image, into: &pixels, width: width, x: index * (panelWidth + gap), y: band)
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    private static func copy(_ image: Bitmap, into pixels: inout [UInt8], width: Int, x: Int, y: Int) {
        let rowBytes = image.width * 4
        for row in 0..<image.height {
            let target = ((y + row) * width + x) * 4
            pixels.replaceSubrange(target..<(target + rowBytes), with: image.pixels[(row * rowBytes)..<((row + 1) * rowBytes)])
        }
    }
}

/// The buffers the bands of a diff image share; each band paints only its own pixels.
private struct PaintBuffers: @unchecked Sendable {
    let source: UnsafeBufferPointer<UInt8>
    let target: UnsafeMutableBufferPointer<UInt8>
    let classes: UnsafeBufferPointer<ImageDiff.PixelClass>

    /// Paints pixel `index`: red, yellow, or the reference's brightness faded to 10 % over white.
    func paint(_ index: Int) {
        let k = index * 4
        switch classes.isEmpty ? .same : classes[index] {
        case .different:
            target[index] = DiffImage.redIndex
        case .antiAliased:
            target[index] = DiffImage.yellowIndex
        case .same:
            // pixelmatch's brightness weights in 16-bit fixed point; 255 − (255 − Y) × 0.1 × alpha,
            // which is never below 229.
            let brightness = Int(source[k]) * 19588 + Int(source[k + 1]) * 38445 + Int(source[k + 2]) * 7503
            let fade = ((255 << 16) - brightness) * Int(source[k + 3])
            target[index] = UInt8(255 - 229 - (fade + 255 * 327_680) / (255 * 655_360))
        }
    }
}

/// A diff image as palette indices: the faded greys from 229 to 255, red and yellow. Few colours
/// make it quick to encode.
public struct DiffImage: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Each pixel's index into ``palette``.
    public let indices: [UInt8]

    static let redIndex: UInt8 = 27
    static let yellowIndex: UInt8 = 28

    /// Grey 229 to 255, then red, then yellow.
    public static let palette: [Color] = (229...255).map { Color(red: UInt8($0), green: UInt8($0), blue: UInt8($0)) }
        + [Color(rgb: 0xFF0000), Color(rgb: 0xFFFF00)]

    /// The image as an indexed PNG.
    public func png(compression: PNGCompression = .standard) throws(PNGError) -> [UInt8] {
        try PNG.encode(indices: indices, width: width, height: height, palette: Self.palette, compression: compression)
    }

    /// The image as RGBA pixels.
    public var bitmap: Bitmap {
        var pixels = [UInt8](repeating: 255, count: indices.count * 4)
        for (index, colorIndex) in indices.enumerated() {
            let color = Self.palette[Int(colorIndex)]
            (pixels[index * 4], pixels[index * 4 + 1], pixels[index * 4 + 2]) = (color.red, color.green, color.blue)
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
