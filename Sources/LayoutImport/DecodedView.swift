@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import SafeAreaDecoding
import Typography

/// One view object.
struct DecodedView: Decodable {
    let node: ViewNode

    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case kind, frame, autoresizing, subviews, comment, backgroundColor, cornerRadius, cornerCurve, borderWidth, borderColor,
            tintColor, text, textColor, textStyle, fontSize, fontWeight, bold, numberOfLines, textAlignment, placeholder,
            borderStyle, image, isOn, value, segments, selectedIndex, isUserInteractionEnabled, isEnabled, isHidden, alpha,
            clipsToBounds, accessibilityIdentifier, accessibilityLabel, isTappable, overrideUserInterfaceStyle, id,
            translatesAutoresizingMaskIntoConstraints, constraints,
            layoutGuides, layoutMargins, layoutMarginsArePhysical, insetsLayoutMarginsFromSafeArea,
            preservesSuperviewLayoutMargins, intrinsicContentSize,
            contentHugging, compressionResistance, semanticContentAttribute, stack, scroll, table, flowLayout, embed, swiftui
    }

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        guard let kind = try c.decodeCase(ViewKind.self, .kind) else { throw c.missing(.kind) }
        var attributes = ViewAttributes(kind: kind)
        attributes.backgroundColor = try c.decodeIfPresent(Color.self, .backgroundColor)
        try c.decodeNumber(.cornerRadius, minimum: 0, into: &attributes.cornerRadius)
        try c.decodeCase(.cornerCurve, into: &attributes.cornerCurve)
        try c.decodeNumber(.borderWidth, minimum: 0, into: &attributes.borderWidth)
        attributes.borderColor = try c.decodeIfPresent(Color.self, .borderColor)
        attributes.tintColor = try c.decodeIfPresent(Color.self, .tintColor)
        attributes.text = try c.decodeIfPresent(String.self, .text)
        attributes.textColor = try c.decodeIfPresent(Color.self, .textColor)
        attributes.textStyle = try c.decodeCase(DynamicTypeStyle.self, .textStyle)
        attributes.fontSize = try c.decodeNumberIfPresent(.fontSize, minimum: 1, maximum: 200)
        if try c.decodeIfPresent(Bool.self, .bold) == true { attributes.fontWeight = .bold }
        attributes.fontWeight = try c.decodeCase(FontWeight.self, .fontWeight) ?? attributes.fontWeight
        if let lines = try c.decodeIfPresent(Int.self, .numberOfLines) {
            guard (0...10_000).contains(lines) else { throw c.invalid(.numberOfLines, "expected 0...10000, got \(lines)") }
            attributes.numberOfLines = lines
        }
        attributes.textAlignment = try c.decodeCase(TextAlignment.self, .textAlignment)
        attributes.placeholder = try c.decodeIfPresent(String.self, .placeholder)
        try c.decodeCase(.borderStyle, into: &attributes.borderStyle)
        attributes.image = try c.decodeIfPresent(String.self, .image)
        try c.decode(.isOn, into: &attributes.isOn)
        try c.decodeNumber(.value, minimum: 0, maximum: 1, into: &attributes.value)
        try c.decode(.segments, into: &attributes.segments)
        attributes.selectedIndex = try c.decodeIfPresent(Int.self, .selectedIndex)
        if let index = attributes.selectedIndex, !attributes.segments.isEmpty, !attributes.segments.indices.contains(index) {
            throw c.invalid(
                .selectedIndex, "there is no segment \(index): the segments are 0...\(attributes.segments.count - 1)")
        }
        try c.decode(.isUserInteractionEnabled, into: &attributes.isUserInteractionEnabled)
        try c.decode(.isEnabled, into: &attributes.isEnabled)
        try c.decode(.isHidden, into: &attributes.isHidden)
        try c.decodeNumber(.alpha, minimum: 0, maximum: 1, into: &attributes.alpha)
        try c.decode(.clipsToBounds, into: &attributes.clipsToBounds)
        attributes.accessibilityIdentifier = try c.decodeIfPresent(String.self, .accessibilityIdentifier)
        attributes.accessibilityLabel = try c.decodeIfPresent(String.self, .accessibilityLabel)
        try c.decode(.isTappable, into: &attributes.isTappable)
        attributes.overrideUserInterfaceStyle = try c.decodeCase(Appearance.self, .overrideUserInterfaceStyle)

        let frame = try c.decodeIfPresent(DecodedFrame.self, .frame)?.rect ?? .zero
        if frame.width < 0 || frame.height < 0 {
            throw c.invalid(.frame, "a frame cannot have a negative width or height, got \(frame)")
        }
        var layout = ViewLayoutOptions()
        layout.directionalLayoutMargins = try c.decodeIfPresent(DecodedInsets.self, .layoutMargins)?.insets
        try c.decode(.layoutMarginsArePhysical, into: &layout.layoutMarginsArePhysical)
        try c.decode(.insetsLayoutMarginsFromSafeArea, into: &layout.insetsLayoutMarginsFromSafeArea)
        try c.decodeCase(.semanticContentAttribute, into: &layout.semanticContentAttribute)
        layout.preservesSuperviewLayoutMargins =
            try c.decodeIfPresent(Bool.self, .preservesSuperviewLayoutMargins)
            ?? kind.preservesSuperviewLayoutMarginsByDefault
        layout.intrinsicContentSize = try c.decodeIfPresent(DecodedSize.self, .intrinsicContentSize)?.size
        layout.contentHugging =
            try c.decodeIfPresent(DecodedAxisPriorities.self, .contentHugging)?
            .applied(to: layout.contentHugging) ?? layout.contentHugging
        layout.compressionResistance =
            try c.decodeIfPresent(DecodedAxisPriorities.self, .compressionResistance)?
            .applied(to: layout.compressionResistance) ?? layout.compressionResistance
        var node = ViewNode(
            id: try c.decodeIfPresent(String.self, .id), attributes: attributes, frame: frame,
            autoresizingMask: try c.decodeIfPresent(AutoresizingMask.self, .autoresizing) ?? [],
            translatesAutoresizingMaskIntoConstraints: try c.decodeIfPresent(
                Bool.self, .translatesAutoresizingMaskIntoConstraints)
                ?? c.has(.frame),
            layout: layout,
            constraints: (try c.decodeIfPresent([DecodedConstraint].self, .constraints) ?? []).map(\.constraint),
            layoutGuides: try c.decodeIfPresent([String].self, .layoutGuides) ?? [],
            stack: try c.decodeIfPresent(DecodedStack.self, .stack)?.options,
            scroll: try c.decodeIfPresent(DecodedScroll.self, .scroll)?.options(for: kind) ?? .standard(for: kind),
            table: try c.decodeIfPresent(DecodedTable.self, .table)?.options ?? TableOptions(),
            flowLayout: try c.decodeIfPresent(DecodedFlowLayout.self, .flowLayout)?.options ?? FlowLayoutOptions(),
            embeddedController: try c.decodeIfPresent(DecodedController.self, .embed)?.controller,
            subviews: (try c.decodeIfPresent([DecodedView].self, .subviews) ?? []).map(\.node),
            source: decoder.sourceLocation)
        if let decoded = try c.decodeIfPresent(DecodedSwiftUIView.self, .swiftui) {
            guard decoded.isScreenRoot else { throw c.invalid(.swiftui, DecodedSwiftUIView.misplacedContainer) }
            let hosted = decoded.view
            // A hosted NavigationStack or TabView is a container controller the view embeds.
            if hosted.isContainer {
                guard node.embeddedController == nil else { throw c.invalid(.swiftui, "a view embeds one controller") }
                node.embeddedController = hosted.hostingController()
            } else {
                node.hostedView = hosted
            }
        }
        if node.stack != nil, kind != .stackView {
            throw c.invalid(.stack, "only a stackView has stack options; this view is a \(kind.rawValue)")
        }
        self.node = node
    }
}
