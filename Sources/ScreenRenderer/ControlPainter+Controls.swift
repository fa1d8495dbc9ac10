@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
@_spi(Internals) import Rasterizer
import Typography

extension ControlPainter {
    /// UISwitch: a 51 × 31 capsule, green when on, with a white knob at the trailing end when on.
    static func drawSwitch(_ context: Context, on canvas: inout Canvas) {
        // iOS 26's switch, 63 × 28 where SwiftUI lays it out so, has a knob half as wide again as
        // it is tall; UIKit's 51 × 31 one a round knob.
        let frame = context.frame
        let isWide = frame.width >= 2 * frame.height
        let track = isWide ? frame : intrinsic(Size(width: 51, height: 31), in: frame)
        let isOn = context.attributes.isOn
        let onColor = context.attributes.isEnabled ? (context.attributes.tintColor ?? Palette.systemGreen) : Palette.systemGray
        canvas.fill(RoundedRect.capsule(track), with: .solid(context.faded(isOn ? onColor : Palette.trackOff)))
        let side = track.height - 4
        let width = isWide ? side * 1.5 : side
        let knob = Rect(x: isOn ? track.maxX - 2 - width : track.minX + 2, y: track.minY + 2, width: width, height: side)
        drawKnob(context.leading(knob, in: track), context: context, on: &canvas)
    }

    /// UISlider: a 4-pt track, tinted from its leading end up to the value, and a 28-pt white thumb.
    static func drawSlider(_ context: Context, on canvas: inout Canvas) {
        let frame = context.frame
        let travel = max(0, frame.width - 28)
        let thumbX = frame.minX + travel * context.attributes.value
        let track = Rect(x: frame.minX + 2, y: frame.midY - 2, width: max(0, frame.width - 4), height: 4)
        canvas.fill(RoundedRect.capsule(track), with: .solid(context.faded(Palette.track)))
        let filled = Rect(x: track.minX, y: track.minY, width: max(0, thumbX + 14 - track.minX), height: 4)
        canvas.fill(RoundedRect.capsule(context.leading(filled, in: frame)), with: .solid(context.activeTint))
        let thumb = Rect(x: thumbX, y: frame.midY - 14, width: 28, height: 28)
        drawKnob(context.leading(thumb, in: frame), context: context, on: &canvas)
    }

    /// UIProgressView: a 4-pt track, tinted from its leading end.
    static func drawProgress(_ context: Context, on canvas: inout Canvas) {
        let track = Rect(x: context.frame.minX, y: context.frame.midY - 2, width: context.frame.width, height: 4)
        canvas.fill(RoundedRect.capsule(track), with: .solid(context.faded(Palette.track)))
        let done = Rect(x: track.minX, y: track.minY, width: track.width * context.attributes.value, height: 4)
        if done.width > 0 {
            canvas.fill(RoundedRect.capsule(context.leading(done, in: track)), with: .solid(context.activeTint))
        }
    }

    private static func drawKnob(_ rect: Rect, context: Context, on canvas: inout Canvas) {
        canvas.fill(RoundedRect.capsule(rect.insetBy(dx: -0.5, dy: -0.5)), with: .solid(context.faded(Palette.knobOutline)))
        canvas.fill(RoundedRect.capsule(rect), with: .solid(context.faded(.white)))
    }

    /// UISegmentedControl: a grey rounded track, the selected segment raised in white, the first
    /// segment at the leading end.
    static func drawSegmentedControl(_ context: Context, on canvas: inout Canvas) {
        let frame = context.frame
        let segments = context.attributes.segments.isEmpty ? ["First", "Second"] : context.attributes.segments
        canvas.fill(RoundedRect(rect: frame, cornerRadius: 8), with: .solid(context.faded(Palette.fill)))
        let width = frame.width / Double(segments.count)
        let selected = context.attributes.selectedIndex ?? 0
        for (index, title) in segments.enumerated() {
            let cell = context.leading(
                Rect(x: frame.minX + Double(index) * width, y: frame.minY, width: width, height: frame.height), in: frame)
            if index == selected {
                let raised = RoundedRect(rect: cell.insetBy(dx: 2, dy: 2), cornerRadius: 7)
                canvas.fill(raised, with: .solid(context.faded(Palette.raisedSegment)))
                canvas.stroke(raised, width: 0.5, with: .solid(context.faded(Palette.knobOutline)))
            } else if index > 0, index != selected + 1 {
                let edge = context.isRightToLeft ? cell.maxX : cell.minX
                canvas.fill(
                    Rect(x: edge - 0.5, y: cell.minY + 7, width: 1, height: max(0, cell.height - 14)),
                    with: .solid(context.faded(Palette.separator)))
            }
            canvas.draw(
                title, in: cell.insetBy(dx: 4, dy: 0),
                style: context.textStyle(
                    alignment: .center,
                    font: index == selected ? SystemFont(size: context.attributes.font.size, weight: .semibold) : nil))
        }
    }

    /// UIStepper: a 94 × 32 grey rounded rect split into − and +.
    static func drawStepper(_ context: Context, on canvas: inout Canvas) {
        let body = intrinsic(Size(width: 94, height: 32), in: context.frame)
        canvas.fill(RoundedRect(rect: body, cornerRadius: 8), with: .solid(context.faded(Palette.fill)))
        canvas.fill(
            Rect(x: body.midX - 0.5, y: body.minY + 8, width: 1, height: 16), with: .solid(context.faded(Palette.separator)))
        let color = context.attributes.isEnabled ? Palette.label : Palette.disabledText
        for (sign, half) in [(-1.0, body.minX + body.width / 4), (1.0, body.minX + body.width * 3 / 4)] {
            canvas.fill(Rect(x: half - 7, y: body.midY - 1, width: 14, height: 2), with: .solid(context.faded(color)))
            if sign > 0 {
                canvas.fill(Rect(x: half - 1, y: body.midY - 7, width: 2, height: 14), with: .solid(context.faded(color)))
            }
        }
    }

    /// UIPageControl: 7-pt dots 16 pt apart, the current page dark. The page count is the number
    /// of `segments` (three when none are given).
    static func drawPageControl(_ context: Context, on canvas: inout Canvas) {
        let count = max(1, context.attributes.segments.count == 0 ? 3 : context.attributes.segments.count)
        let current = context.attributes.selectedIndex ?? 0
        let start = context.frame.midX - Double(count - 1) * 8
        for page in 0..<count {
            let dot = Rect(x: start + Double(page) * 16 - 3.5, y: context.frame.midY - 3.5, width: 7, height: 7)
            let color = page == current ? Palette.label : Palette.separator
            canvas.fill(RoundedRect.capsule(dot), with: .solid(context.faded(color)))
        }
    }

    /// UIActivityIndicatorView: eight spokes fading around the centre.
    static func drawActivityIndicator(_ context: Context, on canvas: inout Canvas) {
        let center = Point(x: context.frame.midX, y: context.frame.midY)
        let radius = min(context.frame.width, context.frame.height) / 2
        // The eight compass directions, so no trigonometry is needed.
        let d = 0.70710678118654752
        let directions = [(0.0, -1.0), (d, -d), (1, 0), (d, d), (0, 1), (-d, d), (-1, 0), (-d, -d)]
        for (index, direction) in directions.enumerated() {
            var spoke = Path()
            spoke.move(to: Point(x: center.x + direction.0 * radius * 0.45, y: center.y + direction.1 * radius * 0.45))
            spoke.line(to: Point(x: center.x + direction.0 * radius * 0.9, y: center.y + direction.1 * radius * 0.9))
            let shade = Palette.systemGray.withAlpha(UInt8(255 - index * 26))
            canvas.stroke(spoke, width: max(1.5, radius * 0.18), with: .solid(context.faded(shade)))
        }
    }

    /// A picker or compact date picker: the grey selection band with its text.
    static func drawPicker(_ context: Context, on canvas: inout Canvas) {
        let band = Rect(x: context.frame.minX, y: context.frame.midY - 17, width: context.frame.width, height: 34)
        canvas.fill(RoundedRect(rect: band, cornerRadius: 8), with: .solid(context.faded(Palette.fill)))
        let text = context.attributes.text ?? (context.attributes.kind == .datePicker ? "Jun 10, 2026" : "Option")
        canvas.draw(text, in: band, style: context.textStyle(alignment: .center))
    }

    /// An image without content: a grey tile with a sun over a mountain; a symbol, an outline in
    /// its colour.
    static func drawImagePlaceholder(_ context: Context, on canvas: inout Canvas) {
        let frame = context.frame
        if context.attributes.image != nil, let tint = context.attributes.tintColor {
            // A symbol, drawn in its colour as an outlined rounded square that fills its frame.
            let side = min(frame.width, frame.height)
            let box = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            let line = max(1, side / 10)
            canvas.stroke(
                RoundedRect(rect: box.insetBy(dx: line / 2, dy: line / 2), cornerRadius: side / 4), width: line,
                with: .solid(context.faded(tint)))
            return
        }
        if context.attributes.backgroundColor == nil {
            canvas.fill(context.shape, with: .solid(context.faded(Palette.imagePlaceholder)))
        }
        let size = min(frame.width, frame.height) * 0.5
        guard size >= 8 else { return }
        let box = Rect(x: frame.midX - size / 2, y: frame.midY - size / 2, width: size, height: size)
        canvas.fill(
            RoundedRect.capsule(Rect(x: box.minX + size * 0.6, y: box.minY, width: size * 0.3, height: size * 0.3)),
            with: .solid(context.faded(Palette.imageGlyph)))
        var mountain = Path()
        mountain.move(to: Point(x: box.minX, y: box.maxY))
        mountain.line(to: Point(x: box.minX + size * 0.35, y: box.minY + size * 0.35))
        mountain.line(to: Point(x: box.minX + size * 0.6, y: box.minY + size * 0.65))
        mountain.line(to: Point(x: box.minX + size * 0.75, y: box.minY + size * 0.5))
        mountain.line(to: Point(x: box.maxX, y: box.maxY))
        mountain.close()
        canvas.fill(mountain, with: .solid(context.faded(Palette.imageGlyph)))
    }
}
