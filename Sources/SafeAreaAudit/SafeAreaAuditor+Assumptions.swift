import DeviceGeometry
import LayoutEngine
import SafeAreaSupport

extension SafeAreaAuditor {
    /// How much further a control must reach for an error to stand when the region it reaches is
    /// shaped by one of the catalog's estimates: about the spread of the sources behind them.
    static let estimateMargin = 2.0

    /// The findings on `screen`, which is `document` laid out under `conditions`: a finding that
    /// appears only under an iOS version or SDK the run assumed rather than was told (another the
    /// device can run makes it go), or an error only through one of the catalog's estimates (it
    /// goes when the region is taken `estimateMargin` points smaller), is a warning whose detail
    /// says so. Without the document, only the estimates are weighed; with it, text that the
    /// placement's text size cuts short is found too (``clippedText(in:laidOutFrom:under:)``).
    package func findings(
        in screen: ResolvedScreen, mask: DeviceMask, laidOutFrom document: ScreenDocument?, under conditions: SystemConditions
    ) -> [Finding] {
        findings(in: screen, mask: mask, shapes: MaskShapes(mask), laidOutFrom: document, under: conditions)
    }

    /// The findings as ``findings(in:mask:laidOutFrom:under:)`` gives them, on the mask's prepared
    /// `shapes`; the text a larger size cuts short is judged against `standard`, the same screen
    /// at the default size, when the caller has it, else against `document` laid out again.
    func findings(
        in screen: ResolvedScreen, mask: DeviceMask, shapes: MaskShapes, laidOutFrom document: ScreenDocument?,
        under conditions: SystemConditions, standard: ResolvedScreen? = nil
    ) -> [Finding] {
        var findings = self.findings(in: screen, mask: mask, shapes: shapes)
        let clipped =
            standard.map { clippedText(in: screen, comparedWith: $0) }
            ?? document.map { clippedText(in: screen, laidOutFrom: $0, under: conditions) } ?? []
        guard let document else { return findings + clipped }
        let placement = screen.placement
        for (alternative, assumption) in findings.isEmpty ? [] : Self.alternatives(to: conditions, on: placement.device) {
            let other = LayoutResolver.resolve(
                document, on: placement.device, in: placement.orientation, variant: placement.variant, conditions: alternative)
            let otherMask = DeviceMask(device: placement.device, window: other.window, orientation: placement.orientation)
            let remaining = Set(self.findings(in: other, mask: otherMask).map(FindingKey.init))
            for index in findings.indices where !remaining.contains(FindingKey(findings[index])) {
                let note = "found only \(assumption), which this run assumed"
                guard !(findings[index].detail?.contains(note) ?? false) else { continue }
                findings[index].severity = .warning
                findings[index].detail = Self.appending(note, to: findings[index].detail)
            }
        }
        return findings + clipped
    }

    /// `findings` with each error that rests on an estimate of `device` made a warning that says so.
    func qualifiedByEstimates(
        _ findings: [Finding], in screen: ResolvedScreen, mask: DeviceMask, shapes: MaskShapes
    )
        -> [Finding]
    {
        let device = screen.placement.device, orientation = screen.placement.orientation
        let estimated = findings.indices.filter {
            findings[$0].severity == .error && !Self.estimates(behind: findings[$0].rule, of: device, in: orientation).isEmpty
        }
        guard !estimated.isEmpty else { return findings }
        var strict = self
        strict.configuration.tolerance += Self.estimateMargin
        strict.grazeAllowance = Self.estimateMargin
        let robust = Set(strict.rawFindings(in: screen, mask: mask, shapes: shapes).map(FindingKey.init))
        var findings = findings
        for index in estimated where !robust.contains(FindingKey(findings[index])) {
            let notes = Self.estimates(behind: findings[index].rule, of: device, in: orientation).map(\.note)
            findings[index].severity = .warning
            findings[index].detail = Self.appending(
                "within \(PointFormatting.string(Self.estimateMargin)) pt of a region the catalog estimates for the "
                    + "\(device.name) (\(notes.joined(separator: "; ")))", to: findings[index].detail)
        }
        return findings
    }

    /// The conditions that differ from `conditions` in one aspect the run assumed and that change
    /// `device`'s geometry, each with the words for the assumption.
    static func alternatives(to conditions: SystemConditions, on device: Device) -> [(SystemConditions, String)] {
        var alternatives: [(SystemConditions, String)] = []
        if !conditions.stated.contains(.sdk), device.verticalBars != nil || device.compatibilityWindow != nil {
            for sdk in SDK.allCases where sdk != conditions.sdk {
                var other = conditions
                other.sdk = sdk
                alternatives.append((other, "when the app is built with the \(conditions.sdk.rawValue) SDK"))
            }
        }
        if !conditions.stated.contains(.systemVersion) {
            let current = device.safeAreas.revision(for: device.systemVersion(for: conditions.systemVersion))
            for revision in device.safeAreas.revisions
            where revision != current && device.systemVersions.overlaps(revision.systemVersions) {
                var other = conditions
                other.systemVersion = revision.systemVersions.clamped(to: device.systemVersions).lowerBound
                let version =
                    "iOS \(device.systemVersion(for: conditions.systemVersion))"
                    + (conditions.systemVersion == nil ? ", the newest the \(device.name) runs" : "")
                alternatives.append((other, "under \(version)"))
            }
        }
        return alternatives
    }

    /// The estimates of `device` that shape the region `rule` judges in `orientation`.
    static func estimates(behind rule: AuditRule, of device: Device, in orientation: Orientation) -> [Estimate] {
        let fields: Set<Estimate.Field> =
            switch rule {
            case .sensorHousing: [.sensorHousing]
            case .displayCorner: [.displayCornerRadius]
            case .homeIndicator: [.homeIndicatorPortrait, .homeIndicatorLandscape, .homeIndicatorGap]
            case .statusBar: [.statusBarHeight]
            case .outsideSafeArea: orientation.isLandscape ? [.landscapeSafeArea] : [.portraitSafeArea]
            case .verticalBars: [.verticalBars]
            case .occlusionRegion, .divisionRegion: [.reservedRegions]
            case .offscreen, .hitTarget, .occluded, .conflictingConstraints, .textClipped: []
            }
        return device.estimates.filter { fields.contains($0.field) }
    }

    private static func appending(_ note: String, to detail: String?) -> String {
        detail.map { "\($0); \(note)" } ?? note
    }
}

/// What makes two findings the same across layouts of one screen: the rule and the view.
struct FindingKey: Hashable {
    let rule: AuditRule
    let viewPath: String

    init(_ finding: Finding) {
        rule = finding.rule
        viewPath = finding.viewPath
    }
}

extension SystemConditions {
    /// What a run on `devices` under these conditions assumes without being told, in words for its
    /// summary: the SDK, where a device's layout depends on it, and the iOS version, where a
    /// device's insets differ by version.
    package func assumptions(on devices: [Device]) -> [String] {
        var lines: [String] = []
        let bySDK = devices.filter { $0.verticalBars != nil || $0.compatibilityWindow != nil }
        if !stated.contains(.sdk), !bySDK.isEmpty {
            lines.append(
                "Assumed the app is built with the \(sdk.rawValue) SDK, which decides the layout on the "
                    + "\(bySDK.map(\.name).joined(separator: " and ")) (stating the SDK settles it); errors found only under it are warnings."
            )
        }
        let byVersion = devices.filter { device in
            device.safeAreas.revisions.contains { device.systemVersions.overlaps($0.systemVersions) }
        }
        if !stated.contains(.systemVersion), !byVersion.isEmpty {
            lines.append(
                "Assumed \(systemVersion.map { "iOS \($0)" } ?? "the newest iOS each device runs"), which decides the "
                    + "insets of \(Wording.count(byVersion.count, "device")) (stating the iOS version settles it); errors found only under it "
                    + "are warnings.")
        }
        return lines
    }
}
