import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

/// Reads idb's `ui describe-all` JSON: a flat array of elements (the default; one object a line
/// in some versions) or a tree
/// (`--format nested`, with `children`), each with `type`, `role`, `AXLabel`, `AXValue`,
/// `AXUniqueId`, `frame` (or the `AXFrame` string `{{x, y}, {w, h}}`), `enabled` and optional
/// `traits`. The application element is the root; in a flat array every other element is placed
/// directly on it.
enum IDBDescription {
    /// The root of `data`: the application element, holding the others.
    static func root(of data: Data, file: String) throws(FileError) -> CapturedElement {
        let elements = try Self.elements(of: data, file: file)
        var captured = try elements.enumerated().map { index, element throws(FileError) in
            try element.captured(file: file, path: "$[\(index)]")
        }
        guard !captured.isEmpty else { throw FileError(file: file, problem: "the description holds no element") }
        let rootIndex = captured.firstIndex { $0.type == "Application" } ?? 0
        var root = captured.remove(at: rootIndex)
        root.children += captured
        return root
    }

    /// The elements of a JSON array, or of JSON Lines (one object a line), as some idb versions
    /// print them.
    private static func elements(of data: Data, file: String) throws(FileError) -> [Element] {
        guard ScreenFile.firstSignificantByte(of: data) == UInt8(ascii: "{") else {
            return try StrictDecoder.decode([Element].self, from: data, syntax: .json, file: file)
        }
        var elements: [Element] = []
        for (index, line) in data.split(separator: UInt8(ascii: "\n")).enumerated()
        where line.contains(where: { !" \t\r".utf8.contains($0) }) {
            elements.append(
                try StrictDecoder.decode(Element.self, from: Data(line), syntax: .json, file: "\(file): line \(index + 1)"))
        }
        return elements
    }

    /// One element as idb describes it.
    struct Element: Decodable {
        var type: String?
        var role: String?
        var label: String?
        var value: String?
        var identifier: String?
        var placeholder: String?
        var frame: Rect?
        var axFrame: String?
        var enabled: Bool?
        var hidden: Bool?
        var traits: [String]?
        var children: [Element]?

        private enum CodingKeys: String, CodingKey {
            case type, role, frame, enabled, hidden, traits, children, placeholder, label, identifier
            case axLabel = "AXLabel"
            case axValue = "AXValue"
            case axUniqueID = "AXUniqueId"
            case axFrame = "AXFrame"
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            type = try c.decodeIfPresent(String.self, forKey: .type)
            role = try c.decodeIfPresent(String.self, forKey: .role)
            label = try c.decodeIfPresent(String.self, forKey: .axLabel) ?? c.decodeIfPresent(String.self, forKey: .label)
            value = try? c.decodeIfPresent(String.self, forKey: .axValue)
            identifier =
                try c.decodeIfPresent(String.self, forKey: .axUniqueID) ?? c.decodeIfPresent(String.self, forKey: .identifier)
            placeholder = try? c.decodeIfPresent(String.self, forKey: .placeholder)
            frame = try c.decodeIfPresent(Rect.self, forKey: .frame)
            axFrame = try c.decodeIfPresent(String.self, forKey: .axFrame)
            enabled = try c.decodeIfPresent(Bool.self, forKey: .enabled)
            hidden = try c.decodeIfPresent(Bool.self, forKey: .hidden)
            traits = try? c.decodeIfPresent([String].self, forKey: .traits)
            children = try c.decodeIfPresent([Element].self, forKey: .children)
        }

        func captured(file: String, path: String) throws(FileError) -> CapturedElement {
            guard let rect = frame ?? axFrame.flatMap(CapturedFrame.braced) else {
                throw FileError(file: file, position: path, problem: "the element has no frame or AXFrame")
            }
            let typeName = type ?? role ?? "Other"
            let kind = type.map(CapturedType.elementType) ?? role.map(CapturedType.role) ?? CapturedType(kind: .view)
            var element = CapturedElement(type: typeName, kind: kind.kind, frame: rect)
            let tappableTraits: Set<String> = ["button", "link", "keyboardKey", "adjustable"]
            element.isTappable = kind.isTappable || (traits ?? []).contains { tappableTraits.contains($0) }
            element.label = label.flatMap { $0.isEmpty ? nil : $0 }
            element.value = value
            element.identifier = identifier.flatMap { $0.isEmpty ? nil : $0 }
            element.placeholder = placeholder
            element.isEnabled = enabled ?? true
            element.isHidden = hidden ?? false
            element.location = DocumentLocation(file: file, position: path)
            element.children = try (children ?? []).enumerated().map { index, child throws(FileError) in
                try child.captured(file: file, path: "\(path).children[\(index)]")
            }
            return element
        }
    }
}

/// Frames as captures print them.
enum CapturedFrame {
    /// `{{x, y}, {w, h}}`, as idb's `AXFrame` and XCUITest write a frame.
    static func braced(_ text: String) -> Rect? {
        let numbers = text.split { "{}, ".contains($0) }.compactMap { Double($0) }
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[2] >= 0, numbers[3] >= 0 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
