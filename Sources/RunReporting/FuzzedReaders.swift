import Foundation
import SafeAreaSupport

/// The reader of run reports, which no public symbol reaches, for the fuzz targets in `Fuzz/`, a
/// package of their own that reaches public and `Internals` symbols only. Not API.
@_spi(Internals) public enum FuzzedRunReports {
    /// Reads the report in `folder` as `gallery`, `merge-reports` and `snapshots accept` do, and
    /// writes every format made from it in memory: the page, JUnit, SARIF, the step summary and
    /// the annotations, and the report joined with itself as a second shard would be.
    public static func read(_ folder: URL) throws {
        let report = try RunReportFolder(url: folder).read()
        _ = try GalleryPage.html(for: report, reportFolder: folder.path)
        _ = report.junit()
        _ = try report.auditReport.sarif()
        _ = report.markdownSummary()
        _ = report.annotations()
        _ = try RunReport.merging([.init(name: "a", report: report), .init(name: "b", report: report)])
    }
}
