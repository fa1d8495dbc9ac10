import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

/// A team's translations, read from its strings files: `.strings` tables in `<language>.lproj`
/// folders (`de.lproj/Localizable.strings`, or the `Main.strings` Interface Builder writes, keyed
/// by object id and property) and String Catalogs (`Localizable.xcstrings`), which hold every
/// language. A folder is searched for both, below it.
package enum StringsFiles {
    /// The translations of the files and folders at `paths`, relative to `base`; the last file
    /// wins where two translate the same key.
    package static func read(_ paths: [String], relativeTo base: URL? = nil) throws(FileError) -> LocalizedStrings {
        var tables: [String: [String: String]] = [:]
        for path in paths {
            let url = base.map { URL(fileURLWithPath: path, relativeTo: $0) } ?? URL(fileURLWithPath: path)
            for (file, display) in try files(at: url, displayPath: path) {
                for (language, table) in try read(file, displayPath: display) {
                    tables[language, default: [:]].merge(table) { _, new in new }
                }
            }
        }
        return LocalizedStrings(tables: tables)
    }

    /// The first language code, in order, that `variants` show and `strings` (nil: no files) hold
    /// no table for; nil when they translate into every one.
    package static func untranslatedLanguage(in variants: [Variant], by strings: LocalizedStrings?) -> String? {
        Set(variants.map(\.language)).sorted().lazy.compactMap { language -> String? in
            guard case .localized(let code) = language, strings?.tables[code] == nil else { return nil }
            return code
        }.first
    }

    /// The strings files at `url`: the file, or those below the folder, in path order.
    private static func files(at url: URL, displayPath: String) throws(FileError) -> [(URL, String)] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw FileError(file: displayPath, problem: "no such file or folder", kind: .unreadable)
        }
        guard isFolder.boolValue else { return [(url, displayPath)] }
        let found =
            (FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])?
            .compactMap { $0 as? URL } ?? [])
            .filter {
                $0.pathExtension == "xcstrings"
                    || ($0.pathExtension == "strings" && $0.deletingLastPathComponent().pathExtension == "lproj")
            }
            .sorted { $0.path < $1.path }
        guard !found.isEmpty else {
            throw FileError(
                file: displayPath, problem: "holds no strings files (.xcstrings, or .strings in a <language>.lproj folder)",
                kind: .invalid)
        }
        return found.map { ($0, displayPath + "/" + $0.path.dropFirst(url.path.count + 1)) }
    }

    /// The tables of one file, by language.
    private static func read(_ url: URL, displayPath: String) throws(FileError) -> [String: [String: String]] {
        let data = try StrictDecoder.contents(of: url, file: displayPath)
        switch url.pathExtension {
        case "xcstrings":
            return try StrictDecoder.decode(StringCatalog.self, from: data, syntax: .json, file: displayPath).tables
        case "strings":
            let folder = url.deletingLastPathComponent()
            guard folder.pathExtension == "lproj" else {
                throw FileError(
                    file: displayPath,
                    problem: "a .strings file names its language by its folder, as de.lproj/Localizable.strings", kind: .invalid)
            }
            return [folder.deletingPathExtension().lastPathComponent: try table(data, displayPath: displayPath)]
        default:
            throw FileError(file: displayPath, problem: "not a strings file: use .strings or .xcstrings", kind: .invalid)
        }
    }

    /// Why Foundation's reader refused a table: its first complaint is about XML, so the old-style
    /// reader's, which Linux's Foundation nests as an unbridged CFError, is the cause
    /// (`Code=3840 "Missing ';' on line 2"`).
    private static func oldStyleReason(_ error: any Error) -> String {
        let info = (error as NSError).userInfo
        if let nested = info["kCFPropertyListOldStyleParsingError"] {
            let text = String(describing: nested)
            if let open = text.range(of: "\""), let close = text[open.upperBound...].range(of: "\"") {
                return String(text[open.upperBound..<close.lowerBound])
            }
        }
        return info["NSDebugDescription"] as? String ?? "\(error)"
    }

    /// A `.strings` table: Foundation's reader of old-style property lists, in UTF-8 or UTF-16.
    private static func table(_ data: Data, displayPath: String) throws(FileError) -> [String: String] {
        let value: Any
        do {
            value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw FileError(file: displayPath, problem: "not a strings table: \(oldStyleReason(error))", kind: .malformed)
        }
        guard let entries = value as? [String: String] else {
            throw FileError(
                file: displayPath, problem: "not a strings table: its entries must be \"key\" = \"value\";", kind: .malformed)
        }
        return entries
    }
}

/// A String Catalog (`.xcstrings`): for each key, its localizations by language, each a string
/// unit or, for plurals and devices, variations whose `other` (else first) unit stands for it.
private struct StringCatalog: Decodable {
    let tables: [String: [String: String]]

    private struct Entry: Decodable {
        let localizations: [String: Localization]?
    }

    private struct Localization: Decodable {
        let stringUnit: StringUnit?
        let variations: [String: [String: Localization]]?

        /// The text that stands for the localization.
        var value: String? {
            if let value = stringUnit?.value { return value }
            for (_, cases) in (variations ?? [:]).sorted(by: { $0.key < $1.key }) {
                if let other = cases["other"]?.value ?? cases.sorted(by: { $0.key < $1.key }).lazy.compactMap(\.value.value).first
                {
                    return other
                }
            }
            return nil
        }
    }

    private struct StringUnit: Decodable {
        let value: String
    }

    private enum Key: String, CodingKey { case strings }

    init(from decoder: any Decoder) throws {
        let entries = try decoder.container(keyedBy: Key.self).decode([String: Entry].self, forKey: .strings)
        var tables: [String: [String: String]] = [:]
        for (key, entry) in entries {
            for (language, localization) in entry.localizations ?? [:] {
                if let value = localization.value { tables[language, default: [:]][key] = value }
            }
        }
        self.tables = tables
    }
}
