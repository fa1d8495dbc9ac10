import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaDecoding

/// Reads `maestro hierarchy` for iOS: nodes of `attributes` (strings: `accessibilityText`, `text`,
/// `value`, `hintText`, `resource-id`, `bounds` as `[left,top][right,bottom]` in points, `enabled`,
/// `checked`) and `children`. The top node is a synthetic container; its first child with a size
/// is the app, and the others (SpringBoard's status-bar items) are left out. iOS nodes have no
/// type, so a node marked `clickable` is a button, one with hint text a field, a leaf with text a
/// label; everything else is a plain view.
enum MaestroHierarchy {
    /// The note every Maestro capture gets: its controls are guessed.
    static let typeNote =
        "Maestro gives no element types on iOS: controls are the nodes marked clickable, fields those with hint text"

    /// The app's node of `data`.
    static func root(of data: Data, file: String) throws(ImportError) -> CapturedElement {
        let top = try StrictDecoder.decode(Node.self, from: data, syntax: .json, file: file)
        let nodes = [top] + (top.children ?? [])
        for (index, node) in nodes.enumerated() {
            let path = index == 0 ? "$" : "$.children[\(index - 1)]"
            let element = try node.captured(file: file, path: path)
            if element.frame.width > 0, element.frame.height > 0 { return element }
        }
        throw ImportError(file: file, problem: "no node with a size: the hierarchy holds no app")
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

        func captured(file: String, path: String) throws(ImportError) -> CapturedElement {
            let attributes = self.attributes ?? [:]
            func text(_ key: String) -> String? { attributes[key].flatMap { $0.isEmpty ? nil : $0 } }
            guard let frame = attributes["bounds"].flatMap(Self.bounds) else {
                throw ImportError(file: file, position: path, problem: "the node has no bounds [left,top][right,bottom]")
            }
            let isClickable = clickable ?? (attributes["clickable"] == "true")
            let kind: ViewKind =
                isClickable
                ? .button
                : text("hintText") != nil ? .textField : (children ?? []).isEmpty && text("text") != nil ? .label : .view
            var element = CapturedElement(type: "node", kind: kind, frame: frame)
            element.label = text("accessibilityText") ?? text("text") ?? text("title")
            element.value = text("value")
            element.placeholder = text("hintText")
            element.identifier = text("resource-id")
            element.isEnabled = attributes["enabled"] != "false"
            element.location = DocumentLocation(file: file, position: path)
            element.children = try (children ?? []).enumerated().map { index, child throws(ImportError) in
                try child.captured(file: file, path: "\(path).children[\(index)]")
            }
            return element
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
