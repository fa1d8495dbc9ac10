import Foundation
import RunReporting
import SafeAreaSupport
import SnapshotTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// JUnit, SARIF, GitHub annotations and the step summary, all written from one report.
@Suite("CI formats of a run report")
struct CIFormatTests {
    /// Counts the elements of a well-formed XML document, or nil when it is not well-formed.
    final class ElementCounter: NSObject, XMLParserDelegate {
        var counts: [String: Int] = [:]
        var attributes: [String: [[String: String]]] = [:]

        static func count(_ xml: String) -> ElementCounter? {
            let counter = ElementCounter()
            let parser = XMLParser(data: Data(xml.utf8))
            parser.delegate = counter
            return parser.parse() ? counter : nil
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes attributeDict: [String: String] = [:]
        ) {
            counts[elementName, default: 0] += 1
            attributes[elementName, default: []].append(attributeDict)
        }
    }

    @Test func junitHasACasePerImageAndFailsTheFailedOnes() throws {
        let xml = try #require(ElementCounter.count(SampleReport.report.junit()))
        #expect(xml.counts["testcase"] == 2)
        #expect(xml.counts["failure"] == 1)
        #expect(xml.attributes["testsuites"]?.first?["failures"] == "1")
        #expect(xml.attributes["testsuite"]?.first?["name"] == "shop|<b>")
        #expect(xml.attributes["testcase"]?.map { $0["name"] } == ["iphone-16-pro.portrait", "iphone-8.portrait"])
        #expect(xml.attributes["failure"]?.first?["type"] == "snapshot")
        #expect(xml.attributes["testcase"]?.first?["time"] == "0.013")
    }

    @Test func junitFailsOnNewFindingsAtTheReportsSeverity() throws {
        var report = SampleReport.report
        report.failOn = .warning
        let xml = try #require(ElementCounter.count(report.junit()))
        #expect(xml.counts["failure"] == 2)
        #expect(xml.attributes["failure"]?.last?["type"] == "warning")
        #expect(xml.attributes["failure"]?.last?["message"] == "hit-target: more (view/more)", "rules by their ids")
        report.failOn = nil
        #expect(ElementCounter.count(report.junit())?.counts["failure"] == 1)
    }

    /// A name with characters XML cannot hold (an escape sequence, a null) keeps the JUnit XML
    /// well-formed: those characters are written as escapes, the others as they are.
    @Test func xmlTextKeepsTheDocumentWellFormedWhateverTheName() {
        let name = "bad\u{1B}[31m\u{0}\u{7}name\u{FFFE}<&>\n\tok é"
        let escaped = XMLText.escaped(name)
        #expect(escaped == "bad\\u{1B}[31m\\u{0}\\u{7}name\\u{FFFE}&lt;&amp;&gt;\n\tok é")
        #expect(ElementCounter.count("<a b=\"\(escaped)\">\(escaped)</a>") != nil)
    }

    /// A name in a Markdown table or list cannot end its cell, start a line or reach the reader
    /// as a control character.
    @Test func markdownTextKeepsANameInItsCell() {
        #expect(MarkdownText.cell("a|b\nc<d>&\u{1B}[2J é") == "a\\|b c&lt;d&gt;&amp;\\u{1B}[2J é")
    }

    @Test func sarifHasAResultPerFindingGroupAndKnowsTheBaseline() throws {
        let text = try SampleReport.report.auditReport.sarif()
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 3)
        #expect(results.compactMap { $0["baselineState"] as? String }.sorted() == ["new", "new", "unchanged"])
        let region =
            (((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
            as? [String: Any])?["startLine"] as? Int
        #expect(region == 12)
    }

    @Test func annotationsMarkFailuresAsErrorsAndEscapeTheirText() {
        let lines = SampleReport.report.annotations()
        #expect(
            lines == [
                "::error file=Screens/shop.yaml,title=Snapshot shop|<b>/iphone-16-pro.portrait differs::"
                    + "iphone-16-pro.portrait: 16 of 600 pixels differ,%0Asee the strip",
                "::error file=Screens/shop.yaml,line=12,title=sensor-housing%3A buy (view/buy)::"
                    + "buy (view/buy) overlaps the notch or Dynamic Island on iphone-16-pro.portrait",
                "::warning file=Screens/shop.yaml,line=12,title=hit-target%3A more (view/more)::"
                    + "more (view/more) is too small a target for a finger on iphone-8.portrait",
            ])
    }

    @Test func theSummaryCountsAndListsWithTableCellsEscaped() {
        let summary = SampleReport.report.markdownSummary()
        #expect(
            summary.contains(
                "| matched | recorded | failed | rendered | new findings |\n|---:|---:|---:|---:|---:|\n| 1 | 0 | 1 | 0 | 2 |"))
        #expect(summary.contains("| shop\\|&lt;b&gt;/iphone-16-pro.portrait | 16 of 600 pixels (2.67 %) |"))
        #expect(summary.contains("| error | sensor-housing | shop\\|&lt;b&gt; | buy (view/buy) | 1 device-orientation |"))
    }

    @Test func gitHubActionsGetsAnnotationsAndTheSummaryOnlyWhenAsked() throws {
        var printed: [String] = []
        try GitHubActions.publish(SampleReport.report, environment: [:]) { printed.append($0) }
        #expect(printed.isEmpty)
        let summary = try ScratchFolder.file("summary", pathExtension: "md")
        try Data("earlier step\n".utf8).write(to: summary)
        try GitHubActions.publish(
            SampleReport.report, environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path]
        ) {
            printed.append($0)
        }
        #expect(printed == SampleReport.report.annotations())
        let written = try String(contentsOf: summary, encoding: .utf8)
        #expect(written == "earlier step\n" + SampleReport.report.markdownSummary())
    }
}

extension CIFormatTests {
    /// An entry whose check wrote its reference fails the run in every format, as the assertions
    /// and `safearea verify` fail.
    @Test func aRecordedReferenceFailsInEveryFormat() throws {
        var report = SampleReport.report
        report.entries[1].status = .recorded
        #expect(report.fails(report.entries[1]))
        let xml = try #require(ElementCounter.count(report.junit()))
        #expect(xml.attributes["failure"]?.last?["message"] == "the check wrote the reference; run again to check against it")
        #expect(
            report.annotations().contains {
                $0.hasPrefix("::error file=Screens/shop.yaml,title=Snapshot shop|<b>/iphone-8.portrait was recorded::")
            })
        #expect(report.markdownSummary().contains("| shop\\|&lt;b&gt;/iphone-8.portrait | recorded its reference |"))
    }
}
