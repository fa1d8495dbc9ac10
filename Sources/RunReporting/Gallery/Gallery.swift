import Foundation
import SafeAreaSupport

/// A static review site for a run report: one page, no server, no network, working from `file://`.
///
/// The report's data goes into the page as JSON inside a `<script type="application/json">`
/// element, with `<`, `>` and `&` escaped, and the page builds every element with `textContent`,
/// so a screen named `<script>` stays text.
package enum Gallery {
    /// Writes the site for the report in `report` into `site`, copying the images it shows, and
    /// returns how many entries it has.
    package static func build(from report: RunReportFolder, into site: URL) throws -> Int {
        let runReport = try report.read()
        try write(runReport, images: report, into: site)
        return runReport.entries.count
    }

    /// Writes the site for `report`, whose images are in `images`, into `site`: the page, and
    /// unless the site is the report's own folder, the images it shows, each drawing once.
    package static func write(_ report: RunReport, images: RunReportFolder, into site: URL) throws {
        var shown = report
        if images.url.standardizedFileURL.resolvingSymlinksInPath() != site.standardizedFileURL.resolvingSymlinksInPath() {
            var copier = GalleryImages(from: images, into: site)
            shown = try copier.copy(report)
        }
        try AtomicFile.write(
            GalleryPage.html(for: shown, reportFolder: images.url.path),
            to: site.appendingPathComponent("index.html"), within: site)
    }
}
