import DeviceGeometry
import LayoutEngine
import SafeAreaSupport

/// The rules about what the hardware and the system hide: where each region lies, how much of a
/// control it must hide to count, and which findings scrolling or a more specific rule makes moot.
extension SafeAreaAuditor {
    /// `results` without outside-safe-area where a rule naming what lies there also fired: one
    /// control in one place is one finding, and "under the notch" says more than "outside the
    /// safe area".
    func withoutRestatements(_ results: [(AuditRule, Overlap, String?)]) -> [(AuditRule, Overlap, String?)] {
        let explained = results.contains { Self.hazards.contains($0.0) || $0.0 == .offscreen }
        return explained ? results.filter { $0.0 != .outsideSafeArea } : results
    }

    /// The rules about what the hardware or the system hides, each of which a control in
    /// scrollable content escapes when scrolling can move it out of the region.
    static let hazards: [AuditRule] = [
        .sensorHousing, .displayCorner, .homeIndicator, .statusBar, .verticalBars, .occlusionRegion, .divisionRegion,
    ]

    /// `results` without the hazards a control in scrollable content can be scrolled clear of
    /// while it stays in sight: the notch beside a row that only fits across the whole screen
    /// hides it only while the row is level with the notch.
    func withoutEscapableHazards(
        _ results: [(AuditRule, Overlap, String?)], of audited: AuditedView, screen: ResolvedScreen, mask: DeviceMask,
        shapes: MaskShapes
    ) -> [(AuditRule, Overlap, String?)] {
        let fired = Set(results.map(\.0)).intersection(Self.hazards)
        guard let scrolled = audited.scrolled, !fired.isEmpty else { return results }
        let places = scrolled.reachablePlaces()
        let escapable = fired.filter { rule in
            places.contains { place in
                hazard(rule, at: place, of: audited, screen: screen, mask: mask, shapes: shapes) == nil
            }
        }
        return results.filter { !escapable.contains($0.0) }
    }

    /// What of `rect` lies in the region `rule` keeps controls out of, with a detail; nil when
    /// nothing does, or for a rule that judges no region.
    func hazard(
        _ rule: AuditRule, at rect: Rect, of audited: AuditedView, screen: ResolvedScreen, mask: DeviceMask,
        shapes: MaskShapes
    ) -> (Overlap, String?)? {
        let tolerance = configuration.tolerance
        switch rule {
        case .sensorHousing:
            return shapes.housing.flatMap { Overlap.of(rect, inside: $0, tolerance: tolerance) }
                .flatMap { self.hiding($0, of: rect) }.map { ($0, nil) }
        case .displayCorner:
            // Each corner of the screen is judged apart. The safe area is where UIKit promises
            // content is seen: the corners' curve reaching into it (a few points at the far ends
            // of a full-width row) does not count.
            let parts = rect.quarters(around: Point(x: mask.bounds.midX, y: mask.bounds.midY)).compactMap { quarter in
                Overlap.of(quarter, inside: shapes.corners, tolerance: tolerance).flatMap { self.hiding($0, of: rect) }
                    .flatMap { _ in
                        Overlap.union(
                            quarter.pieces(outsideOf: mask.safeArea).compactMap {
                                Overlap.of($0, inside: shapes.corners, tolerance: tolerance)
                            })
                    }
            }
            return Overlap.union(parts).map { ($0, nil) }
        case .homeIndicator:
            return mask.homeIndicatorRegion.flatMap { Overlap.of(rect, inside: $0, tolerance: tolerance) }.map { ($0, nil) }
        case .statusBar:
            return screen.statusBarFrame.flatMap { Overlap.of(rect, inside: $0, tolerance: tolerance) }.map { ($0, nil) }
        case .verticalBars:
            // A control wholly in the bar region is where `bar(onEdge:extent:)` puts an app's own
            // bar content, beside the system's items.
            guard !audited.isSystemBarItem, let column = mask.barColumn,
                !(column.holdsBars && column.barRegion.contains(rect))
            else { return nil }
            return Overlap.of(rect, inside: column.frame, tolerance: tolerance).map {
                ($0, "under the \(column.edge.rawValue) bar column")
            }
        case .occlusionRegion:
            // A region inside the bar column is the column's: the vertical-bars rule judges it.
            let column = mask.barColumn?.frame
            let occlusions = shapes.occlusions.compactMap { entry -> (Overlap, PlacedRegion)? in
                if let column, column.contains(entry.region.frame) { return nil }
                return Overlap.of(rect, inside: entry.shape, tolerance: tolerance).map { ($0, entry.region) }
            }
            return occlusions.max { $0.0.area < $1.0.area }.map { ($0.0, "under the occlusion region '\($0.1.id)'") }
        case .divisionRegion:
            return mask.reservedRegions.of(.division).lazy.compactMap { region in
                Overlap.of(rect, inside: region.frame, tolerance: tolerance).map { ($0, self.divisionDetail(rect, region)) }
            }.first
        case .outsideSafeArea, .offscreen, .hitTarget, .occluded, .conflictingConstraints, .textClipped:
            return nil
        }
    }

    /// How far a curved edge of the hardware, or a view drawn over a control, may reach into it
    /// without hiding anything of it: a control keeps its outer points as padding (a button's
    /// title, a field's text and a slider's track sit further in).
    static let grazeDepth = 4.0

    /// `overlap` of a curved hardware edge with `rect`, unless it hides nothing of the control
    /// that matters: thinner than ``grazeDepth`` (where the control is larger than that), or a
    /// rounded-off corner, which holds one corner of the control, reaches across it neither way
    /// and covers less than a quarter of it. A control that leaves the safe area there is still
    /// reported, as outside it.
    func hiding(_ overlap: Overlap, of rect: Rect) -> Overlap? {
        let part = overlap.region, near = 0.01
        let holdsCorner =
            (abs(part.minX - rect.minX) < near || abs(part.maxX - rect.maxX) < near)
            && (abs(part.minY - rect.minY) < near || abs(part.maxY - rect.maxY) < near)
        let across = part.width > rect.width - near || part.height > rect.height - near
        let roundsCorner = holdsCorner && !across && overlap.area < rect.area / 4
        return grazes(overlap, rect) || roundsCorner ? nil : overlap
    }

    /// Whether `overlap` is thinner on average than ``grazeDepth`` (than the control, where that
    /// is thinner): its area over its longer side, which for the sliver a curve cuts off along an
    /// edge is a point or two, however far it runs.
    func grazes(_ overlap: Overlap, _ rect: Rect) -> Bool {
        let length = max(overlap.region.width, overlap.region.height)
        return length > 0 && overlap.area / length < min(Self.grazeDepth + grazeAllowance, rect.width, rect.height) - 1e-9
    }

    /// Whether the control crosses the division's line, or only comes within its margins.
    func divisionDetail(_ rect: Rect, _ region: PlacedRegion) -> String {
        region.isCrossed(by: rect)
            ? "across the division region '\(region.id)'"
            : "within \(PointFormatting.string(region.margin)) pt of the division region '\(region.id)'"
    }
}
