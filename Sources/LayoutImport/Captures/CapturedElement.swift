@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import SafeAreaSupport

/// One element of a hierarchy dump, as every reader gives it: what the capture called it, the kind
/// that stands for it, its frame in screen points and what it showed.
struct CapturedElement {
    /// How deep elements may nest in a text dump, as deep as an Interface Builder file may: real
    /// captures are a few dozen levels deep, and a deeper file is refused rather than walked.
    static let deepest = 256

    /// The type as the capture names it: `UIButton`, `XCUIElementTypeButton`, `AXButton`.
    var type: String
    /// The view kind that stands for the type.
    var kind: ViewKind
    /// The frame in screen points.
    var frame: Rect
    /// The text or accessibility label.
    var label: String?
    /// A text field's text, a slider's or switch's value.
    var value: String?
    /// A text field's placeholder.
    var placeholder: String?
    /// The accessibility identifier.
    var identifier: String?
    /// Whether the element is enabled.
    var isEnabled = true
    /// Whether the element is hidden.
    var isHidden = false
    /// Whether the element, and so its subtree, takes touches.
    var isUserInteractionEnabled = true
    /// The element's opacity.
    var alpha = 1.0
    /// Whether the element clips what is inside it, as a scroll view does.
    var clipsToBounds = false
    /// Whether a person taps it although its kind is not a control (traits, a clickable flag).
    var isTappable = false
    /// Where the element is in the file.
    var location: DocumentLocation?
    /// The elements inside it, back to front.
    var children: [CapturedElement] = []

    /// The resolved view for this element and its subtree, at `path`, with the options' controls
    /// and ignored elements applied. Buttons in navigation bars and toolbars are bar button items,
    /// in tab bars tab bar items: UIKit places them, and the audit judges them as bar items.
    func resolvedView(
        path: String, options: CaptureOptions, inBar bar: ViewKind? = nil, shown: Bool = true, touched: Bool = true
    )
        -> ResolvedView
    {
        var attributes = ViewAttributes(kind: barItemKind(in: bar) ?? kind)
        attributes.text = kind == .textField || kind == .textView ? value ?? label : label
        attributes.placeholder = placeholder
        attributes.accessibilityIdentifier = identifier
        attributes.isEnabled = isEnabled
        attributes.isHidden = isHidden
        attributes.isUserInteractionEnabled = isUserInteractionEnabled
        attributes.alpha = alpha
        attributes.clipsToBounds = clipsToBounds
        if kind == .switch, let value { attributes.isOn = value == "1" || value.lowercased() == "on" }
        let named = [identifier, label].compactMap { $0 }
        let ignored = named.contains { options.ignoredElements.contains($0) }
        attributes.isTappable = !ignored && (isTappable || named.contains { options.controls.contains($0) })
        let shown = shown && !isHidden && alpha >= 0.01
        let touched = touched && isUserInteractionEnabled
        var counts: [ViewKind: Int] = [:]
        let bar = [ViewKind.navigationBar, .toolbar, .tabBar].contains(kind) ? kind : bar
        let subviews = children.map { child in
            let childKind = child.barItemKind(in: bar) ?? child.kind
            let index = counts[childKind, default: 0]
            counts[childKind] = index + 1
            return child.resolvedView(
                path: "\(path)/\(childKind.rawValue)[\(index)]", options: options, inBar: bar, shown: shown, touched: touched)
        }
        return ResolvedView(
            id: identifier, attributes: attributes, frame: frame, path: path, source: location,
            isInteractive: !ignored && (attributes.kind.isControl || attributes.isTappable) && isEnabled && shown && touched,
            subviews: subviews)
    }

    private func barItemKind(in bar: ViewKind?) -> ViewKind? {
        guard kind == .button, let bar else { return nil }
        return bar == .tabBar ? .tabBarItem : .barButtonItem
    }
}

extension CapturedElement {
    /// This element and every element below it, in document order.
    var all: [CapturedElement] {
        [self] + children.flatMap(\.all)
    }

    /// Whether this element or one below it satisfies `predicate`.
    func contains(where predicate: (CapturedElement) -> Bool) -> Bool {
        predicate(self) || children.contains { $0.contains(where: predicate) }
    }

    /// This element and every element below it with `transform` applied, each before its children.
    func rewriting(_ transform: (inout CapturedElement) -> Void) -> CapturedElement {
        var element = self
        transform(&element)
        element.children = element.children.map { $0.rewriting(transform) }
        return element
    }
}
