import SafeAreaAudit
import SafeAreaSupport

extension AuditReport {
    /// The report for people: one entry per group, most severe first, with the devices it was
    /// found on; coloured with ANSI escapes when `colored`. Names read from files are escaped
    /// (``TerminalText``), so that the only escapes in the text are the colours'.
    package func text(colored: Bool = false) -> String {
        textOfScreens(colored: colored) + Self.textSummary(AuditSummary(self), skipped, assumptions)
    }

    /// The text of each screen: a line that counts its findings, then its groups.
    func textOfScreens(colored: Bool) -> String {
        func paint(_ text: String, _ code: String) -> String { colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        func safe(_ text: String) -> String { TerminalText.escaped(text) }
        var lines: [String] = []
        let groupsByScreen = Dictionary(grouping: groups, by: \.screen)
        for screen in screens {
            let groups = groupsByScreen[screen] ?? []
            let errors = groups.filter { $0.severity == .error && !$0.isBaselined }.count
            let warnings = groups.filter { $0.severity == .warning && !$0.isBaselined }.count
            lines.append(
                paint(
                    "\(safe(screen)): \(Wording.count(errors, "error")), \(Wording.count(warnings, "warning")) "
                        + "on \(placements(of: screen).matrixDescription)", "1"))
            for group in groups {
                let label = group.severity == .error ? paint("error  ", "31") : paint("warning", "33")
                let first = group.first
                var heading = "  \(label) \(group.rule.rawValue): \(safe(first.viewName))"
                if group.isBaselined { heading += paint(" (in the baseline)", "2") }
                lines.append(heading)
                lines.append(
                    "          \(group.rule.summary)"
                        + (group.largestArea > 0 ? "; up to \(Self.number(group.largestArea)) pt²" : "")
                        + (first.detail.map { "; \(safe($0))" } ?? ""))
                if let source = first.source { lines.append("          at \(safe("\(source)"))") }
                lines.append(
                    "          on \(safe(Wording.list(group.placements.map(\.description), showing: 6)))"
                        + (group.variantNote.map { "; \(safe($0))" } ?? ""))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The text's last lines: the counts of `summary`, the placements skipped and what was assumed.
    static func textSummary(_ summary: AuditSummary, _ skipped: [SkippedPlacements], _ assumptions: [String]) -> String {
        let lines =
            [
                "Summary: \(Wording.count(summary.errors, "error")), \(Wording.count(summary.warnings, "warning"))"
                    + (summary.baselined > 0 ? " (\(summary.baselined) more in the baseline)" : "") + "."
            ] + (SkippedPlacements.summary(of: skipped) + assumptions).map { TerminalText.escaped($0) }
        return lines.map { $0 + "\n" }.joined()
    }

    /// A figure with at most one decimal.
    static func number(_ value: Double) -> String {
        PointFormatting.plain((value * 10).rounded() / 10)
    }
}
