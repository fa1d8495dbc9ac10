/// A part of the display that the system reserves, as `UIView.reservedRegions(kind:)` reports
/// it: a camera or the status bar's corner (occlusion), or a fold (division).
public struct ReservedRegion: Hashable, Sendable, Codable {
    /// What the region reserves.
    public enum Kind: String, CaseIterable, Hashable, Sendable, Codable {
        /// Hardware or system content covers it: content there is hidden.
        case occlusion
        /// It divides the display: content across it is split.
        case division
    }

    /// When the region is active.
    package enum Activity: String, CaseIterable, Hashable, Sendable, Codable {
        /// Always.
        case always
        /// While a foldable is partially folded.
        case partiallyFolded = "partially-folded"
        /// While the camera behind it runs, which a layout cannot know: reported, never judged.
        case cameraRunning = "camera-running"
    }

    /// The region's outline.
    package enum Shape: String, CaseIterable, Hashable, Sendable, Codable {
        /// Its frame.
        case rectangle
        /// The capsule (or circle) inscribed in its frame: a camera hole.
        case capsule
    }

    /// A stable name, such as `camera` or `fold`, that findings and `reservedRegions` use.
    package var id: String
    /// What it reserves.
    package var kind: Kind
    /// When it is active.
    package var activity: Activity
    /// Its outline.
    package var shape: Shape
    /// The margins on each side of a division's line that its frame includes (20 pt on the Duo's
    /// fold); 0 for an occlusion.
    package var margin: Double
    /// Its frame in each orientation, in screen points of that orientation.
    package var frames: [OrientedRect]

    /// Creates a region.
    package init(
        id: String, kind: Kind, activity: Activity, shape: Shape = .rectangle, margin: Double = 0, frames: [OrientedRect]
    ) {
        self.id = id
        self.kind = kind
        self.activity = activity
        self.shape = shape
        self.margin = margin
        self.frames = frames
    }

    /// The frame in `orientation`, or nil where the region does not exist.
    package func frame(in orientation: Orientation) -> Rect? {
        frames.first { $0.orientation == orientation }?.frame
    }
}

/// A rectangle in one interface orientation.
package struct OrientedRect: Hashable, Sendable, Codable {
    /// The orientation.
    package var orientation: Orientation
    /// The rectangle in screen points of that orientation.
    package var frame: Rect

    /// Creates an oriented rectangle.
    package init(_ orientation: Orientation, _ frame: Rect) {
        self.orientation = orientation
        self.frame = frame
    }
}

extension Sequence<PlacedRegion> {
    /// The regions of `kind` that are active, or all of them with `includeInactive`.
    package func of(_ kind: ReservedRegion.Kind, includeInactive: Bool = false) -> [PlacedRegion] {
        filter { $0.kind == kind && ($0.isActive || includeInactive) }
    }
}

/// A reserved region as it is in one orientation under given conditions.
public struct PlacedRegion: Hashable, Sendable, Codable {
    /// The region's id.
    public var id: String
    /// What it reserves.
    public var kind: ReservedRegion.Kind
    /// Its frame with its margins, in screen points.
    public var frame: Rect
    /// The margins its frame includes on each side of a division's line.
    package var margin: Double
    /// Whether it is active now.
    public var isActive: Bool
    /// Its outline.
    package var shape: ReservedRegion.Shape

    /// Creates a placed region.
    package init(id: String, kind: ReservedRegion.Kind, frame: Rect, margin: Double, isActive: Bool, shape: ReservedRegion.Shape)
    {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.margin = margin
        self.isActive = isActive
        self.shape = shape
    }

    /// Whether the region runs across the screen (a fold in portrait) rather than down it.
    package var isHorizontal: Bool { frame.width > frame.height }

    /// A division's line: the frame without its margins (no wider than a line on the Duo).
    package var line: Rect {
        isHorizontal
            ? Rect(x: frame.minX, y: frame.minY + margin, width: frame.width, height: max(0, frame.height - 2 * margin))
            : Rect(x: frame.minX + margin, y: frame.minY, width: max(0, frame.width - 2 * margin), height: frame.height)
    }

    /// Whether `rect` lies across the division's line rather than beside it.
    package func isCrossed(by rect: Rect) -> Bool {
        isHorizontal ? rect.minY < line.midY && line.midY < rect.maxY : rect.minX < line.midX && line.midX < rect.maxX
    }

    /// The region's exact outline.
    package var outline: Path {
        shape == .capsule ? RoundedRect.capsule(frame).path : Path(rect: frame)
    }
}

extension ReservedRegion {
    /// The region in `orientation` under `conditions`, or nil where it does not exist. A division is
    /// active, with its margins, only while partially folded; lying flat it has no width.
    package func placed(in orientation: Orientation, conditions: SystemConditions) -> PlacedRegion? {
        guard var frame = frame(in: orientation) else { return nil }
        let isActive: Bool
        switch activity {
        case .always: isActive = true
        case .partiallyFolded: isActive = conditions.posture == .partial
        case .cameraRunning: isActive = false
        }
        var margin = margin
        if kind == .division && !isActive {
            frame =
                frame.width > frame.height
                ? Rect(x: frame.minX, y: frame.midY, width: frame.width, height: 0)
                : Rect(x: frame.midX, y: frame.minY, width: 0, height: frame.height)
            margin = 0
        }
        return PlacedRegion(id: id, kind: kind, frame: frame, margin: margin, isActive: isActive, shape: shape)
    }
}
