import Foundation
import SafeAreaSupport

/// Xcode build settings, as a project file or an `.xcconfig` file sets them: a name and its value,
/// a list's items joined by spaces.
struct BuildSettings {
    private var values: [String: String] = [:]

    init() {}

    /// The settings of a configuration's `buildSettings` dictionary.
    init(values raw: [String: Any]) {
        for (key, value) in raw {
            if let text = value as? String {
                values[key] = text
            } else if let list = value as? [String] {
                values[key] = list.joined(separator: " ")
            }
        }
    }

    /// The settings of the `.xcconfig` file at `url` and the files it includes; a file that cannot
    /// be read sets nothing, as Xcode warns and builds on. Settings conditioned on an SDK or an
    /// architecture (`NAME[sdk=iphoneos*]`) are read as if unconditioned when nothing else sets them.
    init(xcconfig url: URL, depth: Int = 0) {
        guard depth < 16, let text = BoundedFile.text(of: url) else { return }
        var conditioned: [String: String] = [:]
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#include") {
                let quoted = trimmed.split(separator: "\"")
                if quoted.count >= 2 {
                    let included = url.deletingLastPathComponent().appendingPathComponent(String(quoted[1]))
                    overlay(BuildSettings(xcconfig: included, depth: depth + 1))
                }
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if let bracket = key.firstIndex(of: "[") {
                let base = String(key[..<bracket])
                if conditioned[base] == nil { conditioned[base] = value }
            } else {
                values[key] = value
            }
        }
        for (key, value) in conditioned where values[key] == nil { values[key] = value }
    }

    /// The value of `name`, or nil when nothing sets it.
    subscript(name: String) -> String? { values[name] }

    /// These settings with `other`'s on top.
    mutating func overlay(_ other: BuildSettings) {
        values.merge(other.values) { _, new in new }
    }

    /// The settings with `$(NAME)`, `${NAME}` and `$NAME` references replaced by `known` values or
    /// the settings' own, and `$(inherited)` dropped; what nothing names stays as written.
    func expanding(_ known: [String: String]) -> BuildSettings {
        var expanded = BuildSettings()
        for (key, value) in values {
            expanded.values[key] = Self.expand(value, known: known.merging(values) { given, _ in given }, depth: 0)
        }
        return expanded
    }

    private static func expand(_ text: String, known: [String: String], depth: Int) -> String {
        guard depth < 8, text.contains("$") else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            var after = rest[rest.index(after: dollar)...]
            var name: Substring
            if let open = after.first, open == "(" || open == "{" {
                let close: Character = open == "(" ? ")" : "}"
                guard let end = after.firstIndex(of: close) else {
                    result += rest[dollar...]
                    return result
                }
                name = after[after.index(after: after.startIndex)..<end]
                after = after[after.index(after: end)...]
            } else {
                let end = after.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? after.endIndex
                name = after[..<end]
                after = after[end...]
            }
            // `$(NAME:modifier)`: the modifiers change case or take parts of paths; the name's value
            // is kept as it is.
            let key = String(name.split(separator: ":").first ?? name)
            if key == "inherited" {
                result += ""
            } else if let value = known[key] {
                result += expand(value, known: known, depth: depth + 1)
            } else {
                result += rest[dollar..<after.startIndex]
            }
            rest = after
        }
        return (result + rest).trimmingCharacters(in: .whitespaces)
    }
}
