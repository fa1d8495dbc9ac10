import DeviceGeometry
import Rasterizer

/// The pictures of a comparison: pixelmatch's diff image and a labelled three-panel strip.
public enum DiffImages {
    /// pixelmatch's picture: the reference faded to grey (10 % of its contrast), differing pixels
    /// red and anti-aliased ones yellow.
    public static func pixelmatchStyle(_ reference: Bitmap, classes: [ImageDiff.PixelClass]) -> Bitmap {
        var output = [UInt8](repeating: 255, count: reference.pixels.count)
        let alpha = 0.1
        reference.pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                for index in 0..<(reference.width * reference.height) {
                    let k = index * 4
                    let pixelClass = classes.isEmpty ? .same : classes[index]
                    switch pixelClass {
                    case .different:
                        (target[k], target[k + 1], target[k + 2]) = (255, 0, 0)
                    case .antiAliased:
                        (target[k], target[k + 1], target[k + 2]) = (255, 255, 0)
                    case .same:
                        let brightness = Double(source[k]) * 0.29889531 + Double(source[k + 1]) * 0.58662247
                            + Double(source[k + 2]) * 0.11448223
                        let value = UInt8((255 + (brightness - 255) * alpha * Double(source[k + 3]) / 255).rounded())
                        (target[k], target[k + 1], target[k + 2]) = (value, value, value)
                    }
                }
            }
        }
        return Bitmap(width: reference.width, height: reference.height, pixels: output)
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
