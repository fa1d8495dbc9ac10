import Foundation

/// A static review site for a run report: one page, no server, no network, working from `file://`.
///
/// The report's data goes into the page as JSON inside a `<script type="application/json">`
/// element, with `<`, `>` and `&` escaped, and the page builds every element with `textContent`,
/// so a screen named `<script>` stays text.
public enum Gallery {
    /// Writes the site for the report at `report` (its `report.json` or its folder) into `site`.
    public static func build(from report: URL, into site: URL) throws -> Int {
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: report.path, isDirectory: &isFolder)
        let folder = isFolder.boolValue ? report : report.deletingLastPathComponent()
        let file = isFolder.boolValue ? report.appendingPathComponent("report.json") : report
        let runReport = try RunReport(decoding: Data(contentsOf: file))
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        for entry in runReport.entries {
            let images = entry.images
            for path in [images.reference, images.actual, images.diff, images.strip, images.thumbnail].compactMap({ $0 }) {
                let source = folder.appendingPathComponent(path), target = site.appendingPathComponent(path)
                guard source.standardizedFileURL != target.standardizedFileURL else { continue }
                try AtomicFile.write(Array(Data(contentsOf: source)), to: target)
            }
        }
        try AtomicFile.write(Array(page(for: runReport).utf8), to: site.appendingPathComponent("index.html"))
        return runReport.entries.count
    }

    /// The page for `report`.
    static func page(for report: RunReport) throws -> String {
        let json = String(decoding: try report.encoded(), as: UTF8.self)
            .replacingOccurrences(of: "&", with: "\\u0026")
            .replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
        return GalleryPage.template.replacingOccurrences(of: "REPORT_JSON", with: json)
    }
}
