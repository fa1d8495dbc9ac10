import DeviceGeometry
import LayoutEngine
import Rasterizer

extension ControlPainter {
    /// A navigation bar, tab bar or toolbar: the translucent bar material and its hairline; a
    /// navigation bar also shows its title, centred and bold.
    static func drawBar(_ context: Context, hairlineAtTop: Bool, on canvas: inout Canvas) {
        let frame = context.frame
        if context.attributes.backgroundColor == nil {
            canvas.fill(frame, with: .solid(context.faded(Palette.barBackground)))
        }
        let hairline = Rect(
            x: frame.minX, y: hairlineAtTop ? frame.minY : frame.maxY - 0.33,
            width: frame.width, height: 0.33)
        canvas.fill(hairline, with: .solid(context.faded(Palette.barHairline)))
        if context.attributes.kind == .navigationBar, let title = context.attributes.text {
            // The title sits in the bar's bottom 44 points (a bar may extend up under the status bar).
            let titleBand = Rect(
                x: frame.minX + 88, y: frame.maxY - min(44, frame.height), width: max(0, frame.width - 176),
                height: min(44, frame.height))
            canvas.draw(title, in: titleBand, style: context.textStyle(alignment: .center, bold: true))
        }
    }

    /// A tab bar item: a 25-pt icon placeholder over a 10-pt title, in the tint when selected
    /// (`isOn`) and grey otherwise.
    static func drawTabBarItem(_ context: Context, on canvas: inout Canvas) {
        let frame = context.frame
        let color = context.attributes.isOn ? context.activeTint : context.faded(Palette.systemGray)
        let icon = Rect(x: frame.midX - 12.5, y: frame.minY + 4, width: 25, height: 25)
        if context.attributes.isOn {
            canvas.fill(RoundedRect(rect: icon, cornerRadius: 7), with: .solid(color))
        } else {
            canvas.stroke(RoundedRect(rect: icon.insetBy(dx: 1, dy: 1), cornerRadius: 6), width: 2, with: .solid(color))
        }
        if let title = context.attributes.text {
            canvas.draw(
                title, in: Rect(x: frame.minX, y: icon.maxY + 2, width: frame.width, height: 12),
                style: context.textStyle(size: 10, color: color, alignment: .center))
        }
    }
}
