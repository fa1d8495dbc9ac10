import SafeAreaSupport

extension AuditReport {
    /// The report as JUnit XML: a suite per screen and a test case per device and orientation,
    /// failing when it has a new finding at least `failOn`; the others are listed in its output.
    public func junit(failOn: Severity) -> String {
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        var suites: [String] = []
        var totalFailures = 0
        for screen in screens {
            var cases: [String] = []
            var failures = 0
            for placement in placements {
                let groups = self.groups.filter { $0.screen == screen && $0.placements.contains(placement) }
                let failing = groups.filter { !$0.isBaselined && $0.severity >= failOn }
                var body = ""
                if !failing.isEmpty {
                    failures += 1
                    let message = failing.map { "\($0.rule.rawValue): \($0.first.viewName)" }.joined(separator: "; ")
                    body += "      <failure message=\"\(XMLText.escaped(message))\" type=\"\(failing[0].severity.rawValue)\">"
                        + XMLText.escaped(failing.map(Self.line).joined(separator: "\n")) + "</failure>\n"
                }
                let others = groups.filter { !failing.contains($0) }
                if !others.isEmpty {
                    body += "      <system-out>" + XMLText.escaped(others.map(Self.line).joined(separator: "\n")) + "</system-out>\n"
                }
                let name = XMLText.escaped(placement.description)
                cases.append(body.isEmpty
                    ? "    <testcase classname=\"\(XMLText.escaped(screen))\" name=\"\(name)\"/>\n"
                    : "    <testcase classname=\"\(XMLText.escaped(screen))\" name=\"\(name)\">\n\(body)    </testcase>\n")
            }
            totalFailures += failures
            suites.append("  <testsuite name=\"\(XMLText.escaped(screen))\" tests=\"\(placements.count)\" failures=\"\(failures)\">\n"
                          + cases.joined() + "  </testsuite>\n")
        }
        xml += "<testsuites name=\"safearea audit\" tests=\"\(placements.count * screens.count)\" failures=\"\(totalFailures)\">\n"
        return xml + suites.joined() + "</testsuites>\n"
    }

    private static func line(_ group: FindingGroup) -> String {
        "\(group.severity.rawValue) \(group.rule.rawValue): \(group.first.viewName) \(group.rule.summary)"
            + (group.first.source.map { " (\($0))" } ?? "")
    }
}
