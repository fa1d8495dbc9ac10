@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
@_spi(Internals) import Rasterizer

extension ControlPainter {
    static func drawLabel(_ context: Context, on canvas: inout Canvas) {
        guard let text = context.attributes.text else { return }
        canvas.draw(text, in: context.frame, style: context.textStyle())
    }

    /// A filled button shows its title in white; a plain one in the tint.
    static func drawButton(_ context: Context, on canvas: inout Canvas) {
        guard let title = context.attributes.text else { return }
        let isFilled = context.attributes.backgroundColor != nil
        let color = isFilled ? Color.white : (context.attributes.isEnabled ? context.tint : Palette.systemGray)
        canvas.draw(title, in: context.frame, style: context.textStyle(color: color, alignment: .center))
    }

    static func drawBarButtonItem(_ context: Context, on canvas: inout Canvas) {
        guard context.attributes.text == nil, context.attributes.image != nil else {
            canvas.draw(
                context.attributes.text ?? "Item", in: context.frame,
                style: context.textStyle(color: context.tint, alignment: .center))
            return
        }
        // An image item: an icon 22 pt across in the tint, as the bar centres its image.
        let icon = Rect(x: context.frame.midX - 11, y: context.frame.midY - 11, width: 22, height: 22)
        canvas.stroke(RoundedRect(rect: icon.insetBy(dx: 1, dy: 1), cornerRadius: 5), width: 2, with: .solid(context.tint))
    }

    /// UITextField's rounded-rect border style: white, a hairline border, text inset 8 pt.
    static func drawTextField(_ context: Context, on canvas: inout Canvas) {
        let border = context.attributes.borderStyle
        if border == .line || border == .bezel {
            canvas.stroke(
                RoundedRect(rect: context.frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 0, curve: .circular),
                width: 1, with: .solid(context.faded(border == .line ? .black : Palette.fieldBorder)))
        } else if border == .roundedRect, context.attributes.backgroundColor == nil {
            let field = RoundedRect(rect: context.frame, cornerRadius: 5, curve: .circular)
            canvas.fill(field, with: .solid(context.faded(Palette.field)))
            canvas.stroke(
                RoundedRect(rect: context.frame.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5, curve: .circular),
                width: 0.5, with: .solid(context.faded(Palette.fieldBorder)))
        }
        let inner = context.frame.insetBy(dx: border == .none ? 0 : 8, dy: 0)
        if let text = context.attributes.text, !text.isEmpty {
            canvas.draw(text, in: inner, style: context.textStyle())
        } else if let placeholder = context.attributes.placeholder {
            canvas.draw(placeholder, in: inner, style: context.textStyle(color: Palette.placeholder))
        }
    }

    /// A text view's text from the top left, inside UIKit's default text-container inset.
    static func drawTextView(_ context: Context, on canvas: inout Canvas) {
        guard let text = context.attributes.text else { return }
        canvas.draw(text, in: context.frame.insetBy(dx: 5, dy: 8), style: context.textStyle(), fromTop: true)
    }

    /// A rounded field with a magnifying glass and the placeholder, from its leading side.
    static func drawSearchBar(_ context: Context, on canvas: inout Canvas) {
        // A bare field (a navigation bar's stacked search row) is the frame; a search bar's field
        // is 36 pt tall inside it, 8 pt from its sides.
        let field =
            context.frame.height <= 40
            ? context.frame
            : Rect(x: context.frame.minX + 8, y: context.frame.midY - 18, width: context.frame.width - 16, height: 36)
        canvas.fill(RoundedRect(rect: field, cornerRadius: 10), with: .solid(context.faded(Palette.fill)))
        let glass = context.leading(Rect(x: field.minX + 9, y: field.midY - 7, width: 11, height: 11), in: field)
        canvas.stroke(RoundedRect.capsule(glass), width: 1.6, with: .solid(context.faded(Palette.systemGray)))
        // The handle points away from the text, down and outwards.
        let outward = context.isRightToLeft ? -1.0 : 1.0
        let corner = Point(x: context.isRightToLeft ? glass.minX : glass.maxX, y: glass.maxY)
        var handle = Path()
        handle.move(to: Point(x: corner.x - outward, y: corner.y - 1))
        handle.line(to: Point(x: corner.x + 3 * outward, y: corner.y + 3))
        canvas.stroke(handle, width: 1.8, with: .solid(context.faded(Palette.systemGray)))
        let text = context.attributes.text ?? context.attributes.placeholder ?? "Search"
        let color = context.attributes.text == nil ? Palette.secondaryLabel : Palette.label
        let textBand = Rect(x: field.minX + 28, y: field.minY, width: field.width - 32, height: field.height)
        canvas.draw(text, in: context.leading(textBand, in: field), style: context.textStyle(color: color))
    }

    /// A table cell's title at its leading layout margin (at least 16 pt in, UIKit's separator
    /// inset), over a hairline separator that starts there too (R3.9) and runs to the trailing edge.
    static func drawCell(_ context: Context, on canvas: inout Canvas) {
        let frame = context.frame
        let left = max(16, context.layoutMargins.left), right = max(16, context.layoutMargins.right)
        if let text = context.attributes.text {
            canvas.draw(
                text, in: Rect(x: frame.minX + left, y: frame.minY, width: frame.width - left - right, height: frame.height),
                style: context.textStyle())
        }
        let separator =
            context.isRightToLeft
            ? Rect(x: frame.minX, y: frame.maxY - 0.5, width: frame.width - right, height: 0.5)
            : Rect(x: frame.minX + left, y: frame.maxY - 0.5, width: frame.width - left, height: 0.5)
        canvas.fill(separator, with: .solid(context.faded(Palette.separator)))
    }
}
