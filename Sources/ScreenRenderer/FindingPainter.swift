import DeviceGeometry
import OrderedCollections
import Rasterizer
import SafeAreaAudit

/// Draws audit findings over a rendered screen, so that a reviewer sees each problem without
/// reading the text: the part that breaks a rule filled, the control outlined, and a label with
/// the rule ids. Errors are red, warnings orange.
enum FindingPainter {
    static func draw(_ findings: [Finding], within bounds: Rect, on canvas: inout Canvas) {
        let byView = OrderedDictionary(grouping: findings, by: \.viewPath).values
        for finding in byView.joined() { canvas.fill(finding.region, with: .solid(color(finding.severity).withAlpha(90))) }
        var tags: [Rect] = []
        for findings in byView {
            let worst = findings.map(\.severity).max()!
            canvas.stroke(findings[0].frame, width: 2, with: .solid(color(worst)))
            tags.append(drawLegend(findings, worst: worst, avoiding: tags, within: bounds, on: &canvas))
        }
    }

    private static func color(_ severity: Severity) -> Color {
        severity == .error ? Palette.findingError : Palette.findingWarning
    }

    /// The rule ids on a tag below the control, or above it when it sits at the bottom, moved
    /// clear of the tags already drawn; returns where the tag went.
    private static func drawLegend(
        _ findings: [Finding], worst: Severity, avoiding others: [Rect], within bounds: Rect,
        on canvas: inout Canvas
    ) -> Rect {
        let rules = OrderedSet(findings.map(\.rule))
        let text = rules.map(\.rawValue).joined(separator: ", ")
        let style = TextStyle(fontSize: 10, color: .white, alignment: .left, isBold: true)
        let size = canvas.measure(text, style: style)
        let frame = findings[0].frame
        let width = size.width + 8, height = size.height + 6
        let below = frame.maxY + 2 + height <= bounds.maxY
        let x = min(max(frame.minX, 0), max(bounds.maxX - width, 0))
        var tag = Rect(x: x, y: below ? frame.maxY + 2 : max(frame.minY - 2 - height, 0), width: width, height: height)
        while let blocker = others.first(where: { $0.intersects(tag) }) {
            tag.origin.y = below ? blocker.maxY + 1 : blocker.minY - 1 - height
        }
        canvas.fill(RoundedRect(rect: tag, cornerRadius: 3), with: .solid(color(worst)))
        canvas.draw(text, in: tag.insetBy(dx: 4, dy: 3), style: style)
        return tag
    }
}
