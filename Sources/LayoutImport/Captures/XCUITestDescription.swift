import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaSupport

/// Reads XCUITest's `debugDescription` (`print(app.debugDescription)`, `po app`): after
/// `Element subtree:`, one element a line, two spaces a level, `Type, 0x…, {{x, y}, {w, h}}` and then
/// `identifier: '…'`, `label: '…'`, `value: …`, `placeholderValue: '…'` and flags such as
/// `Disabled`. Frames are absolute. The application line has no frame: its window's is the screen.
enum XCUITestDescription {
    /// The application element of `text`.
    static func root(of text: String, file: String) throws(FileError) -> CapturedElement {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "Element subtree:" }) else {
            throw FileError(file: file, problem: "no 'Element subtree:' line: not an XCUITest debugDescription")
        }
        var tree = IndentedTree(of: "element")
        for index in lines.indices.dropFirst(start - lines.startIndex + 1) {
            let line = lines[index]
            if line.hasPrefix("Path to element:") || line.hasPrefix("Query chain:") { break }
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent).drop { $0 == "→" || $0 == " " }
            guard !body.isEmpty else { continue }
            let location = DocumentLocation(file: file, position: "line \(index + 1)")
            _ = try tree.enter(indent: indent, at: location)
            tree.append(element(String(body), at: location), indent: indent)
        }
        guard var root = tree.finish() else { throw FileError(file: file, problem: "the element subtree is empty") }
        if root.frame == .zero, let window = root.children.first(where: { $0.frame != .zero }) {
            root.frame = Rect(origin: Point(x: 0, y: 0), size: window.frame.size)
        }
        return root
    }

    /// One element line.
    private static func element(_ body: String, at location: DocumentLocation) -> CapturedElement {
        let parts = fields(of: body)
        let typeName = String((parts.first ?? "Other").prefix { $0 != " " && $0 != "(" })
        let type = CapturedType.elementType(typeName)
        var element = CapturedElement(
            type: typeName, kind: type.kind, frame: parts.lazy.compactMap(CapturedFrame.braced).first ?? .zero)
        element.isTappable = type.isTappable
        for part in parts {
            if let value = quoted(part, after: "identifier: ") { element.identifier = value }
            if let value = quoted(part, after: "label: ") { element.label = value }
            if let value = quoted(part, after: "placeholderValue: ") { element.placeholder = value }
            if part.hasPrefix("value: ") { element.value = quoted(part, after: "value: ") ?? String(part.dropFirst(7)) }
            if part == "Disabled" { element.isEnabled = false }
        }
        element.location = location
        return element
    }

    /// The comma-separated parts of a line, keeping commas inside quotes and braces.
    private static func fields(of body: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inQuote = false
        for character in body {
            if character == "'" { inQuote.toggle() }
            if !inQuote, character == "{" { depth += 1 }
            if !inQuote, character == "}" { depth -= 1 }
            if character == ",", depth == 0, !inQuote {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    private static func quoted(_ part: String, after prefix: String) -> String? {
        guard part.hasPrefix(prefix + "'"), part.hasSuffix("'"), part.count >= prefix.count + 2 else { return nil }
        return String(part.dropFirst(prefix.count + 1).dropLast())
    }
}
