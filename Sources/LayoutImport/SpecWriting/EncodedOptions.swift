import LayoutEngine

/// `stack`, as ``DecodedStack`` reads it.
struct EncodedStack: Encodable {
    let options: StackOptions

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedStack.Key>(encoder)
        let standard = StackOptions()
        try c.encodeCase(options.axis, .axis, unless: standard.axis)
        try c.encodeCase(options.distribution, .distribution, unless: standard.distribution)
        try c.encodeCase(options.alignment, .alignment, unless: standard.alignment)
        try c.encode(options.spacing, .spacing, unless: standard.spacing)
        try c.encode(
            options.isLayoutMarginsRelativeArrangement, .isLayoutMarginsRelativeArrangement,
            unless: standard.isLayoutMarginsRelativeArrangement)
    }
}

/// `scroll`, as ``DecodedScroll`` reads it.
struct EncodedScroll: Encodable {
    let options: ScrollOptions
    /// The defaults the reader starts from: those of the view's kind.
    let standard: ScrollOptions

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedScroll.Key>(encoder)
        if options.contentInset != standard.contentInset { try c.encode(SpecInlineList(options.contentInset), .contentInset) }
        try c.encodeIfPresent(options.contentSize.map(SpecInlineMap.init), .contentSize)
        try c.encodeCase(
            options.contentInsetAdjustmentBehavior, .contentInsetAdjustmentBehavior,
            unless: standard.contentInsetAdjustmentBehavior)
        try c.encode(options.isScrollEnabled, .isScrollEnabled, unless: standard.isScrollEnabled)
        try c.encode(options.alwaysBounceVertical, .alwaysBounceVertical, unless: standard.alwaysBounceVertical)
        try c.encode(options.alwaysBounceHorizontal, .alwaysBounceHorizontal, unless: standard.alwaysBounceHorizontal)
    }
}

/// `table`, as ``DecodedTable`` reads it.
struct EncodedTable: Encodable {
    let options: TableOptions

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedTable.Key>(encoder)
        let standard = TableOptions()
        try c.encode(
            options.insetsContentViewsToSafeArea, .insetsContentViewsToSafeArea,
            unless: standard.insetsContentViewsToSafeArea)
        try c.encodeIfPresent(options.rowHeight, .rowHeight)
    }
}

/// `flowLayout`, as ``DecodedFlowLayout`` reads it.
struct EncodedFlowLayout: Encodable {
    let options: FlowLayoutOptions

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedFlowLayout.Key>(encoder)
        let standard = FlowLayoutOptions()
        if options.itemSize != standard.itemSize { try c.encode(SpecInlineMap(options.itemSize), .itemSize) }
        try c.encode(options.minimumInteritemSpacing, .minimumInteritemSpacing, unless: standard.minimumInteritemSpacing)
        try c.encode(options.minimumLineSpacing, .minimumLineSpacing, unless: standard.minimumLineSpacing)
        if options.sectionInset != standard.sectionInset { try c.encode(SpecInlineList(options.sectionInset), .sectionInset) }
        try c.encodeCase(options.sectionInsetReference, .sectionInsetReference, unless: standard.sectionInsetReference)
    }
}
