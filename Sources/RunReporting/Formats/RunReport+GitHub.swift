import SafeAreaAudit

extension RunReport {
    /// GitHub Actions workflow commands that annotate the run: an error for each failing image, and
    /// one per finding group, an error when it fails the run and a warning otherwise. Findings the
    /// baseline records are left out.
    package func annotations() -> [String] {
        var lines: [String] = []
        for entry in entries {
            guard let failure = entry.imageFailure else { continue }
            let title = "Snapshot \(entry.key) \(entry.status == .recorded ? "was recorded" : "differs")"
            lines.append(Self.command("error", file: entry.source, line: nil, title: title, message: failure))
        }
        for group in auditReport.newGroups {
            let first = group.first
            let level = failOn.map { group.severity >= $0 } == true ? "error" : "warning"
            lines.append(
                Self.command(
                    level, file: first.source?.file, line: first.source?.line,
                    title: "\(group.rule.rawValue): \(first.viewName)", message: group.message))
        }
        return lines
    }

    /// A workflow command, with its properties and message escaped as the runner expects.
    private static func command(_ level: String, file: String?, line: Int?, title: String, message: String) -> String {
        let properties = [
            file.map { "file=\(escapedProperty($0))" }, line.map { "line=\($0)" }, "title=\(escapedProperty(title))",
        ]
        return "::\(level) \(properties.compactMap { $0 }.joined(separator: ","))::\(escapedData(message))"
    }

    private static func escapedData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
