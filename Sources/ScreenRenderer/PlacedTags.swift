import DeviceGeometry

/// The finding tags placed so far on a screen of `bounds`, and the flagged controls they keep clear of, in a ``RectGrid`` so that asking which
/// tag a rectangle meets looks at the few tags near it, not at every tag: placing n tags costs
/// about n steps, where a list would cost n² (and the search past blockers n³).
///
/// Only tags placed clear of the others are kept, so a cell holds a handful of tags however many
/// findings a crowded screen has.
struct PlacedTags {
    private var tags: [Rect] = []
    private var grid: RectGrid

    /// No tags yet, on a screen of `bounds`.
    init(bounds: Rect) {
        grid = RectGrid(bounds: bounds)
    }

    /// Keeps `tag` for later queries.
    mutating func insert(_ tag: Rect) {
        grid.insert(tag, id: tags.count)
        tags.append(tag)
    }

    /// The first kept tag that `rect` meets, if any.
    func firstMeeting(_ rect: Rect) -> Rect? {
        var met: Rect?
        grid.forEachCandidate(meeting: rect) { id in
            if tags[id].intersects(rect) { met = tags[id] }
            return met == nil
        }
        return met
    }
}
