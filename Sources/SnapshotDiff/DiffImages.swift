import DeviceGeometry
import Foundation
import Rasterizer
import Typography

/// The labelled three-panel strip of a comparison.
public enum DiffImages {
    /// Reference, diff and actual side by side under a band of labels in the bundled system
    /// font, so that the strip is the same on every machine. Images of different sizes are placed top left
    /// on a canvas as large as the largest. The labels grow with the panels, a fortieth of their
    /// width and at least 14 px, so that they read at any size. Panels whose strip would pass a
    /// quarter of `ImageLimits`' pixels are scaled down to fit it.
    public static func strip(reference: Bitmap, diff: Bitmap, actual: Bitmap) -> Bitmap {
        var panels = [("reference", reference), ("diff", diff), ("actual", actual)]
        // Panels that together pass a quarter of the pixel limit are scaled down to fit it, so
        // that a strip of large images costs no more memory than one of them.
        let budget = ImageLimits.standard.maximumPixels / 4
        let pixels = 3 * panels.map(\.1.width).max()! * panels.map(\.1.height).max()!
        if pixels > budget {
            let shrink = (Double(budget) / Double(pixels)).squareRoot()
            panels = panels.map { ($0.0, $0.1.thumbnail(width: max(1, Int(Double($0.1.width) * shrink)))) }
        }
        let panelWidth = panels.map(\.1.width).max()!, panelHeight = panels.map(\.1.height).max()!
        let fontSize = labelSize(panelWidth: panelWidth)
        let gap = 8, band = Int(fontSize * 2)
        let width = panelWidth * 3 + gap * 2, height = band + panelHeight
        var labels = Canvas(size: Size(width: Double(width), height: Double(band)), scale: 1, background: Color(rgb: 0x1C1C1E))
        for (index, (title, _)) in panels.enumerated() {
            let x = Double(index * (panelWidth + gap))
            labels.draw(
                title, in: Rect(x: x, y: 0, width: Double(panelWidth), height: Double(band)),
                style: TextStyle(font: SystemFont(size: fontSize, weight: .semibold), color: .white, alignment: .center))
        }
        var strip = Bitmap(width: width, height: height, fill: Color(rgb: 0x000000))
        strip.place(labels.bitmap, x: 0, y: 0)
        for (index, (_, image)) in panels.enumerated() {
            strip.place(image, x: index * (panelWidth + gap), y: band)
        }
        return strip
    }

    /// The labels' size in pixels for panels `panelWidth` pixels wide.
    static func labelSize(panelWidth: Int) -> Double {
        max(14, (Double(panelWidth) / 40).rounded())
    }
}

/// pixelmatch's picture of a comparison, as palette indices: the reference faded to grey (10 % of
/// its contrast, greys 229 to 255), differing pixels red and anti-aliased ones yellow. Few colours
/// make it quick to encode.
public struct DiffImage: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Each pixel's index into ``palette``.
    package let indices: [UInt8]

    /// What a pixel of the diff image shows, when not the faded reference; the raw values are
    /// palette indices.
    enum Pixel: UInt8 {
        case same = 0
        case different = 27
        case antiAliased = 28
    }

    /// The palette index of the reference's pixel at byte `k`, faded as pixelmatch fades it:
    /// 255 − (255 − Y) × 0.1 × alpha, Y by pixelmatch's brightness weights in 16-bit fixed point,
    /// which is never below 229.
    static func greyIndex(_ image: UnsafeBufferPointer<UInt8>, at k: Int) -> UInt8 {
        guard k + 3 < image.count else { return 26 }
        let brightness = Int(image[k]) * 19588 + Int(image[k + 1]) * 38445 + Int(image[k + 2]) * 7503
        let fade = ((255 << 16) - brightness) * Int(image[k + 3])
        return UInt8(255 - 229 - (fade + 255 * 327_680) / (255 * 655_360))
    }

    /// Grey 229 to 255, then red, then yellow.
    package static let palette: [Color] =
        (229...255).map { Color(red: UInt8($0), green: UInt8($0), blue: UInt8($0)) }
        + [Color(rgb: 0xFF0000), Color(rgb: 0xFFFF00)]

    /// The image as an indexed PNG.
    public func png(compression: PNGCompression = .standard) throws(PNGError) -> [UInt8] {
        try PNG.encode(indices: indices, width: width, height: height, palette: Self.palette, compression: compression)
    }

    /// The image as RGBA pixels.
    public var bitmap: Bitmap {
        let colors = Self.palette.map(\.packed)
        var bitmap = Bitmap(width: width, height: height)
        bitmap.pixels.withUnsafeMutableBytes { bytes in
            let words = bytes.bindMemory(to: UInt32.self)
            indices.withUnsafeBufferPointer { indices in
                colors.withUnsafeBufferPointer { colors in
                    for y in 0..<height {
                        let row = y * width
                        // A screen's rows mostly repeat the row above: copy it, as a debug build
                        // would crawl through every pixel.
                        if y > 0, memcmp(indices.baseAddress! + row - width, indices.baseAddress! + row, width) == 0 {
                            (words.baseAddress! + row).update(from: words.baseAddress! + row - width, count: width)
                            continue
                        }
                        var index = row
                        while index < row + width {
                            words[index] = colors[Int(indices[index])]
                            index += 1
                        }
                    }
                }
            }
        }
        return bitmap
    }
}
