import SafeAreaAudit

extension FindingGroup {
    /// The group in one line, as every format that lists findings one a line writes it:
    /// `error sensor-housing: buy (view/buy) overlaps the notch or Dynamic Island on
    /// iphone-14-pro.portrait, iphone-15.portrait; covered by view/bar (Screens/shop.yaml:12)`.
    package var line: String {
        "\(severity.rawValue) \(rule.rawValue): \(message)" + (isBaselined ? " (in the baseline)" : "")
            + (first.source.map { " (\($0.fileAndLine))" } ?? "")
    }

    /// The line without its severity, rule and source, for formats that state those apart (SARIF
    /// and GitHub's annotations): the view, what it does, where, and more about it.
    package var message: String {
        "\(first.viewName) \(rule.summary) on \(Self.list(placements.map(\.description)))"
            + (first.detail.map { "; \($0)" } ?? "")
    }

    /// Up to six items, then how many more.
    static func list(_ items: [String]) -> String {
        let shown = items.prefix(6).joined(separator: ", ")
        return items.count > 6 ? "\(shown) and \(items.count - 6) more" : shown
    }
}
