import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaSupport

/// Reads UIKit's `recursiveDescription`, as swift-snapshot-testing's `.recursiveDescription`
/// strategy writes it and as `po view.recursiveDescription()` prints it: one view a line,
/// `<Class: 0x…; frame = (x y; w h); key = value; …>`, nested by `|` prefixes (lldb's `   |    | `,
/// or any spacing: the depth is the number of bars), frames relative to the superview's bounds (a
/// scroll view's `contentOffset` moves its content). Since iOS 15 some classes print more after
/// the description (`>> effect=none`, `>> layout=0x…`, `>> axis=vert …`), a text container wraps
/// its description in another (`<<_UITextContainerView …>> minSize = …>`), and a sublayer may
/// have a line of its own (`<CALayer: 0x…> (layer)`): the description is read to its balanced
/// closing bracket, what follows is ignored, and layer lines are skipped. Lines before the first
/// view (an `(lldb) po …` prompt) are skipped too. Keys it does not use are ignored.
enum RecursiveDescription {
    /// The root view of `text`, with frames in screen points.
    static func root(of text: String, file: String) throws(FileError) -> CapturedElement {
        var tree = IndentedTree(of: "view")
        for (index, line) in logicalLines(of: text) {
            let location = DocumentLocation(file: file, position: "line \(index + 1)")
            guard let open = line.firstIndex(of: "<") else {
                throw FileError(
                    file: file, position: location.position,
                    problem: "'\(line)' is not a view: expected <Class; frame = (x y; w h); …>")
            }
            let depth = line[..<open].filter { $0 == "|" }.count
            var body = line[open...]
            if body.hasPrefix("<<") { body = body.dropFirst() }
            guard let close = Self.closingBracket(of: body) else {
                throw FileError(
                    file: file, position: location.position,
                    problem: "'\(line)' is not a view: its description never closes; expected <Class; frame = (x y; w h); …>")
            }
            let tail = body[body.index(after: close)...].trimmingCharacters(in: .whitespaces)
            if tail == "(layer)" { continue }
            let fields = try Self.fields(of: body[body.index(after: body.startIndex)..<close], at: location)
            guard depth <= tree.depth else {
                throw FileError(
                    file: file, position: location.position,
                    problem: tree.depth == 0
                        ? "the first view is nested \(depth) deep, under no view: a dump starts with its root view, "
                            + "unindented ('\(line)')"
                        : "the view is nested \(depth) deep under a view \(tree.depth - 1) deep ('\(line)')")
            }
            let parentOrigin = try tree.enter(indent: depth, at: location)
            var element = try Self.element(fields, at: location, origin: parentOrigin)
            element.location = location
            let offset = fields.value("contentOffset").flatMap(Self.pair) ?? Point(x: 0, y: 0)
            tree.append(
                element, indent: depth,
                childOrigin: Point(x: element.frame.origin.x - offset.x, y: element.frame.origin.y - offset.y))
        }
        guard let root = tree.finish() else { throw FileError(file: file, problem: "the file holds no view") }
        return root
    }

    /// The lines that begin a view (bars and spaces, then `<`), each with the lines that continue
    /// it (a label's text may hold line breaks), numbered from 0; lines before the first view are
    /// left out.
    private static func logicalLines(of text: String) -> [(Int, String)] {
        var lines: [(Int, String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let end = line.lastIndex(where: { !$0.isWhitespace }) else { continue }
            let content = String(line[...end])
            let indent = content.prefix { $0 == " " || $0 == "|" || $0 == "\t" }
            // A line indented by bars is one of the tree's, view or not; others continue a text.
            if content.dropFirst(indent.count).hasPrefix("<") || (!lines.isEmpty && indent.contains("|")) {
                lines.append((index, content))
            } else if !lines.isEmpty {
                lines[lines.count - 1].1 += "\n" + content
            }
        }
        return lines
    }

    /// The index of the `>` that closes the `<` `body` starts with: brackets of every kind nest,
    /// and a quoted value (`text = '…'`, which may hold any bracket) ends at a quote before `;`
    /// or `>`.
    static func closingBracket(of body: Substring) -> Substring.Index? {
        var depth = 0
        var inQuote = false
        var previous: Character = " "
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            let next = body.index(after: index)
            if inQuote {
                if character == "'", next == body.endIndex || body[next] == ";" || body[next] == ">" { inQuote = false }
            } else if character == "'", previous == "=" || previous == " " {
                inQuote = true
            } else if "<({[".contains(character) {
                depth += 1
            } else if ">)}]".contains(character) {
                depth -= 1
                if depth == 0 { return character == ">" ? index : nil }
            }
            if character != " " { previous = character }
            index = next
        }
        return nil
    }

    /// The class name and the `key = value` pairs between `<` and `>`.
    private static func fields(of body: Substring, at location: DocumentLocation) throws(FileError) -> Fields {
        var scanner = FieldScanner(text: body)
        let name = scanner.className()
        guard !name.isEmpty else {
            throw FileError(file: location.file, position: location.position, problem: "a view line without a class name")
        }
        return Fields(className: name, pairs: scanner.pairs())
    }

    private static func element(
        _ fields: Fields, at location: DocumentLocation, origin: Point
    ) throws(FileError) -> CapturedElement {
        guard let frameText = fields.value("frame"), let frame = rect(frameText) else {
            throw FileError(
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
