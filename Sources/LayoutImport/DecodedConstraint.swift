@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

/// A constraint: `{"first": "button.bottom", "relation": "==", "second": "view.safeArea.bottom",
/// "multiplier": 1, "constant": -20, "priority": 750, "identifier": "…", "outlet": "bottomConstraint"}`.
///
/// An anchor is an item and an attribute joined by dots. The item is a view id, `ID.safeArea`,
/// `ID.layoutMargins`, `ID.readableContent`, an iOS 26 layout region (`ID.safeArea(horizontal)`,
/// `ID.margins(none)`, `ID.readableContent(vertical)`, `ID.bar(trailing, 56)`), `topLayoutGuide`,
/// `bottomLayoutGuide` or the id of a layout guide; the attribute is one of UIKit's, with Interface
/// Builder's names.
struct DecodedConstraint: Decodable {
    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case first, relation, second, multiplier, constant, priority, identifier, outlet, comment
    }

    let constraint: LayoutConstraint

    private static let relations: [String: LayoutRelation] = [
        "==": .equal, "equal": .equal, "<=": .lessThanOrEqual, "lessThanOrEqual": .lessThanOrEqual,
        ">=": .greaterThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual,
    ]

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        let first = try Self.anchor(try c.decode(String.self, .first), key: .first, in: c)
        let second = try c.decodeIfPresent(String.self, .second).map { try Self.anchor($0, key: .second, in: c) }
        let relationName = try c.decodeIfPresent(String.self, .relation) ?? "=="
        guard let relation = Self.relations[relationName] else {
            throw c.invalid(.relation, "'\(relationName)' is not a relation: use ==, <= or >=")
        }
        constraint = LayoutConstraint(
            first, relation, second,
            multiplier: try c.decodeNumber(.multiplier, minimum: -1_000_000, default: 1),
            constant: try c.decodeNumber(.constant, minimum: -1_000_000, default: 0),
            priority: LayoutPriority(try c.decodeNumber(.priority, minimum: 1, maximum: 1000, default: 1000)),
            identifier: try c.decodeIfPresent(String.self, .identifier),
            source: decoder.sourceLocation, outlet: try c.decodeIfPresent(String.self, .outlet))
        if second == nil, first.attribute.dimension != .size {
            throw c.invalid(
                .second, "\(first) is a position: relate it to another anchor (only width and height may equal a constant)")
        }
        if let second, second.attribute.dimension != first.attribute.dimension {
            throw c.invalid(.second, "\(first) and \(second) measure different things: relate positions on one axis, or sizes")
        }
    }

    /// Parses `item.attribute`.
    static func anchor(_ text: String, key: Key, in container: StrictContainer<Key>) throws -> Anchor {
        // A region's arguments may hold a dot (`bar(right, 84.5)`), so it is cut out first.
        if let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close,
            let dot = text[..<open].firstIndex(of: ".")
        {
            let guide = String(text[text.index(after: dot)...close])
            guard let region = LayoutRegion(parsing: guide) else {
                throw container.invalid(
                    key,
                    "'\(guide)' is not a layout region: use safeArea, margins or readableContent with none, horizontal "
                        + "or vertical, or bar with left, right, leading or trailing and an optional extent")
            }
            let rest = String(text[text.index(after: close)...])
            guard rest.hasPrefix("."), let attribute = LayoutAttribute(rawValue: String(rest.dropFirst())),
                !attribute.isViewOnly
            else {
                throw container.invalid(key, "'\(text)' is not an anchor: write ID.\(guide).attribute, such as ID.\(guide).top")
            }
            return Anchor(.region(region, of: String(text[..<dot])), attribute)
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let name = parts.last else {
            throw container.invalid(
                key, "'\(text)' is not an anchor: write item.attribute, such as button.top or view.safeArea.bottom")
        }
        guard let attribute = LayoutAttribute(rawValue: name) else {
            let hint =
                NameMatching.closest(to: name, among: LayoutAttribute.allCases.map(\.rawValue), limit: 1).first
                .map { "did you mean '\($0)'?" }
                ?? "use one of \(LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", "))"
            throw container.invalid(key, "'\(name)' is not a layout attribute: \(hint)")
        }
        let item: LayoutItem
        switch parts.dropLast().count == 2 ? parts[1] : nil {
        case "safeArea": item = .safeArea(of: parts[0])
        case "layoutMargins": item = .layoutMargins(of: parts[0])
        case "readableContent": item = .readableContent(of: parts[0])
        case nil where parts.count == 2:
            switch parts[0] {
            case "topLayoutGuide": item = .topLayoutGuide
            case "bottomLayoutGuide": item = .bottomLayoutGuide
            default: item = .view(parts[0])
            }
        default:
            throw container.invalid(
                key,
                "'\(text)' is not an anchor: a view's guides are safeArea, layoutMargins, readableContent and the "
                    + "layout regions safeArea(axis), margins(axis), readableContent(axis) and bar(edge, extent)")
        }
        if case .view = item {
        } else if attribute.isViewOnly {
            throw container.invalid(key, "layout guides have no \(attribute.rawValue); use it on a view")
        }
        return Anchor(item, attribute)
    }
}
