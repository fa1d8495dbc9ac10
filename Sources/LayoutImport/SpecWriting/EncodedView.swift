@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine

/// One view as a spec file writes it: the keys ``DecodedView`` reads, each only where the view
/// differs from UIKit's default for its kind.
struct EncodedView: Encodable {
    let node: ViewNode

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedView.Key>(encoder)
        let attributes = node.attributes
        let standard = ViewAttributes(kind: attributes.kind)
        try c.encodeCase(attributes.kind, .kind)
        try c.encodeIfPresent(node.id, .id)
        let hasFrame = node.frame != .zero
        if hasFrame { try c.encode(SpecInlineList(node.frame), .frame) }
        try c.encode(
            node.translatesAutoresizingMaskIntoConstraints, .translatesAutoresizingMaskIntoConstraints, unless: hasFrame)
        if !node.autoresizingMask.isEmpty { try c.encode(SpecInlineList(elements: node.autoresizingMask.names), .autoresizing) }
        try c.encodeIfPresent(attributes.text, .text)
        try c.encodeIfPresent(attributes.placeholder, .placeholder)
        try c.encodeCase(attributes.borderStyle, .borderStyle, unless: standard.borderStyle)
        try c.encodeIfPresent(attributes.image, .image)
        if let style = attributes.textStyle { try c.encodeCase(style, .textStyle) }
        try c.encodeIfPresent(attributes.fontSize.map(SpecNumber.init), .fontSize)
        if let weight = attributes.fontWeight { try c.encodeCase(weight, .fontWeight) }
        try c.encode(attributes.numberOfLines, .numberOfLines, unless: standard.numberOfLines)
        if let alignment = attributes.textAlignment { try c.encodeCase(alignment, .textAlignment) }
        try c.encodeIfPresent(attributes.textColor, .textColor)
        try c.encodeIfPresent(attributes.backgroundColor, .backgroundColor)
        try c.encodeIfPresent(attributes.tintColor, .tintColor)
        try c.encode(attributes.cornerRadius, .cornerRadius, unless: standard.cornerRadius)
        try c.encodeCase(attributes.cornerCurve, .cornerCurve, unless: standard.cornerCurve)
        try c.encode(attributes.borderWidth, .borderWidth, unless: standard.borderWidth)
        try c.encodeIfPresent(attributes.borderColor, .borderColor)
        try c.encode(attributes.isOn, .isOn, unless: standard.isOn)
        try c.encode(attributes.value, .value, unless: standard.value)
        try c.encodeList(attributes.segments, .segments)
        try c.encodeIfPresent(attributes.selectedIndex, .selectedIndex)
        try c.encode(attributes.isUserInteractionEnabled, .isUserInteractionEnabled, unless: standard.isUserInteractionEnabled)
        try c.encode(attributes.isEnabled, .isEnabled, unless: standard.isEnabled)
        try c.encode(attributes.isHidden, .isHidden, unless: standard.isHidden)
        try c.encode(attributes.alpha, .alpha, unless: standard.alpha)
        try c.encode(attributes.clipsToBounds, .clipsToBounds, unless: standard.clipsToBounds)
        try c.encode(attributes.isTappable, .isTappable, unless: standard.isTappable)
        if let style = attributes.overrideUserInterfaceStyle { try c.encodeCase(style, .overrideUserInterfaceStyle) }
        try c.encodeIfPresent(attributes.accessibilityIdentifier, .accessibilityIdentifier)
        try c.encodeIfPresent(attributes.accessibilityLabel, .accessibilityLabel)
        try encodeLayout(into: &c)
        if let stack = node.stack { try c.encode(EncodedStack(options: stack), .stack) }
        let standardScroll = ScrollOptions.standard(for: node.attributes.kind)
        if node.scroll != standardScroll {
            try c.encode(EncodedScroll(options: node.scroll, standard: standardScroll), .scroll)
        }
        if node.table != TableOptions() { try c.encode(EncodedTable(options: node.table), .table) }
        if node.flowLayout != FlowLayoutOptions() { try c.encode(EncodedFlowLayout(options: node.flowLayout), .flowLayout) }
        try c.encodeList(node.layoutGuides, .layoutGuides)
        try c.encodeList(node.constraints.map(EncodedConstraint.init), .constraints)
        try c.encodeIfPresent(node.embeddedController.map(EncodedController.init), .embed)
        try c.encodeIfPresent(node.hostedView.map(EncodedSwiftUIView.init), .swiftui)
        try c.encodeList(node.subviews.map(EncodedView.init), .subviews)
    }

    /// Margins, the intrinsic size and the priorities that keep it.
    private func encodeLayout(into c: inout SpecContainer<DecodedView.Key>) throws {
        let layout = node.layout
        let standard = ViewLayoutOptions()
        try c.encodeIfPresent(layout.directionalLayoutMargins.map(SpecInlineList.init), .layoutMargins)
        try c.encode(layout.layoutMarginsArePhysical, .layoutMarginsArePhysical, unless: standard.layoutMarginsArePhysical)
        try c.encode(
            layout.insetsLayoutMarginsFromSafeArea, .insetsLayoutMarginsFromSafeArea,
            unless: standard.insetsLayoutMarginsFromSafeArea)
        try c.encode(
            layout.preservesSuperviewLayoutMargins, .preservesSuperviewLayoutMargins,
            unless: node.attributes.kind.preservesSuperviewLayoutMarginsByDefault)
        try c.encodeIfPresent(layout.intrinsicContentSize.map(SpecInlineMap.init), .intrinsicContentSize)
        if layout.contentHugging != standard.contentHugging {
            try encode(layout.contentHugging, .contentHugging, into: &c)
        }
        if layout.compressionResistance != standard.compressionResistance {
            try encode(layout.compressionResistance, .compressionResistance, into: &c)
        }
        try c.encodeCase(
            layout.semanticContentAttribute, .semanticContentAttribute, unless: standard.semanticContentAttribute)
    }

    /// Priorities for both axes: one number when they agree, else `{horizontal, vertical}`.
    private func encode(_ priorities: AxisPriorities, _ key: DecodedView.Key, into c: inout SpecContainer<DecodedView.Key>) throws
    {
        if priorities.horizontal == priorities.vertical {
            try c.encode(SpecNumber(priorities.horizontal.rawValue), key)
        } else {
            try c.encode(
                SpecInlineMap([
                    (DecodedAxisPriorities.Key.horizontal, priorities.horizontal.rawValue),
                    (.vertical, priorities.vertical.rawValue),
                ]), key)
        }
    }
}
