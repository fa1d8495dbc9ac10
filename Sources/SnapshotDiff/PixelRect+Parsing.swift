import DeviceGeometry
import Foundation
import Rasterizer

extension PixelRect {
    /// A region written `x,y,width,height` in pixels, or with a `pt` suffix in points at `scale`
    /// pixels per point, as `safearea diff --ignore` takes it; nil when the text is not four
    /// numbers with a width and height of at least zero.
    package init?(parsing text: String, scale: Double) {
        let inPoints = text.hasSuffix("pt")
        let fields = (inPoints ? text.dropLast(2) : Substring(text)).split(separator: ",", omittingEmptySubsequences: false)
        let numbers = fields.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard fields.count == 4, numbers.count == 4, numbers[2] >= 0, numbers[3] >= 0 else { return nil }
        self.init(
            covering: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
            scale: inPoints ? scale : 1)
    }
}
