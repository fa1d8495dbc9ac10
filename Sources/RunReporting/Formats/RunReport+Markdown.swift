import SafeAreaAudit
import SafeAreaSupport

extension RunReport {
    /// A Markdown summary for a CI job's page (`$GITHUB_STEP_SUMMARY`): the counts, every failed
    /// image with its diff figures, the new findings grouped across devices, and the placements
    /// skipped because the app cannot show a screen there.
    package func markdownSummary(limit: Int = 50) -> String {
        let failed = entries.filter(\.status.fails)
        let findingGroups = auditReport.newGroups
        var lines = ["## SafeAreaKit: \(entries.count) image\(entries.count == 1 ? "" : "s")", ""]
        lines.append("| matched | recorded | failed | rendered | new findings |")
        lines.append("|---:|---:|---:|---:|---:|")
        let counts = [Entry.Status.matched, .recorded, .failed, .rendered].map { status in
            entries.filter { $0.status == status }.count
        }
        lines.append("| " + (counts + [findingGroups.count]).map(String.init).joined(separator: " | ") + " |")
        if !failed.isEmpty {
            lines += ["", "### Failed images", "", "| image | difference |", "|---|---|"]
            for entry in failed.prefix(limit) {
                lines.append("| \(MarkdownText.cell(entry.key)) | \(MarkdownText.cell(Self.difference(entry))) |")
            }
            if failed.count > limit { lines += ["", "… and \(failed.count - limit) more."] }
        }
        if !findingGroups.isEmpty {
            lines += ["", "### Findings", "", "| severity | rule | screen | view | on |", "|---|---|---|---|---|"]
            for group in findingGroups.prefix(limit) {
                let cells = [
                    group.severity.rawValue, group.rule.rawValue, group.screen, group.first.viewName,
                    "\(group.placements.count) device-orientation\(group.placements.count == 1 ? "" : "s")",
                ]
                lines.append("| " + cells.map(MarkdownText.cell).joined(separator: " | ") + " |")
            }
            if findingGroups.count > limit { lines += ["", "… and \(findingGroups.count - limit) more."] }
        }
        let skippedLines = SkippedPlacements.summary(of: skipped) + assumptions
        if !skippedLines.isEmpty { lines += [""] + skippedLines.map(MarkdownText.cell) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func difference(_ entry: Entry) -> String {
        if entry.status == .recorded { return "recorded its reference" }
        guard let diff = entry.diff else { return entry.message ?? "no reference" }
        if diff.outcome == .differentSizes { return "different sizes" }
        return "\(diff.differentPixels) of \(diff.comparedPixels) pixels (\((diff.ratio * 10000).rounded() / 100) %)"
    }

}
