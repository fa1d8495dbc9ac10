import Foundation

/// A value of the spec format's SwiftUI form, built from Swift source: the reader writes what a
/// preview builds as the spec a person would write, and reads it with the spec reader, so a Swift
/// file and a spec file mean the same thing by the same rules.
/// Where in which Swift file a view is written.
struct SourceLine: Equatable {
    let file: String
    let line: Int
}

indirect enum SpecValue: Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([SpecValue])
    /// An object, its keys in order, and the Swift line it stands for, where it is a view.
    case object([(key: String, value: SpecValue)], line: SourceLine?)

    static func == (lhs: SpecValue, rhs: SpecValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a, let lineA), .object(let b, let lineB)):
            lineA == lineB && a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// A view object: `view` naming its type, then `fields`, on `line`.
    static func view(_ type: String, _ fields: [(String, SpecValue)] = [], line: SourceLine?) -> SpecValue {
        .object([("view", .string(type))] + fields.map { (key: $0.0, value: $0.1) }, line: line)
    }

    /// An object of `fields`, not a view.
    static func fields(_ fields: [(String, SpecValue)]) -> SpecValue {
        .object(fields.map { (key: $0.0, value: $0.1) }, line: nil)
    }

    /// The value with `key` set to `value`: replaced where the object has it, added where not.
    func setting(_ key: String, to value: SpecValue) -> SpecValue {
        guard case .object(var fields, let line) = self else { return self }
        if let index = fields.firstIndex(where: { $0.key == key }) {
            fields[index].value = value
        } else {
            fields.append((key: key, value: value))
        }
        return .object(fields, line: line)
    }

    /// The value of `key`, where this is an object that has it.
    subscript(key: String) -> SpecValue? {
        guard case .object(let fields, _) = self else { return nil }
        return fields.first { $0.key == key }?.value
    }

    /// The value as JSON text, keys in order.
    var json: String {
        switch self {
        case .string(let text): Self.quoted(text)
        case .number(let number):
            number.isFinite && number == number.rounded() && abs(number) < 1e15
                ? String(Int64(number)) : number.isFinite ? "\(number)" : "\"infinity\""
        case .bool(let flag): flag ? "true" : "false"
        case .array(let items): "[" + items.map(\.json).joined(separator: ",") + "]"
        case .object(let fields, _): "{" + fields.map { Self.quoted($0.key) + ":" + $0.value.json }.joined(separator: ",") + "}"
        }
    }

    /// The Swift line of each view, by the JSON path the spec reader gives it (`$.swiftui.content[0]`).
    func lines(at path: String = "$") -> [String: SourceLine] {
        switch self {
        case .array(let items):
            return items.enumerated().reduce(into: [:]) { lines, item in
                lines.merge(item.element.lines(at: "\(path)[\(item.offset)]")) { first, _ in first }
            }
        case .object(let fields, let line):
            var lines: [String: SourceLine] = [:]
            if let line { lines[path] = line }
            for field in fields {
                lines.merge(field.value.lines(at: "\(path).\(field.key)")) { first, _ in first }
            }
            return lines
        default:
            return [:]
        }
    }

    private static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20: quoted += String(format: "\\u%04x", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}

extension SpecValue {
    /// The containers SwiftUI allows anywhere but the spec only where a screen, a tab, a column or
    /// a sheet starts.
    static let screenContainers: Set<String> = ["NavigationStack", "NavigationSplitView", "TabView"]

    /// The value with each container that stands inside another view (an app's screen used as a
    /// part of a preview) replaced by what it holds, and the line of each replaced; `mayHold`
    /// says whether this place may be a screen's container.
    func unwrappingNestedContainers(mayHold: Bool = true, replaced: inout [SourceLine]) -> SpecValue {
        switch self {
        case .array(let items):
            return .array(items.map { $0.unwrappingNestedContainers(mayHold: mayHold, replaced: &replaced) })
        case .object(let fields, let line):
            guard case .string(let type)? = self["view"] else {
                // A modifier: a sheet's content may be a screen's container; a background's may not.
                return .object(
                    fields.map { field in
                        let holds = field.key == "sheet" || field.key == "fullScreenCover"
                        return (field.key, field.value.unwrappingSheet(holds, replaced: &replaced))
                    }, line: line)
            }
            if Self.screenContainers.contains(type), !mayHold, type == "NavigationStack",
                case .array(let content)? = self["content"], let only = content.first
            {
                if let line { replaced.append(line) }
                return only.unwrappingNestedContainers(mayHold: false, replaced: &replaced)
            }
            return .object(
                fields.map { field in
                    let holds =
                        (type == "TabView" && field.key == "content")
                        || (type == "NavigationSplitView" && ["sidebar", "content", "detail"].contains(field.key))
                        || (type == "Tab" && field.key == "content")
                    return (field.key, field.value.unwrappingNestedContainers(mayHold: holds, replaced: &replaced))
                }, line: line)
        default:
            return self
        }
    }

    /// A modifier's object, whose `content` may hold a screen's container where it is a sheet's.
    private func unwrappingSheet(_ isSheet: Bool, replaced: inout [SourceLine]) -> SpecValue {
        guard case .object(let fields, let line) = self, isSheet else {
            return unwrappingNestedContainers(mayHold: false, replaced: &replaced)
        }
        return .object(
            fields.map { ($0.key, $0.value.unwrappingNestedContainers(mayHold: $0.key == "content", replaced: &replaced)) },
            line: line)
    }
}
