import Foundation

/// A value the source gives, as far as the reader works it out without running it: a literal, a
/// model's sample, an enum's case, what a name stands for where a view is read.
indirect enum SourceValue: Equatable {
    case string(String)
    case integer(Int)
    case double(Double)
    case bool(Bool)
    /// `nil`.
    case none
    case array([SourceValue])
    case tuple([SourceValue])
    /// A struct's or a class's instance: its type and its stored properties.
    case instance(type: String, fields: [String: SourceValue])
    /// An enum's case, with its type where the source names it.
    case enumCase(type: String?, name: String, associated: [SourceValue])
    /// A value that is there, but whose content the reader does not work out: a closure.
    case opaque

    /// The value as string interpolation writes it; nil for a value Swift writes by its type's
    /// own description, which the reader does not know.
    var interpolated: String? {
        switch self {
        case .string(let text): text
        case .integer(let number): String(number)
        case .double(let number): String(number)
        case .bool(let flag): String(flag)
        case .enumCase(_, let name, let associated) where associated.isEmpty: name
        default: nil
        }
    }

    /// The value as a number, whole or not.
    var number: Double? {
        switch self {
        case .integer(let number): Double(number)
        case .double(let number): number
        default: nil
        }
    }

    /// The elements of an array.
    var elements: [SourceValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The labels of the tuples a type such as `[(title: String, symbol: String)]` names.
    static func tupleLabels(of type: String) -> [String?]? {
        guard let open = type.firstIndex(of: "("), let close = type.lastIndex(of: ")"), open < close else { return nil }
        let parts = type[type.index(after: open)..<close].split(separator: ",")
        let labels = parts.map { part -> String? in
            let pieces = part.split(separator: ":", maxSplits: 1)
            return pieces.count == 2 ? pieces[0].trimmingCharacters(in: .whitespaces) : nil
        }
        return labels.contains { $0 != nil } ? labels : nil
    }

    /// The value with its tuples (or those of its array) given `labels`: each a value whose parts
    /// are read by label and by position (`.0`).
    func labellingTuples(_ labels: [String?]) -> SourceValue {
        switch self {
        case .array(let elements): return .array(elements.map { $0.labellingTuples(labels) })
        case .tuple(let parts):
            var fields: [String: SourceValue] = [:]
            for (index, part) in parts.enumerated() {
                fields[String(index)] = part
                if index < labels.count, let label = labels[index] { fields[label] = part }
            }
            return .instance(type: "(tuple)", fields: fields)
        default: return self
        }
    }

    /// The value a member gives: an instance's property, an array's or a string's `count`,
    /// `isEmpty`, `first` and `last`, an optional's absence passed on.
    func member(_ name: String) -> SourceValue? {
        switch (self, name) {
        case (.instance(_, let fields), _): return fields[name]
        case (.array(let elements), "count"): return .integer(elements.count)
        case (.array(let elements), "isEmpty"): return .bool(elements.isEmpty)
        case (.array(let elements), "first"): return elements.first ?? SourceValue.none
        case (.array(let elements), "last"): return elements.last ?? SourceValue.none
        case (.array(let elements), "indices"): return .array(elements.indices.map(SourceValue.integer))
        case (.string(let text), "count"): return .integer(text.count)
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        case (.string(let text), "capitalized"): return .string(text.capitalized)
        case (.tuple(let elements), _): return Int(name).flatMap { elements.indices.contains($0) ? elements[$0] : nil }
        case (.none, _): return SourceValue.none
        default: return nil
        }
    }
}
