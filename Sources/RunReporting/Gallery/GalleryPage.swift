import Foundation
import SafeAreaSupport

/// The gallery's one page, put together from the package's resources: `gallery.html` with
/// `gallery.css` and `gallery.js` inline, and the report's data in place of `REPORT_JSON`.
enum GalleryPage {
    /// The page for `report`, read from the report folder at `reportFolder`, which the page's
    /// "accept" commands name.
    static func html(for report: RunReport, reportFolder: String) throws -> String {
        let folder = try JSONEncoder().encode(reportFolder)
        // The data goes in last, so that nothing in it is taken for a placeholder.
        return try resource("gallery.html")
            .replacingOccurrences(of: "GALLERY_STYLE", with: resource("gallery.css"))
            .replacingOccurrences(of: "GALLERY_SCRIPT", with: resource("gallery.js"))
            .replacingOccurrences(of: "REPORT_FOLDER", with: scriptSafe(folder))
            .replacingOccurrences(of: "REPORT_JSON", with: scriptSafe(try report.encoded()))
    }

    /// JSON with `<`, `>` and `&` as escapes, so no text in it can close the script element.
    private static func scriptSafe(_ json: Data) -> String {
        String(decoding: json, as: UTF8.self)
            .replacingOccurrences(of: "&", with: "\\u0026")
            .replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
    }

    /// The text of the resource `name`.
    private static func resource(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: name)
        guard
            let file = Bundle.module.url(
                forResource: url.deletingPathExtension().lastPathComponent,
                withExtension: url.pathExtension)
        else {
            throw FileError(file: name, problem: "the gallery's page is missing from \(Bundle.module.bundlePath)")
        }
        return try String(contentsOf: file, encoding: .utf8)
    }
}
