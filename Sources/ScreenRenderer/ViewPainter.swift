@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
@_spi(Internals) import Rasterizer

/// Walks a resolved view tree back to front, applying visibility, alpha, clipping and tint
/// inheritance, and draws each view's background, border and kind-specific appearance.
enum ViewPainter {
    /// What a view inherits from its ancestors.
    struct Inherited {
        /// The product of the ancestors' alphas.
        var alpha: Double = 1
        /// The nearest ancestor's tint.
        var tint: Color = Palette.systemBlue
        /// The appearance: the screen's, or the nearest ancestor's `overrideUserInterfaceStyle`.
        var appearance: Appearance
    }

    static func draw(_ view: ResolvedView, on canvas: inout Canvas, inherited: Inherited) {
        let appearance = view.attributes.overrideUserInterfaceStyle ?? inherited.appearance
        let attributes = view.attributes.resolvingColors(in: appearance)
        let alpha = inherited.alpha * attributes.alpha
        guard !attributes.isHidden, alpha > 0 else { return }
        let tint = attributes.tintColor ?? inherited.tint
        let context = ControlPainter.Context(
            frame: view.frame, layoutMargins: view.layoutMargins, attributes: attributes,
            alpha: alpha, tint: tint.resolved(in: appearance), layoutDirection: view.layoutDirection,
            appearance: appearance)
        let body: (inout Canvas) -> Void = { canvas in
            drawBackground(context, on: &canvas)
            ControlPainter.draw(context, on: &canvas)
            let passed = Inherited(alpha: alpha, tint: tint, appearance: appearance)
            for subview in view.subviews { draw(subview, on: &canvas, inherited: passed) }
            drawBorder(context, on: &canvas)
        }
        if attributes.clipsToBounds {
            canvas.clipped(to: view.frame, body)
        } else {
            body(&canvas)
        }
    }

    private static func drawBackground(_ context: ControlPainter.Context, on canvas: inout Canvas) {
        guard let color = context.attributes.backgroundColor else { return }
        canvas.fill(context.shape, with: .solid(context.faded(color)))
    }

    private static func drawBorder(_ context: ControlPainter.Context, on canvas: inout Canvas) {
        let width = context.attributes.borderWidth
        guard width > 0, let color = context.attributes.borderColor else { return }
        // UIKit draws the border inside the bounds.
        let inner = RoundedRect(
            rect: context.frame.insetBy(dx: width / 2, dy: width / 2),
            cornerRadius: max(0, context.attributes.cornerRadius - width / 2),
            curve: context.attributes.cornerCurve)
        canvas.stroke(inner, width: width, with: .solid(context.faded(color)))
    }
}
