@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import SafeAreaSupport

/// Runs the rules over one resolved screen and its device mask.
///
/// Every interactive control is checked: the control kinds, bar items and views marked tappable,
/// shown and enabled, whose ancestors take touches (`ResolvedView.isInteractive`). A control is
/// judged by the part of it that its clipping ancestors leave visible, against the exact shapes of
/// the mask.
package struct SafeAreaAuditor: Sendable {
    /// The rules, severities, tolerance and suppressions.
    package var configuration: AuditConfiguration
    /// How much deeper than ``grazeDepth`` a region must reach into a control to hide some of it:
    /// the margin of an estimated region, when judging whether a finding rests on the estimate.
    var grazeAllowance = 0.0

    /// Creates an auditor.
    package init(configuration: AuditConfiguration = AuditConfiguration()) {
        self.configuration = configuration
    }

    /// The findings on `screen` drawn on `mask`, in drawing order, then rule order.
    package func findings(in screen: ResolvedScreen, mask: DeviceMask) -> [Finding] {
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
                        accessibilityIdentifier: view.attributes.accessibilityIdentifier, text: view.attributes.describingText,
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
                accessibilityIdentifier: view.attributes.accessibilityIdentifier, text: view.attributes.describingText,
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
        // Each rule's region is worked out only when the rule applies to the control.
        func check(_ rule: AuditRule, _ finding: @autoclosure () -> (Overlap, String?)?) {
            // A component's place on a screen is not known, nor where code brings a parked view:
            // only the rules about the control itself apply.
            guard configuration.severity(of: rule) != nil, !screen.isComponent || rule.isPositionIndependent,
                !audited.isParked || rule == .hitTarget, let (overlap, detail) = finding()
            else { return }
            results.append((rule, overlap, detail))
        }
        func hazard(_ rule: AuditRule) {
            check(rule, self.hazard(rule, at: rect, of: audited, screen: screen, mask: mask, shapes: shapes))
        }
        // A tab bar controller lays its bar over the home indicator's band by design (iOS 26's
        // platter reaches 9 pt into it), and its sidebar down beside it, so their items are not
        // judged against the indicator.
        let inTabBar =
            audited.isSystemBarItem
            && screen.bars.contains { [.tabBar, .sidebar].contains($0.kind) && $0.frame.contains(audited.view.frame) }
        let hazards: [AuditRule] = [.sensorHousing, .displayCorner] + (inTabBar ? [] : [.homeIndicator]) + [.statusBar]
        hazards.forEach(hazard)
        if !audited.isSystemBarItem {
            check(.outsideSafeArea, Overlap.of(rect, outside: audited.controllerSafeArea, tolerance: tolerance).map { ($0, nil) })
        }
        check(.offscreen, Overlap.of(rect, outside: mask.bounds, tolerance: tolerance).map { ($0, nil) })
        check(
            .hitTarget,
            hitTargetShortfall(of: audited).map { shortfall, reason in
                (shortfall, "\(PointFormatting.string(rect.width)) × \(PointFormatting.string(rect.height)) pt, \(reason)")
            })
        if screen.isInDrawingOrder {
            // A cover over no more than the control's outer points takes none of the touches aimed at it,
            // nor one over a part of a large control (a tap zone behind a screen's buttons) that
            // leaves its middle and most of it.
            check(
                .occluded,
                occlusion(of: audited, in: views, covers: covers).flatMap { overlap, cover in
                    grazes(overlap, rect) || leavesMostOf(rect, overlap) ? nil : (overlap, "covered by \(cover.view.path)")
                })
        }
        [.verticalBars, .occlusionRegion, .divisionRegion].forEach(hazard)
        return withoutRestatements(withoutEscapableHazards(results, of: audited, screen: screen, mask: mask, shapes: shapes))
    }

    /// Whether `overlap` covers a part of a control at `rect` at least two hit targets long each
    /// way that leaves its middle, where people aim, and more than half of it uncovered.
    private func leavesMostOf(_ rect: Rect, _ overlap: Overlap) -> Bool {
        let large = 2 * configuration.minimumHitTarget
        return rect.width >= large && rect.height >= large && overlap.area <= rect.area / 2
            && !overlap.region.contains(Point(x: rect.midX, y: rect.midY))
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
