import Foundation

/// A value of the spec format's SwiftUI form, built from Swift source: the reader writes what a
/// preview builds as the spec a person would write, and reads it with the spec reader, so a Swift
/// file and a spec file mean the same thing by the same rules.
/// A key of a spec object, whatever its name.
private struct SpecKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension SpecValue: Encodable {
    /// Encodes the value as the spec's JSON: an infinite length as `infinity`, as a spec writes it.
    func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .number(let number):
            var container = encoder.singleValueContainer()
            if number.isFinite { try container.encode(number) } else { try container.encode("infinity") }
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .object(let fields, _):
            var container = encoder.container(keyedBy: SpecKey.self)
            for field in fields { try container.encode(field.value, forKey: SpecKey(stringValue: field.key)) }
        }
    }
}

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

    /// The view `part` of a `Group`, with the group's modifiers: one preview of the several a
    /// group stands for; the value itself where `part` is nil or this is no such group.
    func part(_ part: Int?) -> SpecValue {
        guard let part, self["view"] == .string("Group"), case .array(let views)? = self["content"],
            views.indices.contains(part)
        else { return self }
        return setting("content", to: .array([views[part]]))
    }

    /// The views this one stands for: a `Group`'s and a `ForEach`'s in turn (a `ForEach`'s as
    /// many times as it repeats them), each with the group's modifiers; this view itself otherwise.
    func flattened() -> [SpecValue] {
        guard case .string(let type)? = self["view"], type == "Group" || type == "ForEach",
            case .array(let content)? = self["content"]
        else { return [self] }
        var count = 1
        if type == "ForEach", case .number(let repeats)? = self["count"] { count = Int(max(0, min(repeats, 1_000))) }
        var modifiers: [SpecValue] = []
        if case .array(let given)? = self["modifiers"] { modifiers = given }
        let children = Array(repeating: content.flatMap { $0.flattened() }, count: count).flatMap { $0 }
        guard !modifiers.isEmpty else { return children }
        return children.map { child in
            var own: [SpecValue] = []
            if case .array(let given)? = child["modifiers"] { own = given }
            return child.setting("modifiers", to: .array(own + modifiers))
        }
    }

    /// A rectangle filled with the colour `fill`, framed by `frame` where given, and called `label`
    /// where given: what stands in for a view the reader cannot draw.
    static func filledRectangle(_ fill: String, frame: SpecValue? = nil, label: String? = nil, line: SourceLine?) -> SpecValue {
        let modifiers: [SpecValue] =
            [.fields([("foregroundStyle", .string(fill))])] + [frame.map { .fields([("frame", $0)]) }].compactMap { $0 }
            + [label.map { .fields([("accessibilityLabel", .string($0))]) }].compactMap { $0 }
        return .view("Rectangle", [("modifiers", .array(modifiers))], line: line)
    }

    /// The view with `modifier` applied after its own.
    func appendingModifier(_ modifier: SpecValue) -> SpecValue {
        var modifiers: [SpecValue] = []
        if case .array(let existing)? = self["modifiers"] { modifiers = existing }
        return setting("modifiers", to: .array(modifiers + [modifier]))
    }

    /// The first text a view shows: a `Text`'s, a `Label`'s or a titled button's, or the first
    /// of those it holds.
    var firstText: String? {
        for key in ["text", "title"] {
            if case .string(let text)? = self[key] { return text }
        }
        for key in ["content", "label"] {
            switch self[key] {
            case .array(let views)?:
                if let text = views.lazy.compactMap(\.firstText).first { return text }
            case let view?:
                if let text = view.firstText { return text }
            case nil:
                continue
            }
        }
        return nil
    }

    /// A section's header or footer as a view: its text in the footnote style, or its view.
    func sectionBand(_ key: String) -> SpecValue? {
        switch self[key] {
        case .string(let text)?:
            return .view(
                "Text",
                [
                    ("text", .string(text)),
                    (
                        "modifiers",
                        .array([
                            .fields([("font", .string("footnote"))]), .fields([("foregroundStyle", .string("secondaryLabel"))]),
                        ])
                    ),
                ], line: nil)
        case let view?: return view
        case nil: return nil
        }
    }

    /// The value with each `Section` placed as SwiftUI places it: in a `List` or `Form`, a section
    /// of the list, the groups around it set aside and their modifiers given to its rows;
    /// anywhere else, its header, rows and footer stacked.
    func placingSections(inList: Bool = false) -> SpecValue {
        switch self {
        case .array(let items):
            guard inList else { return .array(items.map { $0.placingSections() }) }
            // A list's groups stand for what they hold, so that its sections are the list's own.
            return .array(items.flatMap { $0.flattened() }.map { $0.placingSections(inList: true) })
        case .object(let fields, let line):
            let type = self["view"]
            let isList = type == .string("List") || type == .string("Form")
            guard type == .string("Section") else {
                return .object(
                    fields.map {
                        ($0.key, $0.key == "content" ? $0.value.placingSections(inList: isList) : $0.value.placingSections())
                    },
                    line: line)
            }
            var modifiers: [SpecValue] = []
            if case .array(let given)? = self["modifiers"] { modifiers = given }
            var rows: [SpecValue] = []
            if case .array(let content)? = self["content"] { rows = content.map { $0.placingSections() } }
            if inList {
                let moved = rows.map { row in modifiers.reduce(row) { $0.appendingModifier($1) } }
                return .object(
                    fields.filter { $0.key != "modifiers" }.map { ($0.key, $0.key == "content" ? .array(moved) : $0.value) },
                    line: line)
            }
            let stacked = [sectionBand("header")].compactMap { $0 } + rows + [sectionBand("footer")].compactMap { $0 }
            var stack: [(String, SpecValue)] = [("alignment", .string("leading")), ("content", .array(stacked))]
            if !modifiers.isEmpty { stack.append(("modifiers", .array(modifiers))) }
            return .view("VStack", stack, line: line)
        default:
            return self
        }
    }

    /// The value of `key`, where this is an object that has it.
    subscript(key: String) -> SpecValue? {
        guard case .object(let fields, _) = self else { return nil }
        return fields.first { $0.key == key }?.value
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
