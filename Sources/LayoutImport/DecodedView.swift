import DeviceGeometry
import LayoutEngine
import SafeAreaDecoding

/// One view object.
struct DecodedView: Decodable {
    let node: ViewNode

    private static let keys = [
        "kind", "frame", "autoresizing", "subviews", "comment",
        "backgroundColor", "cornerRadius", "cornerCurve", "borderWidth", "borderColor", "tintColor",
        "text", "textColor", "fontSize", "bold", "textAlignment", "placeholder",
        "isOn", "value", "segments", "selectedIndex",
        "isUserInteractionEnabled", "isEnabled", "isHidden", "alpha", "clipsToBounds", "accessibilityIdentifier",
        "isTappable", "id", "translatesAutoresizingMaskIntoConstraints", "constraints", "layoutGuides", "layoutMargins",
        "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "intrinsicContentSize", "contentHugging",
        "compressionResistance", "stack", "scroll", "table", "flowLayout", "embed",
    ]

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer(decoder, allowed: Self.keys)
        let defaults = ViewAttributes(kind: .view)
        guard let kind = try c.decodeCase(ViewKind.self, "kind") else { throw c.missing("kind") }
        var attributes = ViewAttributes(kind: kind)
        attributes.backgroundColor = try c.decodeIfPresent(Color.self, "backgroundColor")
        attributes.cornerRadius = try c.decodeNumber("cornerRadius", minimum: 0, default: defaults.cornerRadius)
        attributes.cornerCurve = try c.decodeCase(CornerCurve.self, "cornerCurve") ?? defaults.cornerCurve
        attributes.borderWidth = try c.decodeNumber("borderWidth", minimum: 0, default: defaults.borderWidth)
        attributes.borderColor = try c.decodeIfPresent(Color.self, "borderColor")
        attributes.tintColor = try c.decodeIfPresent(Color.self, "tintColor")
        attributes.text = try c.decodeIfPresent(String.self, "text")
        attributes.textColor = try c.decodeIfPresent(Color.self, "textColor")
        if c.has("fontSize") {
            attributes.fontSize = try c.decodeNumber("fontSize", minimum: 1, maximum: 200, default: 17)
        }
        attributes.isBold = try c.decodeIfPresent(Bool.self, "bold") ?? defaults.isBold
        attributes.textAlignment = try c.decodeCase(TextAlignment.self, "textAlignment")
        attributes.placeholder = try c.decodeIfPresent(String.self, "placeholder")
        attributes.isOn = try c.decodeIfPresent(Bool.self, "isOn") ?? defaults.isOn
        attributes.value = try c.decodeNumber("value", minimum: 0, maximum: 1, default: defaults.value)
        attributes.segments = try c.decodeIfPresent([String].self, "segments") ?? []
        attributes.selectedIndex = try c.decodeIfPresent(Int.self, "selectedIndex")
        if let index = attributes.selectedIndex, !attributes.segments.isEmpty, !attributes.segments.indices.contains(index) {
            throw c.invalid("selectedIndex", "there is no segment \(index): the segments are 0...\(attributes.segments.count - 1)")
        }
        attributes.isUserInteractionEnabled = try c.decodeIfPresent(Bool.self, "isUserInteractionEnabled")
            ?? defaults.isUserInteractionEnabled
        attributes.isEnabled = try c.decodeIfPresent(Bool.self, "isEnabled") ?? defaults.isEnabled
        attributes.isHidden = try c.decodeIfPresent(Bool.self, "isHidden") ?? defaults.isHidden
        attributes.alpha = try c.decodeNumber("alpha", minimum: 0, maximum: 1, default: defaults.alpha)
        attributes.clipsToBounds = try c.decodeIfPresent(Bool.self, "clipsToBounds") ?? defaults.clipsToBounds
        attributes.accessibilityIdentifier = try c.decodeIfPresent(String.self, "accessibilityIdentifier")

        attributes.isTappable = try c.decodeIfPresent(Bool.self, "isTappable") ?? false

        let frame = try c.decodeIfPresent(DecodedFrame.self, "frame")?.rect ?? .zero
        if frame.width < 0 || frame.height < 0 {
            throw c.invalid("frame", "a frame cannot have a negative width or height, got \(frame)")
        }
        var layout = ViewLayoutOptions()
        layout.directionalLayoutMargins = try c.decodeIfPresent(DecodedInsets.self, "layoutMargins")?.insets
        layout.insetsLayoutMarginsFromSafeArea = try c.decodeIfPresent(Bool.self, "insetsLayoutMarginsFromSafeArea") ?? true
        layout.preservesSuperviewLayoutMargins = try c.decodeIfPresent(Bool.self, "preservesSuperviewLayoutMargins")
            ?? kind.preservesSuperviewLayoutMarginsByDefault
        layout.intrinsicContentSize = try c.decodeIfPresent(DecodedSize.self, "intrinsicContentSize")?.size
        layout.contentHugging = try c.decodeIfPresent(DecodedAxisPriorities.self, "contentHugging")?
            .applied(to: layout.contentHugging) ?? layout.contentHugging
        layout.compressionResistance = try c.decodeIfPresent(DecodedAxisPriorities.self, "compressionResistance")?
            .applied(to: layout.compressionResistance) ?? layout.compressionResistance
        node = ViewNode(
            id: try c.decodeIfPresent(String.self, "id"), attributes: attributes, frame: frame,
            autoresizingMask: try c.decodeIfPresent(AutoresizingMask.self, "autoresizing") ?? [],
            translatesAutoresizingMaskIntoConstraints: try c.decodeIfPresent(Bool.self, "translatesAutoresizingMaskIntoConstraints")
                ?? c.has("frame"),
            layout: layout,
            constraints: (try c.decodeIfPresent([DecodedConstraint].self, "constraints") ?? []).map(\.constraint),
            layoutGuides: try c.decodeIfPresent([String].self, "layoutGuides") ?? [],
            stack: try c.decodeIfPresent(DecodedStack.self, "stack")?.options,
            scroll: try c.decodeIfPresent(DecodedScroll.self, "scroll")?.options ?? ScrollOptions(),
            table: try c.decodeIfPresent(DecodedTable.self, "table")?.options ?? TableOptions(),
            flowLayout: try c.decodeIfPresent(DecodedFlowLayout.self, "flowLayout")?.options ?? FlowLayoutOptions(),
            embeddedController: try c.decodeIfPresent(DecodedController.self, "embed")?.controller,
            subviews: (try c.decodeIfPresent([DecodedView].self, "subviews") ?? []).map(\.node),
            source: decoder.sourceLocation)
        if node.stack != nil, kind != .stackView {
            throw c.invalid("stack", "only a stackView has stack options; this view is a \(kind.rawValue)")
        }
    }
}
