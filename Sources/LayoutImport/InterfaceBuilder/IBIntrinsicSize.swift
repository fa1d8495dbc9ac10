@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import SafeAreaDecoding

/// The intrinsic content size a view read from Interface Builder gets.
///
/// The rule: a view whose text is known (a label, button or field with text, a segmented control
/// with titles) is measured by the layout engine's text estimate, as the font is known too (the
/// file's, or the kind's default); an empty field's height is measured so too, as its font alone
/// decides it. A control whose size UIKit fixes (a switch, a stepper, an
/// activity indicator, a picker) keeps UIKit's size. Any other view that has an intrinsic size in
/// UIKit (an image view, a button with only an image, a label without text) keeps the size it has
/// on the design canvas, or its image's size when the file lists it: Interface Builder laid it out
/// at its content size, which is the best knowledge there is of the content. An SF Symbol is the
/// size UIKit draws it at (``IBSymbolImage``), not the file's 128-pt normalised size. Plain views and
/// containers have none. A button with `contentEdgeInsets` is its title plus those insets, as
/// UIKit sizes it, instead of the title plus the default padding.
enum IBIntrinsicSize {
    /// The intrinsic size for `element`, or nil to let the layout engine estimate it.
    static func size(of element: XMLTree, attributes: ViewAttributes, resources: IBResources) -> Size? {
        let design = element.rect(key: "frame")?.size
        switch attributes.kind {
        case .label:
            return hasText(attributes) ? nil : design
        case .textField:
            // A field is as tall as its font makes it, empty or not; only its width is the text's.
            guard !hasText(attributes), let design else { return nil }
            return Size(width: design.width, height: IntrinsicSize.estimate(for: attributes, scale: 3).height)
        case .button:
            guard let insets = element.insets(key: "contentEdgeInsets") else {
                if hasText(attributes) { return nil }
                return IBSymbolImage.size(of: element, resources: resources)
                    ?? IBViewAttributes.normalState(element)?["image"].flatMap(resources.imageSize) ?? design
            }
            // Measured at 3×, as a document has no screen; the resolver rounds it up again to the
            // pixels of the device it lays the scene out on.
            let title = IntrinsicSize.textSize(attributes.text ?? "", font: attributes.font, scale: 3)
            return Size(
                width: title.width + insets.left + insets.right,
                height: IntrinsicSize.lineHeight(of: attributes.font, scale: 3) + insets.top + insets.bottom)
        case .imageView:
            return IBSymbolImage.size(of: element, resources: resources) ?? element["image"].flatMap(resources.imageSize)
                ?? design
        case .segmentedControl:
            return attributes.segments.isEmpty ? design : nil
        default:
            return nil
        }
    }

    private static func hasText(_ attributes: ViewAttributes) -> Bool {
        !(attributes.text ?? "").isEmpty || (attributes.kind == .textField && !(attributes.placeholder ?? "").isEmpty)
    }
}
