extension AuditReport {
    /// The report for people: one entry per group, most severe first, with the devices it was
    /// found on; coloured with ANSI escapes when `colored`.
    public func text(colored: Bool = false) -> String {
        func paint(_ text: String, _ code: String) -> String { colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        var lines: [String] = []
        for screen in screens {
            let groups = self.groups.filter { $0.screen == screen }
            let errors = groups.filter { $0.severity == .error && !$0.isBaselined }.count
            let warnings = groups.filter { $0.severity == .warning && !$0.isBaselined }.count
            lines.append(paint("\(screen): \(Self.count(errors, "error")), \(Self.count(warnings, "warning")) "
                               + "on \(placements.count) device-orientations", "1"))
            for group in groups {
                let label = group.severity == .error ? paint("error  ", "31") : paint("warning", "33")
                let first = group.first
                var heading = "  \(label) \(group.rule.rawValue): \(first.viewName)"
                if group.isBaselined { heading += paint(" (in the baseline)", "2") }
                lines.append(heading)
                lines.append("          \(group.rule.summary); up to \(Self.number(group.largestArea)) pt²"
                             + (first.detail.map { "; \($0)" } ?? ""))
                if let source = first.source { lines.append("          at \(source)") }
                lines.append("          on \(Self.list(group.placements.map(\.description)))")
            }
        }
        let baselined = groups.count - newGroups.count
        lines.append("Summary: \(Self.count(count(of: .error), "error")), \(Self.count(count(of: .warning), "warning"))"
                     + (baselined > 0 ? " (\(baselined) more in the baseline)" : "") + ".")
        return lines.joined(separator: "\n") + "\n"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Up to six items, then how many more.
    static func list(_ items: [String]) -> String {
        let shown = items.prefix(6).joined(separator: ", ")
        return items.count > 6 ? "\(shown) and \(items.count - 6) more" : shown
    }

    /// A figure with at most one decimal.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
