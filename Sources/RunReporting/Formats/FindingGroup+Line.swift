import SafeAreaAudit
import SafeAreaSupport

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
        "\(first.viewName) \(rule.summary) on \(Wording.list(placements.map(\.description), showing: 6))"
            + (first.detail.map { "; \($0)" } ?? "")
    }
}
