@_spi(Internals) import DeviceGeometry
import OrderedCollections
@_spi(Internals) import Rasterizer
@_spi(Internals) import SafeAreaAudit
import Typography

/// Draws audit findings over a rendered screen, so that a reviewer sees each problem without
/// reading the text: the part that breaks a rule filled, the control outlined, and a label with
/// the rule ids. Errors are red, warnings orange.
///
/// Every fill and outline is drawn before any tag, so that no outline crosses a tag. A tag sits
/// beside its control (below, above, to the right or to the left, the first place free of the
/// flagged controls and of the tags drawn before it), always wholly inside the image, and its text grows with the screen, so that
/// it reads the same on an iPad as on a phone.
enum FindingPainter {
    static func draw(_ findings: [Finding], within bounds: Rect, on canvas: inout Canvas) {
        let byView = Array(OrderedDictionary(grouping: findings, by: \.viewPath).values)
        for finding in byView.joined() { canvas.fill(finding.region, with: .solid(color(finding.severity).withAlpha(90))) }
        for findings in byView {
            canvas.stroke(findings[0].frame, width: 2, with: .solid(color(worst(of: findings))))
        }
        let style = TextStyle(font: SystemFont(size: fontSize(for: bounds), weight: .semibold), color: .white, maximumLines: 1)
        // Tags keep clear of every flagged control, not only their own, so that no tag hides a
        // control another tag points at.
        var tags = PlacedTags(bounds: bounds)
        for findings in byView { tags.insert(findings[0].frame) }
        for findings in byView {
            drawTag(findings, style: style, avoiding: &tags, within: bounds, on: &canvas)
        }
    }

    /// The tags' text size: 10 pt on a phone, a sixtieth of the screen's width on wider screens.
    static func fontSize(for bounds: Rect) -> Double {
        max(10, (bounds.width / 60).rounded())
    }

    private static func worst(of findings: [Finding]) -> Severity {
        findings.map(\.severity).max()!
    }

    private static func color(_ severity: Severity) -> Color {
        severity == .error ? Palette.findingError : Palette.findingWarning
    }

    /// The rule ids on a tag beside the control, clear of the tags in `others` where it can be,
    /// inside `bounds`; a tag placed clear of them joins them.
    private static func drawTag(
        _ findings: [Finding], style: TextStyle, avoiding others: inout PlacedTags, within bounds: Rect,
        on canvas: inout Canvas
    ) {
        let text = OrderedSet(findings.map(\.rule)).map(\.rawValue).joined(separator: ", ")
        let size = canvas.measure(text, style: style)
        let padding = style.font.size * 0.4
        let width = min(size.width + 2 * padding, bounds.width), height = size.height + 2 * padding * 0.75
        let (tag, isClear) = placement(
            beside: findings[0].frame, size: Size(width: width, height: height), avoiding: others, within: bounds)
        if isClear { others.insert(tag) }
        let frame = findings[0].frame
        if !tag.intersects(frame.insetBy(dx: -3, dy: -3)) {
            // A tag moved away from its control points back at it.
            var leader = Path()
            leader.move(to: Point(x: min(max(frame.midX, tag.minX), tag.maxX), y: tag.midY))
            leader.line(
                to: Point(x: min(max(tag.midX, frame.minX), frame.maxX), y: tag.midY < frame.midY ? frame.minY : frame.maxY))
            canvas.stroke(leader, width: 1, with: .solid(color(worst(of: findings))))
        }
        canvas.fill(RoundedRect(rect: tag, cornerRadius: padding), with: .solid(color(worst(of: findings))))
        canvas.draw(text, in: tag.insetBy(dx: padding, dy: padding * 0.75), style: style)
    }

    /// Where a tag of `size` goes beside `frame`: the first of below, above, right and left that,
    /// moved inside `bounds`, neither covers the control nor meets what `others` holds (flagged
    /// controls and tags); else the nearest such place further up or down the control's column;
    /// else below, moved down past what it meets, at most ``maximumMoves`` times and as far as
    /// `bounds` allows. `isClear` says whether the place found meets nothing.
    static func placement(
        beside frame: Rect, size: Size, avoiding others: PlacedTags, within bounds: Rect
    ) -> (tag: Rect, isClear: Bool) {
        func inside(_ rect: Rect) -> Rect {
            Rect(
                x: min(max(rect.minX, bounds.minX), bounds.maxX - rect.width),
                y: min(max(rect.minY, bounds.minY), bounds.maxY - rect.height), width: rect.width, height: rect.height)
        }
        let gap = 2.0
        let candidates = [
            Rect(x: frame.minX, y: frame.maxY + gap, width: size.width, height: size.height),
            Rect(x: frame.minX, y: frame.minY - gap - size.height, width: size.width, height: size.height),
            Rect(x: frame.maxX + gap, y: frame.minY, width: size.width, height: size.height),
            Rect(x: frame.minX - gap - size.width, y: frame.minY, width: size.width, height: size.height),
        ].map(inside)
        if let free = candidates.first(where: { !$0.intersects(frame) && others.firstMeeting($0) == nil }) {
            return (free, true)
        }
        // Hemmed in beside it, the tag goes further up or down its column, the nearest place free.
        for step in 1...maximumMoves {
            let distance = Double(step) * (size.height + gap)
            for y in [frame.minY - gap - size.height - distance, frame.maxY + gap + distance] {
                for x in [frame.minX, frame.maxX - size.width] {
                    let tag = inside(Rect(x: x, y: y, width: size.width, height: size.height))
                    guard bounds.contains(Rect(x: tag.minX, y: y, width: tag.width, height: tag.height)) else { continue }
                    if !tag.intersects(frame), others.firstMeeting(tag) == nil { return (tag, true) }
                }
            }
        }
        var tag = candidates[0]
        for _ in 0..<maximumMoves {
            guard let blocker = others.firstMeeting(tag) else { return (tag, true) }
            guard blocker.maxY + 1 + tag.height <= bounds.maxY else { break }
            tag.origin.y = blocker.maxY + 1
        }
        return (tag, others.firstMeeting(tag) == nil)
    }

    /// How many tags a tag is moved down past before it settles where it is, over the others: on a
    /// screen crowded past that, tags overlap rather than cost time for every finding.
    static let maximumMoves = 32
}
