/// A path cut once into monotone pieces with their bounds, for asking many questions of one
/// shape: the audit tests every control of every screen against the same few masks. Answers are
/// exactly ``Path``'s.
package struct PreparedPath: Hashable, Sendable {
    private let pieces: [MonotonePiece]
    /// The smallest rectangle that contains the outline.
    package let boundingBox: Rect

    /// Prepares `path`.
    package init(_ path: Path) {
        pieces = path.closedSubpaths.joined().flatMap(\.monotonePieces)
        boundingBox = pieces.dropFirst().reduce(pieces.first?.bounds ?? .zero) { $0.union($1.bounds) }
    }

    /// Whether the filled region and the interior of `rect` share any point, as
    /// ``Path/intersects(_:)`` answers.
    package func intersects(_ rect: Rect) -> Bool {
        guard !rect.isEmpty, boundingBox.intersects(rect) || boundingBox.contains(rect) else { return false }
        return pieces.contains { $0.crossesInterior(of: rect) }
            || pieces.reduce(0) { $0 + $1.windingContribution(at: rect.center) } != 0
    }
}
