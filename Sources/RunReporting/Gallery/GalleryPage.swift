import Foundation
import SafeAreaSupport

/// The gallery's one page, put together from the package's resources: `gallery.html` with
/// `gallery.css` and `gallery.js` inline, and the report's data in place of `REPORT_JSON`.
enum GalleryPage {
    /// The page for `report`, read from the report folder at `reportFolder`, which the page's
    /// "accept" commands name, as UTF-8.
    ///
    /// The data is put in as bytes, each placeholder of the template filled once where the template
    /// has it, so that a report of 100,000 entries costs one pass over its JSON and nothing in the
    /// data is taken for a placeholder.
    static func html(for report: RunReport, reportFolder: String) throws -> [UInt8] {
        let template = try resource("gallery.html")
            .replacingOccurrences(of: "GALLERY_STYLE", with: resource("gallery.css"))
            .replacingOccurrences(of: "GALLERY_SCRIPT", with: resource("gallery.js"))
        var page: [UInt8] = []
        var rest = Substring(template)
        for (placeholder, json) in [
            ("REPORT_FOLDER", try JSONEncoder().encode(reportFolder)), ("REPORT_JSON", try report.encoded()),
        ] {
            guard let range = rest.range(of: placeholder) else {
                throw FileError(file: "gallery.html", problem: "the gallery's page has no \(placeholder) after the one before")
            }
            page += rest[..<range.lowerBound].utf8
            appendScriptSafe(json, to: &page)
            rest = rest[range.upperBound...]
        }
        page += rest.utf8
        return page
    }

    /// Appends `json` with `<`, `>` and `&` as escapes, so no text in it can close the script element.
    private static func appendScriptSafe(_ json: Data, to page: inout [UInt8]) {
        page.reserveCapacity(page.count + json.count)
        for byte in json {
            switch byte {
            case UInt8(ascii: "&"): page += "\\u0026".utf8
            case UInt8(ascii: "<"): page += "\\u003c".utf8
            case UInt8(ascii: ">"): page += "\\u003e".utf8
            default: page.append(byte)
            }
        }
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
