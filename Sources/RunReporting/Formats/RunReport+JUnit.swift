import OrderedCollections
import SafeAreaAudit
import SafeAreaSupport

extension RunReport {
    /// The report as JUnit XML: a suite per screen and a test case per device and orientation,
    /// failing when its image failed its check or it has a new finding at least ``failOn``; other
    /// findings are listed in its output. A placement the app cannot show the screen on is a
    /// skipped test case that says why.
    package func junit() -> String {
        let entriesByScreen = Dictionary(grouping: entries, by: \.screen)
        let skippedByScreen = Dictionary(grouping: skipped, by: \.screen)
        let screens = OrderedSet(entries.map(\.screen))
        var suites = "", failures = 0
        for screen in screens {
            let suite = junitSuite(of: screen, entriesByScreen[screen]!, skipped: skippedByScreen[screen] ?? [])
            suites += suite.text
            failures += suite.failures
        }
        return junitHeader(tests: entries.count, failures: failures) + suites + junitEnding(after: Set(screens))
    }

    /// The test suite of `screen`, whose entries are `entries` and whose placements skipped are
    /// `skipped`, and how many of its cases fail.
    func junitSuite(of screen: String, _ entries: [Entry], skipped: [SkippedPlacements]) -> (text: String, failures: Int) {
        let skippedCases = skipped.flatMap { group in
            group.placements.map { placement in
                "    <testcase classname=\"\(XMLText.escaped(screen))\" name=\"\(XMLText.escaped(placement.description))\" "
                    + "time=\"0\">\n      <skipped message=\"\(XMLText.escaped(group.reason))\"/>\n    </testcase>\n"
            }
        }
        let failures = entries.filter(fails).count
        let seconds = entries.reduce(0) { $0 + $1.milliseconds } / 1000
        let text =
            "  <testsuite name=\"\(XMLText.escaped(screen))\" tests=\"\(entries.count + skippedCases.count)\" "
            + "failures=\"\(failures)\" skipped=\"\(skippedCases.count)\" time=\"\(Self.seconds(seconds))\">\n"
            + entries.map(testCase).joined() + skippedCases.joined() + "  </testsuite>\n"
        return (text, failures)
    }

    /// The XML declaration and the opening tag, which counts `tests` entries (the skipped
    /// placements besides) and `failures` failing cases.
    func junitHeader(tests: Int, failures: Int) -> String {
        let skippedCount = skipped.reduce(0) { $0 + $1.placements.count }
        return #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + "<testsuites name=\"\(XMLText.escaped(tool))\" tests=\"\(tests + skippedCount)\" "
            + "failures=\"\(failures)\" skipped=\"\(skippedCount)\">\n"
    }

    /// What follows the suites of `screens`: the suites of the screens only skipped, and the
    /// closing tag.
    func junitEnding(after screens: Set<String>) -> String {
        OrderedDictionary(grouping: skipped, by: \.screen).filter { !screens.contains($0.key) }
            .map { junitSuite(of: $0.key, [], skipped: $0.value).text }.joined() + "</testsuites>\n"
    }

    private func testCase(_ entry: Entry) -> String {
        let failing = failingFindings(of: entry)
        var body = ""
        if fails(entry) {
            let imageFailure = entry.imageFailure
            let message = imageFailure ?? failing.map { "\($0.rule.rawValue): \($0.viewName)" }.joined(separator: "; ")
            let type = imageFailure == nil ? failing[0].severity.rawValue : "snapshot"
            let text = ([imageFailure].compactMap { $0 } + failing.map { line($0) }).joined(separator: "\n")
            body += "      <failure message=\"\(XMLText.escaped(message))\" type=\"\(type)\">\(XMLText.escaped(text))</failure>\n"
        }
        let notes = entry.findings.filter { !failing.contains($0) }.map { line($0) }
        if !notes.isEmpty {
            body += "      <system-out>\(XMLText.escaped(notes.joined(separator: "\n")))</system-out>\n"
        }
        let opening =
            "    <testcase classname=\"\(XMLText.escaped(entry.screen))\" "
            + "name=\"\(XMLText.escaped(entry.placement.description))\" time=\"\(Self.seconds(entry.milliseconds / 1000))\""
        return body.isEmpty ? opening + "/>\n" : opening + ">\n" + body + "    </testcase>\n"
    }

    private func line(_ finding: Finding) -> String {
        FindingGroup(occurrences: [finding], isBaselined: finding.isBaselined).line
    }

    private static func seconds(_ value: Double) -> String {
        String((value * 1000).rounded() / 1000)
    }
}
