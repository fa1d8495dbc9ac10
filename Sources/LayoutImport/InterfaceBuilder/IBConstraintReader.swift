@_spi(Internals) import LayoutEngine
import SafeAreaDecoding

/// Turns the `<constraint>` elements of one controller's view tree into ``LayoutConstraint``s, by
/// the id of the view that holds each, naming items through the tree's ``IBItemTable``.
///
/// As Xcode does at build time, placeholder constraints are removed. A constraint that names
/// nothing in the tree, or that Auto Layout would refuse, is left out with a note.
struct IBConstraintReader {
    let table: IBItemTable
    let excluded: Set<String>

    /// The constraints, by the id of the view that holds them.
    func constraints(context: inout IBContext) -> [String: [LayoutConstraint]] {
        var byOwner: [String: [LayoutConstraint]] = [:]
        for (owner, element) in table.constraints {
            guard element.flag("placeholder") != true, !excluded.contains(element["id"] ?? "") else { continue }
            switch constraint(element, owner: owner) {
            case .success(var constraint):
                constraint.source = context.location(of: element)
                constraint.outlet = element["id"].flatMap { context.outlets[$0] }
                byOwner[owner, default: []].append(constraint)
            case .failure(let problem): context.note(element, "left out: \(problem.reason)")
            }
        }
        return byOwner
    }

    private struct Problem: Error {
        let reason: String
    }

    private func constraint(_ element: XMLTree, owner: String) -> Result<LayoutConstraint, Problem> {
        Result { () throws(Problem) in
            let first = try anchor(item: element["firstItem"] ?? owner, attribute: element["firstAttribute"], side: "first")
            var second: Anchor?
            if let item = element["secondItem"] {
                second = try anchor(item: item, attribute: element["secondAttribute"], side: "second")
            } else if first.attribute.dimension != .size {
                throw Problem(reason: "a \(first.attribute.rawValue) constraint needs a second item")
            }
            if let second, second.attribute.dimension != first.attribute.dimension {
                throw Problem(
                    reason: "it relates \(first.attribute.rawValue) to \(second.attribute.rawValue), which Auto Layout refuses")
            }
            return LayoutConstraint(
                first, try relation(element["relation"]), second, multiplier: try multiplier(element["multiplier"]),
                constant: try constant(element), priority: try priority(element["priority"]),
                identifier: element["identifier"])
        }
    }

    private func anchor(item id: String, attribute name: String?, side: String) throws(Problem) -> Anchor {
        guard let name else { throw Problem(reason: "the \(side) item has no attribute") }
        guard let attribute = Self.attribute(name) else {
            throw Problem(reason: "'\(name)' is not a layout attribute")
        }
        guard let item = table.item(id) else {
            throw Problem(reason: "its \(side) item '\(id)' is not a view or layout guide of this scene")
        }
        let isView = if case .view = item { true } else { false }
        if attribute.isViewOnly, !isView {
            throw Problem(reason: "the layout guide '\(id)' has no \(attribute.rawValue)")
        }
        return Anchor(item, attribute)
    }

    /// The model's attribute for an Interface Builder attribute name; `baseline` is the last one.
    static func attribute(_ name: String) -> LayoutAttribute? {
        name == "baseline" ? .lastBaseline : LayoutAttribute(rawValue: name)
    }

    private func relation(_ text: String?) throws(Problem) -> LayoutRelation {
        guard let text else { return .equal }
        guard let relation = LayoutRelation(rawValue: text) else {
            throw Problem(reason: "'\(text)' is not a relation; use lessThanOrEqual or greaterThanOrEqual")
        }
        return relation
    }

    /// A multiplier as Interface Builder writes it: `0.5`, or a ratio `16:9` or `1/3`.
    private func multiplier(_ text: String?) throws(Problem) -> Double {
        guard let text else { return 1 }
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" }).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        let value: Double? =
            switch parts.count {
            case 1: parts[0]
            case 2: parts[0].flatMap { numerator in parts[1].flatMap { $0 == 0 ? nil : numerator / $0 } }
            default: nil
            }
        guard let value, value.isFinite, abs(value) <= 10_000 else {
            throw Problem(reason: "the multiplier '\(text)' is not a number or a ratio such as 16:9")
        }
        return value
    }

    private func constant(_ element: XMLTree) throws(Problem) -> Double {
        guard element["constant"] != nil else { return element.flag("symbolic") == true ? Self.systemSpacing : 0 }
        guard let constant = element.length("constant") else {
            throw Problem(reason: "the constant '\(element["constant"] ?? "")' is not a finite number within ±100,000")
        }
        return constant
    }

    /// The standard spacing a symbolic constant stands for when the file gives no value.
    static let systemSpacing = 8.0

    private func priority(_ text: String?) throws(Problem) -> LayoutPriority {
        guard let text else { return .required }
        guard let value = Double(text), value >= 1, value <= 1000 else {
            throw Problem(reason: "the priority '\(text)' is not a number from 1 to 1000")
        }
        return LayoutPriority(value)
    }
}
