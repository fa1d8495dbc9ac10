import DeviceGeometry
import LayoutEngine
import SafeAreaDecoding

/// `stack`: a stack view's axis, distribution, alignment and spacing.
struct DecodedStack: Decodable {
    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case axis, distribution, alignment, spacing, isLayoutMarginsRelativeArrangement, comment
    }

    var options = StackOptions()

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        try c.decodeCase(.axis, into: &options.axis)
        try c.decodeCase(.distribution, into: &options.distribution)
        try c.decodeCase(.alignment, into: &options.alignment)
        try c.decodeNumber(.spacing, minimum: -10_000, into: &options.spacing)
        try c.decode(.isLayoutMarginsRelativeArrangement, into: &options.isLayoutMarginsRelativeArrangement)
    }
}

/// `scroll`: a scroll view's insets, content size and adjustment behaviour.
struct DecodedScroll: Decodable {
    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case contentInset, contentSize, contentInsetAdjustmentBehavior, isScrollEnabled, alwaysBounceVertical,
            alwaysBounceHorizontal, comment
    }

    private var given = ScrollOptions()
    private var bouncesVertically: Bool?

    /// The options read, over the defaults of a view of `kind` (a table bounces vertically).
    func options(for kind: ViewKind) -> ScrollOptions {
        var options = given
        options.alwaysBounceVertical = bouncesVertically ?? ScrollOptions.standard(for: kind).alwaysBounceVertical
        return options
    }

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        if let insets = try c.decodeIfPresent(DecodedInsets.self, .contentInset) { given.contentInset = insets.insets }
        if let size = try c.decodeIfPresent(DecodedSize.self, .contentSize) { given.contentSize = size.size }
        try c.decodeCase(.contentInsetAdjustmentBehavior, into: &given.contentInsetAdjustmentBehavior)
        try c.decode(.isScrollEnabled, into: &given.isScrollEnabled)
        bouncesVertically = try c.decodeIfPresent(Bool.self, .alwaysBounceVertical)
        try c.decode(.alwaysBounceHorizontal, into: &given.alwaysBounceHorizontal)
    }
}

/// `table`: how a table view places its cells.
struct DecodedTable: Decodable {
    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case insetsContentViewsToSafeArea, rowHeight, comment
    }

    var options = TableOptions()

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        try c.decode(.insetsContentViewsToSafeArea, into: &options.insetsContentViewsToSafeArea)
        options.rowHeight = try c.decodeNumberIfPresent(.rowHeight, minimum: 0)
    }
}

/// `flowLayout`: a collection view's flow layout.
struct DecodedFlowLayout: Decodable {
    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case itemSize, minimumInteritemSpacing, minimumLineSpacing, sectionInset, sectionInsetReference, comment
    }

    var options = FlowLayoutOptions()

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        if let size = try c.decodeIfPresent(DecodedSize.self, .itemSize) { options.itemSize = size.size }
        try c.decodeNumber(.minimumInteritemSpacing, minimum: 0, into: &options.minimumInteritemSpacing)
        try c.decodeNumber(.minimumLineSpacing, minimum: 0, into: &options.minimumLineSpacing)
        if let insets = try c.decodeIfPresent(DecodedInsets.self, .sectionInset) { options.sectionInset = insets.insets }
        try c.decodeCase(.sectionInsetReference, into: &options.sectionInsetReference)
    }
}
