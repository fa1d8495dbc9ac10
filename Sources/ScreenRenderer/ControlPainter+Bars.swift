@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
@_spi(Internals) import Rasterizer
import Typography

extension ControlPainter {
    /// A navigation bar, tab bar or toolbar: the translucent bar material and its hairline; a
    /// navigation bar also shows its title: centred in its items' 44-pt row (above its bottom
    /// layout margin), or, a large title, leading in the band below the row (its bottom layout
    /// margin) at the leading margin.
    static func drawBar(_ context: Context, hairlineAtTop: Bool, on canvas: inout Canvas) {
        let frame = context.frame
        if context.attributes.backgroundColor == nil {
            canvas.fill(frame, with: .solid(context.faded(Palette.barBackground)))
        }
        let hairline = Rect(
            x: frame.minX, y: hairlineAtTop ? frame.minY : frame.maxY - 0.33,
            width: frame.width, height: 0.33)
        canvas.fill(hairline, with: .solid(context.faded(Palette.barHairline)))
        guard context.attributes.kind == .navigationBar, let title = context.attributes.text else { return }
        let margins = context.layoutMargins
        if context.attributes.textStyle == .largeTitle {
            let band = Rect(
                x: frame.minX + margins.left, y: frame.maxY - margins.bottom,
                width: max(0, frame.width - margins.left - margins.right), height: margins.bottom)
            canvas.draw(title, in: band, style: context.textStyle())
        } else {
            // The title sits in the items' 44-pt row above the bar's bottom margin (a bar may extend
            // up under the status bar).
            let bottom = frame.maxY - margins.bottom
            let titleBand = Rect(
                x: frame.minX + 88, y: bottom - min(44, frame.height), width: max(0, frame.width - 176),
                height: min(44, frame.height))
            canvas.draw(title, in: titleBand, style: context.textStyle(alignment: .center))
        }
    }

    /// A tab bar item, in the tint when selected (`isOn`) and grey otherwise: a 25-pt icon
    /// placeholder over its 10-pt medium title; on an item at least 150 pt wide (an iPad's, or a
    /// phone's in landscape) the icon and a 13-pt medium title side by side (the icon leading), centred, as iPadOS
    /// and compact-height iPhones draw them.
    static func drawTabBarItem(_ context: Context, on canvas: inout Canvas) {
        let frame = context.frame
        let color = context.attributes.isOn ? context.activeTint : context.faded(Palette.systemGray)
        let title = context.attributes.text ?? ""
        let icon: Rect
        if frame.width >= 150 || frame.height < 44 {
            // Icon beside title, centred in the bar's row: 25 pt in a 49-pt row, smaller in the
            // 32-pt row of a compact landscape bar and in iPadOS 18's floating pill, where a
            // narrow item truncates its title.
            let side = min(25, frame.height - 10)
            let style = context.textStyle(color: color, font: SystemFont(size: 13, weight: .medium))
            let titleWidth = max(0, min(canvas.measure(title, style: style).width, frame.width - side - 6 - 16))
            let left = frame.midX - (side + 6 + titleWidth) / 2
            icon = context.leading(Rect(x: left, y: frame.midY - side / 2, width: side, height: side), in: frame)
            let titleBand = Rect(x: left + side + 6, y: icon.minY, width: titleWidth, height: side)
            canvas.draw(title, in: context.leading(titleBand, in: frame), style: style)
        } else {
            icon = Rect(x: frame.midX - 12.5, y: frame.minY + 4, width: 25, height: 25)
            canvas.draw(
                title, in: Rect(x: frame.minX, y: icon.maxY + 2, width: frame.width, height: 13),
                style: context.textStyle(color: color, alignment: .center))
        }
        if context.attributes.isOn {
            canvas.fill(RoundedRect(rect: icon, cornerRadius: 7), with: .solid(color))
        } else {
            canvas.stroke(RoundedRect(rect: icon.insetBy(dx: 1, dy: 1), cornerRadius: 6), width: 2, with: .solid(color))
        }
    }
}
