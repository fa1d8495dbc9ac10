import Foundation
import SafeAreaDecoding
import SafeAreaSupport

/// A run report's folder: `report.json`, the images under `images/`, and the CI formats written
/// from the same report, `junit.xml` and `findings.sarif`.
package struct RunReportFolder: Sendable {
    /// The folder.
    package var url: URL

    /// The folder at `url`.
    package init(url: URL) {
        self.url = url
    }

    /// The folder of a report given as its folder or its `report.json`.
    package init(locating path: URL) {
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder)
        url = isFolder.boolValue ? path : path.deletingLastPathComponent()
    }

    /// `report.json`.
    package var reportFile: URL { url.appendingPathComponent("report.json") }

    /// Reads `report.json`, with an error naming the file when it is missing or not a report.
    package func read() throws -> RunReport {
        let data = try StrictDecoder.contents(of: reportFile, file: reportFile.path)
        try ValueLimits.results.checkBeforeParsing(json: data, file: reportFile.path)
        do {
            return try RunReport(decoding: data)
        } catch {
            throw FileError(file: reportFile.path, problem: "not a run report (\(error))", kind: .malformed)
        }
    }

    /// Writes `report.json`, `junit.xml` and `findings.sarif`, each atomically.
    package func write(_ report: RunReport) throws {
        try AtomicFile.write(Array(report.encoded()), to: reportFile, within: url)
        try AtomicFile.write(Array(report.junit().utf8), to: url.appendingPathComponent("junit.xml"), within: url)
        try AtomicFile.write(
            Array(report.auditReport.sarif().utf8),
            to: url.appendingPathComponent("findings.sarif"), within: url)
    }

    /// Copies the images `report` names from `source` into this folder, leaving those already here.
    /// Every path must stay inside both folders; one that does not is an error naming the report.
    package func copyImages(of report: RunReport, from source: RunReportFolder) throws {
        for path in report.entries.flatMap(\.images.all) {
            let from = try ContainedPath.resolve(path, under: source.url, namedIn: source.reportFile.path)
            let to = try ContainedPath.resolve(path, under: url, namedIn: source.reportFile.path)
            guard from.standardizedFileURL != to.standardizedFileURL else { continue }
            try AtomicFile.copy(from, to: to, within: url)
        }
    }
}
