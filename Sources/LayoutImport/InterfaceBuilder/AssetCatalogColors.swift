import DeviceGeometry
import Foundation
import SafeAreaDecoding
import SafeAreaSupport
import Synchronization

/// The named colours of the asset catalogs beside an Interface Builder file, with their dark
/// appearance: a file keeps only the light value Xcode resolved for a `namedColor`, while the
/// catalog's `<Name>.colorset/Contents.json` has one entry per appearance.
package enum AssetCatalogColors {
    /// How many folders above the file's own are searched for `.xcassets` catalogs: a storyboard
    /// in `App/Base.lproj` finds `App/Assets.xcassets`.
    package static let levels = 3
    /// The most entries a catalog's folders are searched through.
    package static let entryLimit = 20_000

    /// The colours, by name, of the catalogs in the folder of `file` and the folders above it.
    package static func near(_ file: URL) -> [String: Color] {
        var colors: [String: Color] = [:]
        var folder = file.deletingLastPathComponent()
        for _ in 0...levels {
            let catalogs =
                ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "xcassets" }.sorted { $0.path < $1.path }
            for catalog in catalogs { colors.merge(Self.colors(in: catalog)) { first, _ in first } }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return colors
    }

    /// Each catalog's colours, by its path, read once for every file beside it in a run.
    private static let read = Mutex<[String: [String: Color]]>([:])

    /// The colour sets of one catalog, by name; a set that is not a colour Xcode writes is left
    /// out, and the file's own value stands for it. A catalog is read once per process.
    package static func colors(in catalog: URL) -> [String: Color] {
        if let known = read.withLock({ $0[catalog.path] }) { return known }
        let colors = readColors(in: catalog)
        read.withLock { $0[catalog.path] = colors }
        return colors
    }

    private static func readColors(in catalog: URL) -> [String: Color] {
        var colors: [String: Color] = [:]
        let entries = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var seen = 0
        while let entry = entries?.nextObject() as? URL, seen < entryLimit {
            seen += 1
            guard entry.pathExtension == "colorset",
                let data = try? BoundedFile.read(entry.appendingPathComponent("Contents.json"), atMost: 1 << 20),
                let color = color(fromContents: data)
            else { continue }
            let name = entry.deletingPathExtension().lastPathComponent
            if colors[name] == nil { colors[name] = color }
        }
        return colors
    }

    /// A colour set's colour: its entry for any appearance, with its dark entry's value when it
    /// has one.
    package static func color(fromContents data: Data) -> Color? {
        guard let set = try? JSONDecoder().decode(ColorSet.self, from: data) else { return nil }
        let universal = set.colors.filter { $0.idiom == nil || $0.idiom == "universal" || $0.idiom == "iphone" }
        guard let light = universal.first(where: { $0.appearance == nil })?.color.value else { return nil }
        guard let dark = universal.first(where: { $0.appearance == "dark" })?.color.value else { return light }
        return Color(light: light, dark: dark)
    }

    private struct ColorSet: Decodable {
        let colors: [Entry]
    }

    private struct Entry: Decodable {
        let idiom: String?
        let appearances: [Appearance]?
        let color: Value

        /// The luminosity the entry is for: nil for any, `dark`, or `light`.
        var appearance: String? { appearances?.first { $0.appearance == "luminosity" }?.value }
    }

    private struct Appearance: Decodable {
        let appearance: String
        let value: String
    }

    private struct Value: Decodable {
        let components: [String: String]?

        /// The colour its components give: `red`, `green`, `blue` or `white`, and `alpha`, each
        /// as Xcode writes them (`0.200`, `0x33`, `51`).
        var value: Color? {
            guard let components else { return nil }
            func channel(_ name: String) -> UInt8? {
                guard let text = components[name]?.trimmingCharacters(in: .whitespaces) else { return nil }
                let unit: Double?
                if text.lowercased().hasPrefix("0x") {
                    unit = UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
                } else if text.contains(".") {
                    unit = Double(text)
                } else {
                    unit = UInt8(text).map { Double($0) / 255 }
                }
                guard let unit, unit.isFinite else { return nil }
                return UInt8((min(1, max(0, unit)) * 255).rounded())
            }
            let alpha = channel("alpha") ?? 255
            if let red = channel("red"), let green = channel("green"), let blue = channel("blue") {
                return Color(red: red, green: green, blue: blue, alpha: alpha)
            }
            return channel("white").map { Color(red: $0, green: $0, blue: $0, alpha: alpha) }
        }
    }
}
