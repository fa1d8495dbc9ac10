import DeviceGeometry
import LayoutEngine
import SafeAreaDecoding

/// `stack`: a stack view's axis, distribution, alignment and spacing.
struct DecodedStack: Decodable {
    let options: StackOptions

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer(decoder, allowed: ["axis", "distribution", "alignment", "spacing",
                                                       "isLayoutMarginsRelativeArrangement", "comment"])
        options = StackOptions(axis: try c.decodeCase(StackOptions.Axis.self, "axis") ?? .horizontal,
                               distribution: try c.decodeCase(StackOptions.Distribution.self, "distribution") ?? .fill,
                               alignment: try c.decodeCase(StackOptions.Alignment.self, "alignment") ?? .fill,
                               spacing: try c.decodeNumber("spacing", minimum: -10_000, default: 0),
                               isLayoutMarginsRelativeArrangement: try c.decodeIfPresent(Bool.self, "isLayoutMarginsRelativeArrangement") ?? false)
    }
}

/// `scroll`: a scroll view's insets, content size and adjustment behaviour.
struct DecodedScroll: Decodable {
    let options: ScrollOptions

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer(decoder, allowed: ["contentInset", "contentSize", "contentInsetAdjustmentBehavior",
                                                       "isScrollEnabled", "alwaysBounceVertical", "alwaysBounceHorizontal",
                                                       "comment"])
        options = ScrollOptions(
            contentInset: try c.decodeIfPresent(DecodedInsets.self, "contentInset")?.insets ?? .zero,
            contentSize: try c.decodeIfPresent(DecodedSize.self, "contentSize")?.size,
            contentInsetAdjustmentBehavior: try c.decodeCase(ScrollOptions.AdjustmentBehavior.self, "contentInsetAdjustmentBehavior")
                ?? .automatic,
            isScrollEnabled: try c.decodeIfPresent(Bool.self, "isScrollEnabled") ?? true,
            alwaysBounceVertical: try c.decodeIfPresent(Bool.self, "alwaysBounceVertical") ?? false,
            alwaysBounceHorizontal: try c.decodeIfPresent(Bool.self, "alwaysBounceHorizontal") ?? false)
    }
}

/// `table`: how a table view places its cells.
struct DecodedTable: Decodable {
    let options: TableOptions

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer(decoder, allowed: ["insetsContentViewsToSafeArea", "rowHeight", "comment"])
        options = TableOptions(insetsContentViewsToSafeArea: try c.decodeIfPresent(Bool.self, "insetsContentViewsToSafeArea") ?? true,
                               rowHeight: try c.decodeNumber("rowHeight", minimum: 0, default: 44))
    }
}

/// `flowLayout`: a collection view's flow layout.
struct DecodedFlowLayout: Decodable {
    let options: FlowLayoutOptions

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer(decoder, allowed: ["itemSize", "minimumInteritemSpacing", "minimumLineSpacing",
                                                       "sectionInset", "sectionInsetReference", "comment"])
        let defaults = FlowLayoutOptions()
        options = FlowLayoutOptions(
            itemSize: try c.decodeIfPresent(DecodedSize.self, "itemSize")?.size ?? defaults.itemSize,
            minimumInteritemSpacing: try c.decodeNumber("minimumInteritemSpacing", minimum: 0, default: defaults.minimumInteritemSpacing),
            minimumLineSpacing: try c.decodeNumber("minimumLineSpacing", minimum: 0, default: defaults.minimumLineSpacing),
            sectionInset: try c.decodeIfPresent(DecodedInsets.self, "sectionInset")?.insets ?? .zero,
            sectionInsetReference: try c.decodeCase(FlowLayoutOptions.SectionInsetReference.self, "sectionInsetReference")
                ?? .fromContentInset)
    }
}
