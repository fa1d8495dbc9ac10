import DeviceGeometry
import Foundation
import LayoutEngine

/// Reads UIKit's `recursiveDescription`, as swift-snapshot-testing's `.recursiveDescription`
/// strategy writes it: one view a line, `<Class: 0x…; frame = (x y; w h); key = value; …>`,
/// nested by `   | ` prefixes, frames relative to the superview's bounds (a scroll view's
/// `contentOffset` moves its content). Layers and keys it does not use are ignored.
enum RecursiveDescription {
    /// The root view of `text`, with frames in screen points.
    static func root(of text: String, file: String) throws(ImportError) -> CapturedElement {
        var tree = IndentedTree(of: "view")
        for (index, line) in logicalLines(of: text) {
            let location = DocumentLocation(file: file, position: "line \(index + 1)")
            var rest = Substring(line)
            var depth = 0
            while rest.hasPrefix("   | ") {
                rest = rest.dropFirst(5)
                depth += 1
            }
            guard rest.first == "<", rest.last == ">" else {
                throw ImportError(
                    file: file, position: location.position,
                    problem: "'\(line.prefix(60))' is not a view: expected <Class; frame = (x y; w h); …>")
            }
            let fields = try Self.fields(of: rest.dropFirst().dropLast(), at: location)
            guard depth <= tree.depth else {
                throw ImportError(
                    file: file, position: location.position,
                    problem: "the view is nested \(depth) deep under a view \(tree.depth - 1) deep")
            }
            let parentOrigin = try tree.enter(indent: depth, at: location)
            var element = try Self.element(fields, at: location, origin: parentOrigin)
            element.location = location
            let offset = fields.value("contentOffset").flatMap(Self.pair) ?? Point(x: 0, y: 0)
            tree.append(
                element, indent: depth,
                childOrigin: Point(x: element.frame.origin.x - offset.x, y: element.frame.origin.y - offset.y))
        }
        guard let root = tree.finish() else { throw ImportError(file: file, problem: "the file holds no view") }
        return root
    }

    /// The lines that begin a view, each with the lines that continue it (a label's text may
    /// hold line breaks), numbered from 0.
    private static func logicalLines(of text: String) -> [(Int, String)] {
        var lines: [(Int, String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let end = line.lastIndex(where: { !$0.isWhitespace }) else { continue }
            let content = String(line[...end])
            if content.drop(while: { $0 == " " || $0 == "|" }).hasPrefix("<") || lines.isEmpty {
                lines.append((index, content))
            } else {
                lines[lines.count - 1].1 += "\n" + content
            }
        }
        return lines
    }

    /// The class name and the `key = value` pairs between `<` and `>`.
    private static func fields(of body: Substring, at location: DocumentLocation) throws(ImportError) -> Fields {
        var scanner = FieldScanner(text: body)
        let name = scanner.className()
        guard !name.isEmpty else {
            throw ImportError(file: location.file, position: location.position, problem: "a view line without a class name")
        }
        return Fields(className: name, pairs: scanner.pairs())
    }

    private static func element(
        _ fields: Fields, at location: DocumentLocation, origin: Point
    ) throws(ImportError) -> CapturedElement {
        guard let frameText = fields.value("frame"), let frame = rect(frameText) else {
            throw ImportError(
                file: location.file, position: location.position,
                problem: "<\(fields.className)> has no frame = (x y; w h)")
        }
        let type = CapturedType.uiKitClass(fields.className)
        var element = CapturedElement(
            type: fields.className, kind: type.kind,
            frame: Rect(x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height))
        element.isTappable = type.isTappable
        element.label = fields.value("text").map(unquoted)
        element.placeholder = fields.value("placeholder").map(unquoted)
        element.identifier = fields.value("accessibilityIdentifier").map(unquoted)
        element.isHidden = fields.value("hidden") == "YES"
        element.isUserInteractionEnabled = fields.value("userInteractionEnabled") != "NO"
        element.isEnabled = fields.value("enabled") != "NO"
        element.alpha = fields.value("alpha").flatMap(Double.init).map { min(max($0, 0), 1) } ?? 1
        return element
    }

    /// `(x y; w h)`.
    private static func rect(_ text: String) -> Rect? {
        let numbers = text.filter { $0 != "(" && $0 != ")" }.split { $0 == " " || $0 == ";" }.compactMap { Double($0) }
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[2] >= 0, numbers[3] >= 0 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// `{x, y}`.
    private static func pair(_ text: String) -> Point? {
        let numbers = text.filter { $0 != "{" && $0 != "}" }.split { $0 == "," || $0 == " " }.compactMap { Double($0) }
        guard numbers.count == 2, numbers.allSatisfy(\.isFinite) else { return nil }
        return Point(x: numbers[0], y: numbers[1])
    }

    private static func unquoted(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("'") && text.hasSuffix("'") ? String(text.dropFirst().dropLast()) : text
    }

    /// A view line's class name and fields.
    struct Fields {
        var className: String
        var pairs: [(key: String, value: String)]

        func value(_ key: String) -> String? {
            pairs.first { $0.key == key }?.value
        }
    }
}

/// Splits the inside of `<Class: 0x…; key = value; key: value>` into its parts: a value runs to the
/// next `;` outside quotes, parentheses, braces and angle brackets.
private struct FieldScanner {
    var text: Substring

    mutating func className() -> String {
        let name = text.prefix { $0 != ":" && $0 != ";" }
        text = text.dropFirst(name.count)
        if text.first == ":" { text = text.drop { $0 != ";" } }
        return name.trimmingCharacters(in: .whitespaces)
    }

    mutating func pairs() -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = []
        while !text.isEmpty {
            text = text.drop { $0 == ";" || $0 == " " }
            guard !text.isEmpty else { break }
            let key = text.prefix { $0 != "=" && $0 != ":" && $0 != ";" }
            text = text.dropFirst(key.count)
            guard text.first == "=" || text.first == ":" else { continue }
            text = text.dropFirst().drop { $0 == " " }
            pairs.append((key.trimmingCharacters(in: .whitespaces), value()))
        }
        return pairs
    }

    /// The value at the front, up to the `;` that ends it.
    private mutating func value() -> String {
        var depth = 0
        var inQuote = false
        var end = text.startIndex
        while end < text.endIndex {
            let character = text[end]
            if inQuote {
                let next = text.index(after: end)
                if character == "'", next == text.endIndex || text[next] == ";" { inQuote = false }
            } else if character == "'", depth == 0, end == text.startIndex {
                inQuote = true
            } else if "(<{[".contains(character) {
                depth += 1
            } else if ")>}]".contains(character) {
                depth -= 1
            } else if character == ";", depth <= 0 {
                break
            }
            end = text.index(after: end)
        }
        let value = text[..<end]
        text = text[end...]
        return value.trimmingCharacters(in: .whitespaces)
    }
}
