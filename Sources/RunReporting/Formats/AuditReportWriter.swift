import OrderedCollections
import SafeAreaAudit
import SafeAreaSupport

/// An audit report written a screen at a time, as the screens are audited: the audit's text,
/// JSON or SARIF report, or JUnit XML, each the same bytes as the whole report's. A run that
/// writes its report this way holds one window of screens' findings at a time, not the app's.
package struct AuditReportWriter {
    /// The formats.
    package enum Format: Hashable, Sendable {
        /// The report for people, coloured with ANSI escapes or not.
        case text(colored: Bool)
        /// The JSON report.
        case json
        /// SARIF 2.1.0.
        case sarif
        /// JUnit XML. Its opening tag counts the failures, so its suites wait in a ``TextSpool``.
        case junit
    }

    private let format: Format
    /// The run without entries: its tool, the severity that fails, the placements it skipped and
    /// what it assumed.
    private let run: RunReport
    private let output: (String) throws -> Void
    private var summary = AuditSummary()
    private var array: StreamedJSONArray?
    private var suites: TextSpool?
    private var entryCount = 0
    private var failures = 0
    private var screens: Set<String> = []
    private let skippedByScreen: [String: [SkippedPlacements]]

    /// Whether any entry written fails the run.
    package private(set) var fails = false

    /// A writer of `run`'s report in `format`, giving each piece of text to `output` in order;
    /// `run` holds no entries yet.
    package init(_ format: Format, of run: RunReport, to output: @escaping (String) throws -> Void) throws {
        self.format = format
        self.run = run
        self.output = output
        skippedByScreen = Dictionary(grouping: run.skipped, by: \.screen)
        let opening: (array: StreamedJSONArray, head: String)? =
            switch format {
            case .json: try StreamedJSONArray.opening(AuditReport.jsonSkeleton(of: run.skipped, run.assumptions))
            case .sarif: try StreamedJSONArray.opening(AuditReport.sarifSkeleton(of: run.skipped, run.assumptions))
            case .text, .junit: nil
            }
        if let opening {
            array = opening.array
            try output(opening.head)
        }
        if format == .junit { suites = try TextSpool() }
    }

    /// Writes the part of one screen, whose entries are `entries`, in matrix order.
    package mutating func append(screen entries: [RunReport.Entry]) throws {
        guard let screen = entries.first?.screen else { return }
        fails = fails || entries.contains(where: run.fails)
        screens.insert(screen)
        entryCount += entries.count
        guard format != .junit else {
            let suite = run.junitSuite(of: screen, entries, skipped: skippedByScreen[screen] ?? [])
            try suites!.append(suite.text)
            failures += suite.failures
            return
        }
        let report = RunReport.auditReport(ofScreen: entries)
        summary.add(report)
        switch format {
        case .text(let colored): try output(report.textOfScreens(colored: colored))
        case .json: try output(array!.text(of: report.jsonGroups()))
        case .sarif: try output(array!.text(of: report.sarifResults()))
        case .junit: break
        }
    }

    /// Writes the part of each screen of `entries`, in the order of their first entries.
    package mutating func append(screensOf entries: [RunReport.Entry]) throws {
        for screen in OrderedDictionary(grouping: entries, by: \.screen).values { try append(screen: screen) }
    }

    /// Writes what comes after the last screen: the summary, the skipped placements and the
    /// assumptions, or the whole of JUnit's XML.
    package func finish() throws {
        switch format {
        case .text: try output(AuditReport.textSummary(summary, run.skipped, run.assumptions))
        case .json: try output(array!.closing(AuditReport.jsonSkeleton(of: run.skipped, run.assumptions, summary)))
        case .sarif: try output(array!.closing(AuditReport.sarifSkeleton(of: run.skipped, run.assumptions)))
        case .junit:
            try output(run.junitHeader(tests: entryCount, failures: failures))
            try suites!.readBack(output)
            try output(run.junitEnding(after: screens))
        }
    }
}
