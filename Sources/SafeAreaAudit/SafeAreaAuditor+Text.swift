@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import SafeAreaSupport
import Typography

extension SafeAreaAuditor {
    /// The text a larger text size cuts short on `screen`, which is `document` laid out at the
    /// placement's variant: a label that ends in "…" or loses lines, or a button whose title no
    /// longer fits it, where the same view at the default size shows all of it. What is cut at
    /// every size is the design's; what only a larger size cuts is the layout's defect.
    func clippedText(
        in screen: ResolvedScreen, laidOutFrom document: ScreenDocument, under conditions: SystemConditions
    ) -> [Finding] {
        let placement = screen.placement
        guard !placement.variant.isStandard, configuration.severity(of: .textClipped) != nil else { return [] }
        let standard = LayoutResolver.resolve(
            document, on: placement.device, in: placement.orientation, variant: .standard, conditions: conditions)
        return clippedText(in: screen, comparedWith: standard)
    }

    /// The text `screen` cuts short that `standard`, the same screen on the same device and
    /// orientation under the standard variant, shows whole.
    func clippedText(in screen: ResolvedScreen, comparedWith standard: ResolvedScreen) -> [Finding] {
        let placement = screen.placement
        guard !placement.variant.isStandard, let severity = configuration.severity(of: .textClipped) else { return [] }
        let whole = Set(standard.layout.allViews.filter { Self.cut($0, on: standard.size) == nil }.map(\.path))
        return screen.layout.allViews.compactMap { view in
            guard whole.contains(view.path), let cut = Self.cut(view, on: screen.size),
                !configuration.suppresses(identifier: view.attributes.accessibilityIdentifier, path: view.path)
            else { return nil }
            return Finding(
                rule: .textClipped, severity: severity, screen: screen.name, placement: placement.id, viewPath: view.path,
                viewKind: view.attributes.kind, accessibilityIdentifier: view.attributes.accessibilityIdentifier,
                text: view.attributes.describingText, frame: view.frame, region: view.frame, area: 0,
                detail: "\(placement.variant.inWords) \(cut)",
                source: view.source)
        }
    }

    /// How a shown label or button cuts its text, in words, or nil when all of it shows: a label
    /// sets as many lines as `numberOfLines` allows and its height holds, its lines a line height
    /// and its line spacing apart, a button's title is one
    /// line inside its frame, and neither may run past the edges of a screen of `size`.
    static func cut(_ view: ResolvedView, on size: Size) -> String? {
        let attributes = view.attributes
        guard let text = attributes.text, !text.isEmpty, !attributes.isHidden, attributes.alpha >= 0.01,
            attributes.kind == .label || attributes.kind == .button
        else { return nil }
        let beyond = max(view.frame.maxX - size.width, -view.frame.minX)
        if beyond > 0.5 { return "runs \(PointFormatting.string(beyond)) pt past the screen's edge" }
        let font = attributes.font
        switch attributes.kind {
        case .label:
            let pitch = font.lineHeight + attributes.lineSpacing
            let held = max(1, 1 + Int(((view.frame.height + 0.5 - font.lineHeight) / pitch).rounded(.down)))
            let lines = attributes.numberOfLines == 0 ? held : min(attributes.numberOfLines, held)
            let layout = TextLayout(text, font: font, width: view.frame.width, maximumLines: lines)
            guard layout.isTruncated else { return nil }
            return layout.lines.count == 1
                ? "shows one line of its text, ending in \"…\"" : "shows \(layout.lines.count) lines of its text, ending in \"…\""
        case .button:
            let needed = font.width(of: text)
            guard needed > view.frame.width + 0.5 else { return nil }
            return
                "has a title \(PointFormatting.string(needed)) pt wide in a \(PointFormatting.string(view.frame.width))-pt button"
        default:
            return nil
        }
    }
}
