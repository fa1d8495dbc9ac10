import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

/// Reads `maestro hierarchy` for iOS: nodes of `attributes` (strings: `accessibilityText`, the
/// element's label, which holds what it shows; `title`, `value`, `text`, `hintText`, `resource-id`,
/// `bounds` as `[left,top][right,bottom]` in points, `enabled`, `focused`, `selected`, `checked`)
/// and `children`. The top node is a synthetic container; its first child with a size is the app,
/// and the others (the status bar's items) are left out.
///
/// Stock Maestro drops the element's type on iOS and never sets `clickable` (Maestro's
/// `IOSDriver.mapViewHierarchy`), so a node's kind comes from what is left: an `elementType`
/// (`XCUIElement.ElementType`'s raw value, kept by some builds), `clickable` where a build sets
/// it, hint text or focus for a field, a value of `0` or `1` on a leaf for a switch, a React
/// Native tab's label (`Home, tab, 1 of 3`) for a tab; a leaf with a label is a label, and
/// anything else a plain view. Controls a team knows are named as such (`--treat-as-control`).
enum MaestroHierarchy {
    /// The note every Maestro capture gets: its controls are guessed.
    static let typeNote =
        "Maestro gives no element types on iOS: controls are the nodes with an elementType or marked clickable, fields those "
        + "with hint text, switches leaves valued 0 or 1; name the other controls"

    /// The app's node of `data`.
    static func root(of data: Data, file: String) throws(FileError) -> CapturedElement {
        let top = try StrictDecoder.decode(Node.self, from: data, syntax: .json, file: file)
        let nodes = [top] + (top.children ?? [])
        for (index, node) in nodes.enumerated() {
            let path = index == 0 ? "$" : "$.children[\(index - 1)]"
            let element = try node.captured(file: file, path: path)
            if element.frame.width > 0, element.frame.height > 0 { return element }
        }
        throw FileError(file: file, problem: "no node with a size: the hierarchy holds no app")
    }

    /// A node.
    struct Node: Decodable {
        var attributes: [String: String]?
        var children: [Node]?
        var clickable: Bool?

        private enum CodingKeys: String, CodingKey { case attributes, children, clickable }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            attributes = try? c.decodeIfPresent([String: String].self, forKey: .attributes)
            children = try c.decodeIfPresent([Node].self, forKey: .children)
            clickable = try? c.decodeIfPresent(Bool.self, forKey: .clickable)
        }

        func captured(file: String, path: String) throws(FileError) -> CapturedElement {
            let attributes = self.attributes ?? [:]
            func text(_ key: String) -> String? { attributes[key].flatMap { $0.isEmpty ? nil : $0 } }
            guard let frame = attributes["bounds"].flatMap(Self.bounds) else {
                throw FileError(file: file, position: path, problem: "the node has no bounds [left,top][right,bottom]")
            }
            let isLeaf = (children ?? []).isEmpty
            let label = text("accessibilityText") ?? text("text") ?? text("title")
            let type = Self.type(attributes, label: label, isLeaf: isLeaf, clickable: clickable)
            var element = CapturedElement(
                type: attributes["elementType"].map { "elementType \($0)" } ?? "node", kind: type.kind, frame: frame)
            element.isTappable = type.isTappable
            element.label = label
            element.value = text("value")
            element.placeholder = text("hintText")
            element.identifier = text("resource-id")
            element.isEnabled = attributes["enabled"] != "false"
            element.location = DocumentLocation(file: file, position: path)
            element.children = try (children ?? []).enumerated().map { index, child throws(FileError) in
                try child.captured(file: file, path: "\(path).children[\(index)]")
            }
            return element
        }

        /// What a node is, from the little iOS output says of it.
        static func type(_ attributes: [String: String], label: String?, isLeaf: Bool, clickable: Bool?) -> CapturedType {
            if let number = attributes["elementType"].flatMap(Int.init) { return CapturedType.elementType(number: number) }
            if clickable ?? (attributes["clickable"] == "true") { return CapturedType(kind: .button) }
            if !(attributes["hintText"] ?? "").isEmpty || attributes["focused"] == "true" {
                return CapturedType(kind: .textField)
            }
            if isLeaf, attributes["value"] == "0" || attributes["value"] == "1" { return CapturedType(kind: .switch) }
            if let label, label.range(of: #", tab, \d+ of \d+$"#, options: .regularExpression) != nil {
                return CapturedType(kind: .button)
            }
            return CapturedType(kind: isLeaf && label != nil ? .label : .view)
        }

        /// `[left,top][right,bottom]`.
        static func bounds(_ text: String) -> Rect? {
            let numbers = text.split { "[], ".contains($0) }.compactMap { Double($0) }
            guard numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[2] >= numbers[0], numbers[3] >= numbers[1]
            else { return nil }
            return Rect(x: numbers[0], y: numbers[1], width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
        }
    }
}
