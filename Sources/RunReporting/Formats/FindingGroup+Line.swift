import DeviceGeometry
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
            + (variantNote.map { " (\($0))" } ?? "") + (first.detail.map { "; \($0)" } ?? "")
    }

    /// Which variants the finding appears under when the standard one is not among them, as `only
    /// at text sizes AX3, AX5`, `only right to left`, `only in double-length` or `only under
    /// AX5+rtl, rtl`: what a team reads first when a variant reveals it.
    package var variantNote: String? {
        let variants = Set(placements.map(\.variant))
        guard !variants.contains(.standard) else { return nil }
        let names = variants.sorted().map(\.description)
        if variants.allSatisfy({ Variant(contentSize: $0.contentSize) == $0 }) {
            return "only at text size\(names.count == 1 ? "" : "s") \(names.joined(separator: ", "))"
        }
        if variants.allSatisfy({ Variant(language: $0.language) == $0 }) { return "only in \(names.joined(separator: ", "))" }
        if variants == [Variant(layoutDirection: .rightToLeft)] { return "only right to left" }
        return "only under \(names.joined(separator: ", "))"
    }
}
