@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import SafeAreaDecoding
import Typography

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
            attributes.textStyle = font["style"].flatMap(textStyle)
            attributes.fontSize = font.number("pointSize").flatMap { $0 >= 1 && $0 <= 200 ? $0 : nil }
            attributes.fontWeight = fontWeight(font)
        }
        if let lines = element.number("numberOfLines"), lines >= 0, lines <= 10_000 { attributes.numberOfLines = Int(lines) }
        attributes.textAlignment = element["textAlignment"].flatMap(TextAlignment.init(rawValue:))
        attributes.placeholder = element["placeholder"] ?? element.child(key: "placeholder", named: "string")?.text
        // Interface Builder writes the style of every field it made bordered; without it, none.
        if kind == .textField {
            attributes.borderStyle = element["borderStyle"].flatMap(TextFieldBorderStyle.init(rawValue:)) ?? .none
        }
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
        let accessibility = element.child(key: "accessibilityConfiguration")
        attributes.accessibilityIdentifier = accessibility?["identifier"]
        attributes.accessibilityLabel = accessibility?["label"]
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

    /// The weight of a `<fontDescription>`: a bold system font, its `weight`, or a weight in a
    /// named font's name; nil leaves the text style's or the kind's.
    static func fontWeight(_ font: XMLTree) -> FontWeight? {
        if font["type"] == "boldSystem" { return .bold }
        if let weight = font["weight"] { return weightNames[weight.lowercased()] }
        let name = (font["name"] ?? "").lowercased()
        return ["semibold", "demibold", "black", "heavy", "bold", "medium"].first { name.hasSuffix($0) }
            .flatMap { weightNames[$0] }
    }

    private static let weightNames: [String: FontWeight] = [
        "ultralight": .regular, "thin": .regular, "light": .regular, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "demibold": .semibold, "bold": .bold, "heavy": .bold, "black": .bold,
    ]

    /// The text style a `<fontDescription style="UICTFontTextStyle…">` names.
    static func textStyle(_ style: String) -> DynamicTypeStyle? {
        let name = (style.hasPrefix("UICTFontTextStyle") ? String(style.dropFirst("UICTFontTextStyle".count)) : style)
        return textStyleNames[name.lowercased()]
    }

    private static let textStyleNames: [String: DynamicTypeStyle] = [
        "title0": .largeTitle, "largetitle": .largeTitle, "title1": .title1, "title2": .title2, "title3": .title3,
        "headline": .headline, "body": .body, "callout": .callout, "subhead": .subheadline,
        "subheadline": .subheadline, "footnote": .footnote, "caption1": .caption1, "caption2": .caption2,
    ]
}
