import DeviceGeometry
import LayoutEngine
import SafeAreaSupport

/// Runs the rules over one resolved screen and its device mask.
///
/// Every interactive control is checked: the control kinds, bar items and views marked tappable,
/// shown and enabled, whose ancestors take touches (``ResolvedView/isInteractive``). A control is
/// judged by the part of it that its clipping ancestors leave visible, against the exact shapes of
/// the mask.
public struct SafeAreaAuditor: Sendable {
    /// The rules, severities, tolerance and suppressions.
    public var configuration: AuditConfiguration
    /// How much deeper than ``grazeDepth`` a region must reach into a control to hide some of it:
    /// the margin of an estimated region, when judging whether a finding rests on the estimate.
    var grazeAllowance = 0.0

    /// Creates an auditor.
    public init(configuration: AuditConfiguration = AuditConfiguration()) {
        self.configuration = configuration
    }

    /// The findings on `screen` drawn on `mask`, in drawing order, then rule order.
    public func findings(in screen: ResolvedScreen, mask: DeviceMask) -> [Finding] {
        findings(in: screen, mask: mask, shapes: MaskShapes(mask))
    }

    /// The findings, with each error that rests on one of the catalog's estimates made a warning.
    func findings(in screen: ResolvedScreen, mask: DeviceMask, shapes: MaskShapes) -> [Finding] {
        qualifiedByEstimates(rawFindings(in: screen, mask: mask, shapes: shapes), in: screen, mask: mask, shapes: shapes)
    }

    /// The findings as the rules give them.
    func rawFindings(in screen: ResolvedScreen, mask: DeviceMask, shapes: MaskShapes) -> [Finding] {
        let views = AuditedView.flatten(screen)
        var covers = RectGrid(bounds: mask.bounds)
        // The bar column is judged by its own rule (vertical-bars), not again as a cover.
        for (index, view) in views.enumerated() where view.takesTouches && !view.isBarColumn {
            covers.insert(view.visible, id: index)
        }
        var findings: [Finding] = []
        // A control of which no more than the tolerance can be seen either way is out of sight.
        let least = configuration.tolerance
        for audited in views where audited.view.isInteractive && audited.judged.width > least && audited.judged.height > least {
            let view = audited.view
            guard !configuration.suppresses(identifier: view.attributes.accessibilityIdentifier, path: view.path) else {
                continue
            }
            for (rule, overlap, detail) in checks(audited, in: views, covers: covers, screen: screen, mask: mask, shapes: shapes)
            {
                guard let severity = configuration.severity(of: rule) else { continue }
                findings.append(
                    Finding(
                        rule: rule, severity: severity, screen: screen.name, placement: screen.placement.id, viewPath: view.path,
                        viewKind: view.attributes.kind,
                        accessibilityIdentifier: view.attributes.accessibilityIdentifier, text: view.attributes.text,
                        frame: view.frame, region: overlap.region, area: overlap.area,
                        detail: Self.withScrolling(detail, audited.scrolled?.offset), source: view.source))
            }
        }
        return findings + conflicts(in: screen, views: views)
    }

    /// A finding for each required constraint the layout broke, on the view it places, at the
    /// constraint's line: UIKit logs these at run time, and the view is not where they say.
    private func conflicts(in screen: ResolvedScreen, views: [AuditedView]) -> [Finding] {
        guard let severity = configuration.severity(of: .conflictingConstraints) else { return [] }
        return screen.brokenConstraints.compactMap { broken in
            let view = broken.viewPath.flatMap { path in views.first { $0.view.path == path }?.view } ?? screen.root
            guard !configuration.suppresses(identifier: view.attributes.accessibilityIdentifier, path: view.path) else {
                return nil
            }
            let conflicts = broken.conflicts.isEmpty ? "" : "; it conflicts with: \(broken.conflicts.joined(separator: "; "))"
            return Finding(
                rule: .conflictingConstraints, severity: severity, screen: screen.name, placement: screen.placement.id,
                viewPath: view.path, viewKind: view.attributes.kind,
                accessibilityIdentifier: view.attributes.accessibilityIdentifier, text: view.attributes.text,
                frame: view.frame, region: view.frame, area: 0, detail: "broke \(broken.constraint)\(conflicts)",
                source: broken.source ?? view.source)
        }
    }

    private func checks(
        _ audited: AuditedView, in views: [AuditedView], covers: RectGrid, screen: ResolvedScreen,
        mask: DeviceMask, shapes: MaskShapes
    ) -> [(AuditRule, Overlap, String?)] {
        let rect = audited.judged
        let tolerance = configuration.tolerance
        var results: [(AuditRule, Overlap, String?)] = []
        func check(_ rule: AuditRule, _ overlap: @autoclosure () -> Overlap?, _ detail: String? = nil) {
            // A component's place on a screen is not known, nor where code brings a parked view:
            // only the rules about the control itself apply.
            guard configuration.severity(of: rule) != nil, !screen.isComponent || rule.isPositionIndependent,
                !audited.isParked || rule == .hitTarget, let overlap = overlap()
            else { return }
            results.append((rule, overlap, detail))
        }
        func hazard(_ rule: AuditRule) {
            if let (overlap, detail) = self.hazard(rule, at: rect, of: audited, screen: screen, mask: mask, shapes: shapes) {
                check(rule, overlap, detail)
            }
        }
        [.sensorHousing, .displayCorner, .homeIndicator, .statusBar].forEach(hazard)
        if !audited.isSystemBarItem {
            check(.outsideSafeArea, Overlap.of(rect, outside: audited.controllerSafeArea, tolerance: tolerance))
        }
        check(.offscreen, Overlap.of(rect, outside: mask.bounds, tolerance: tolerance))
        if let (shortfall, reason) = hitTargetShortfall(of: audited) {
            check(
                .hitTarget, shortfall,
                "\(PointFormatting.string(rect.width)) × \(PointFormatting.string(rect.height)) pt, \(reason)")
        }
        // A cover over no more than the control's outer points takes none of the touches aimed at it.
        if screen.isInDrawingOrder, let (overlap, cover) = occlusion(of: audited, in: views, covers: covers),
            !self.grazes(overlap, rect)
        {
            check(.occluded, overlap, "covered by \(cover.view.path)")
        }
        [.verticalBars, .occlusionRegion].forEach(hazard)
        for region in mask.reservedRegions.of(.division) {
            check(.divisionRegion, Overlap.of(rect, inside: region.frame, tolerance: tolerance), divisionDetail(rect, region))
        }
        return withoutRestatements(withoutEscapableHazards(results, of: audited, screen: screen, mask: mask, shapes: shapes))
    }

    /// `results` without outside-safe-area where a rule naming what lies there also fired: one
    /// control in one place is one finding, and "under the notch" says more than "outside the
    /// safe area".
    private func withoutRestatements(_ results: [(AuditRule, Overlap, String?)]) -> [(AuditRule, Overlap, String?)] {
        let explained = results.contains { Self.hazards.contains($0.0) || $0.0 == .offscreen }
        return explained ? results.filter { $0.0 != .outsideSafeArea } : results
    }

    /// The rules about what the hardware or the system hides, each of which a control in
    /// scrollable content escapes when scrolling can move it out of the region.
    private static let hazards: [AuditRule] = [
        .sensorHousing, .displayCorner, .homeIndicator, .statusBar, .verticalBars, .occlusionRegion, .divisionRegion,
    ]

    /// `results` without the hazards a control in scrollable content can be scrolled clear of
    /// while it stays in sight: the notch beside a row that only fits across the whole screen
    /// hides it only while the row is level with the notch.
    private func withoutEscapableHazards(
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
    private func hazard(
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
        case .outsideSafeArea, .offscreen, .hitTarget, .occluded, .conflictingConstraints:
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
    private func hiding(_ overlap: Overlap, of rect: Rect) -> Overlap? {
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
    private func grazes(_ overlap: Overlap, _ rect: Rect) -> Bool {
        let length = max(overlap.region.width, overlap.region.height)
        return length > 0 && overlap.area / length < min(Self.grazeDepth + grazeAllowance, rect.width, rect.height) - 1e-9
    }

    /// Whether the control crosses the division's line, or only comes within its margins.
    private func divisionDetail(_ rect: Rect, _ region: PlacedRegion) -> String {
        region.isCrossed(by: rect)
            ? "across the division region '\(region.id)'"
            : "within \(PointFormatting.string(region.margin)) pt of the division region '\(region.id)'"
    }

    /// The thinnest a control may be across, whatever its length: WCAG 2.2's minimum target size
    /// (2.5.8, level AA), 24 CSS pixels, a point each on iOS.
    static let minimumTargetThickness = 24.0

    /// The control's visible part, and why, when a finger cannot count on hitting it: shorter than
    /// the minimum (Apple's 44 pt) both ways, or thinner than 24 pt either way; a control in
    /// scrollable content is measured whole. A switch
    /// (51 × 31), a segmented control, a slider, a text field or a full-width text button is long
    /// enough one way and thick enough the other; a 30-pt icon button or an 18-pt link is not.
    /// System bar items are left out: their bars give them touch areas larger than they look.
    private func hitTargetShortfall(of audited: AuditedView) -> (Overlap, String)? {
        guard !audited.isSystemBarItem else { return nil }
        // In scrollable content the part in sight is a moment of scrolling: the control's own
        // size is what a finger meets.
        let size = audited.scrolled == nil ? audited.judged.size : audited.view.frame.size
        let tolerance = configuration.tolerance
        let minimum = configuration.minimumHitTarget
        let thickness = min(Self.minimumTargetThickness, minimum)
        let reason: String
        if size.width < minimum - tolerance && size.height < minimum - tolerance {
            reason = "under \(PointFormatting.string(minimum)) pt both ways"
        } else if min(size.width, size.height) < thickness - tolerance {
            reason = "thinner than \(PointFormatting.string(thickness)) pt"
        } else {
            return nil
        }
        return (Overlap(region: audited.judged, area: audited.judged.area), reason)
    }

    /// The largest part of the control covered by one view drawn after it (not inside it) that takes
    /// the touches; `covers` holds the views that take touches, so only those near the control are
    /// looked at, in drawing order, and a view covering all of it ends the search. In scrollable
    /// content, the views that scroll with the control are compared where both are drawn, and the
    /// others with the control where the content was scrolled to judge it.
    private func occlusion(of audited: AuditedView, in views: [AuditedView], covers: RectGrid) -> (Overlap, AuditedView)? {
        let content = audited.scrollRoot.map { $0..<views[$0].subtreeEnd }
        var best: (Overlap, AuditedView)?
        func search(_ rect: Rect, where included: (Int) -> Bool) {
            guard !rect.isEmpty else { return }
            covers.forEachCandidate(meeting: rect, from: audited.subtreeEnd) { index in
                guard included(index) else { return true }
                let cover = views[index]
                guard let overlap = Overlap.of(rect, inside: cover.visible, tolerance: configuration.tolerance),
                    overlap.area > (best?.0.area ?? 0)
                else { return true }
                best = (overlap, cover)
                return overlap.area < rect.area
            }
        }
        guard let content, let scrolled = audited.scrolled else {
            search(audited.judged) { _ in true }
            return best
        }
        search(audited.visible) { content.contains($0) }
        search(audited.judged) { index in
            !content.contains(index)
                && scrolled.isAlwaysCovered(by: views[index].visible, tolerance: configuration.tolerance)
        }
        return best
    }

    /// `detail`, saying how far the content was scrolled to judge the control, when it was.
    private static func withScrolling(_ detail: String?, _ offset: Point?) -> String? {
        guard let offset, offset.x != 0 || offset.y != 0 else { return detail }
        let distance = [(offset.y, "up", "down"), (offset.x, "left", "right")].compactMap { amount, negative, positive in
            amount == 0 ? nil : "\(PointFormatting.string(abs(amount))) pt \(amount < 0 ? negative : positive)"
        }
        let scrolled = "with its content scrolled \(distance.joined(separator: " and ")), as near as it comes to the safe area"
        return detail.map { "\($0); \(scrolled)" } ?? scrolled
    }
}
