import DeviceGeometry
import LayoutEngine
import SafeAreaDecoding

/// A view element's kind, appearance, content and state as ``ViewAttributes``.
enum IBViewAttributes {
    /// The attributes of `element`, a view of `kind`.
    static func read(_ element: XMLTree, kind: ViewKind, resources: IBResources) -> ViewAttributes {
        var attributes = ViewAttributes(kind: kind)
        attributes.backgroundColor = color("backgroundColor", of: element, resources)
        attributes.tintColor = color("tintColor", of: element, resources)
        attributes.text = text(of: element, kind: kind)
        attributes.textColor =
            color("textColor", of: element, resources) ?? color("titleColor", of: normalState(element), resources)
        if let font = element.child(key: "fontDescription", named: "fontDescription") ?? configurationFont(element) {
            attributes.fontSize = fontSize(font)
            attributes.isBold = isBold(font)
        }
        attributes.textAlignment = element["textAlignment"].flatMap(TextAlignment.init(rawValue:))
        attributes.placeholder = element["placeholder"] ?? element.child(key: "placeholder", named: "string")?.text
        attributes.isOn = element.flag("on") ?? false
        if kind == .slider, let value = element.number("value") {
            let minimum = element.number("minValue") ?? 0
            let maximum = element.number("maxValue") ?? 1
            attributes.value = maximum > minimum ? min(1, max(0, (value - minimum) / (maximum - minimum))) : 0
        }
        if kind == .progressView, let progress = element.number("progress") { attributes.value = min(1, max(0, progress)) }
        attributes.segments = element.child(named: "segments")?.children(named: "segment").map { $0["title"] ?? "" } ?? []
        let selected = element.number(kind == .pageControl ? "currentPage" : "selectedSegmentIndex").map { Int($0) }
        if let selected, attributes.segments.isEmpty || attributes.segments.indices.contains(selected) {
            attributes.selectedIndex = selected
        }
        attributes.isUserInteractionEnabled = element.flag("userInteractionEnabled") ?? true
        attributes.isEnabled = element.flag("enabled") ?? true
        attributes.isHidden = element.flag("hidden") ?? false
        attributes.alpha = element.number("alpha").map { min(1, max(0, $0)) } ?? 1
        attributes.clipsToBounds = element.flag("clipsSubviews") ?? false
        attributes.accessibilityIdentifier = element.child(key: "accessibilityConfiguration")?["identifier"]
        return attributes
    }

    /// The text a view shows: a label's or field's text (plain or attributed), a text view's
    /// string, a button's title in the normal state or its configuration.
    private static func text(of element: XMLTree, kind: ViewKind) -> String? {
        if kind == .button {
            return normalState(element)?["title"] ?? element.child(key: "configuration")?["title"]
        }
        if let text = element["text"] { return text }
        if let string = element.child(key: "text", named: "string") { return string.text }
        if let attributed = element.child(key: "attributedText", named: "attributedString") {
            return attributed.children(named: "fragment").map { $0["content"] ?? $0.child(key: "content")?.text ?? "" }.joined()
        }
        return nil
    }

    /// A button's `<state key="normal">`.
    static func normalState(_ element: XMLTree) -> XMLTree? {
        element.child(key: "normal", named: "state")
    }

    /// The font of a button configured the iOS 15 way.
    private static func configurationFont(_ element: XMLTree) -> XMLTree? {
        element.child(key: "configuration")?.child(key: "titleFontDescription")
    }

    private static func color(_ key: String, of element: XMLTree?, _ resources: IBResources) -> Color? {
        element?.child(key: key, named: "color").flatMap(resources.color)
    }

    /// The point size of a `<fontDescription>`: its `pointSize`, else the size of its text style
    /// at the default content size.
    static func fontSize(_ font: XMLTree) -> Double? {
        if let size = font.number("pointSize"), size >= 1, size <= 200 { return size }
        return font["style"].flatMap { textStyleSizes[textStyleName($0)] }
    }

    /// Whether a `<fontDescription>` is semibold or heavier.
    static func isBold(_ font: XMLTree) -> Bool {
        if font["type"] == "boldSystem" { return true }
        if let weight = font["weight"], ["semibold", "bold", "heavy", "black"].contains(weight) { return true }
        if let style = font["style"], textStyleName(style) == "headline" { return true }
        let name = font["name"] ?? ""
        return ["Bold", "Semibold", "SemiBold", "Heavy", "Black"].contains { name.contains($0) }
    }

    private static func textStyleName(_ style: String) -> String {
        (style.hasPrefix("UICTFontTextStyle") ? String(style.dropFirst("UICTFontTextStyle".count)) : style).lowercased()
    }

    /// UIKit's text styles at the default (large) content size, in points.
    private static let textStyleSizes: [String: Double] = [
        "title0": 34, "largetitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
        "callout": 16, "subhead": 15, "footnote": 13, "caption1": 12, "caption2": 11,
    ]
}
