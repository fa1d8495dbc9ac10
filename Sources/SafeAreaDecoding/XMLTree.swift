import Foundation
import SafeAreaSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML element read into memory: its name, attributes, child elements and the line it starts on.
///
/// The readers of Interface Builder files and of XML hierarchy dumps walk this tree rather than
/// driving `XMLParser` themselves, so that each reads its format as a tree with lines for messages.
package struct XMLTree: Sendable {
    /// The element's name.
    package let name: String
    /// The element's attributes.
    package let attributes: [String: String]
    /// The child elements, in document order.
    package let children: [XMLTree]
    /// The text directly inside the element, outside its children.
    package let text: String
    /// The line the element starts on, counted from 1.
    package let line: Int

    /// The attribute `name`, if present.
    package subscript(name: String) -> String? { attributes[name] }

    /// The children named `name`.
    package func children(named name: String) -> [XMLTree] { children.filter { $0.name == name } }

    /// The first child named `name`.
    package func child(named name: String) -> XMLTree? { children.first { $0.name == name } }

    /// The elements under this one that `matches` accepts, in document order, without looking
    /// inside one it accepted.
    package func descendants(where matches: (XMLTree) -> Bool) -> [XMLTree] {
        children.flatMap { child in matches(child) ? [child] : child.descendants(where: matches) }
    }

    /// The first child whose `key` attribute is `key`, and, when given, whose name is `name`.
    package func child(key: String, named name: String? = nil) -> XMLTree? {
        children.first { $0["key"] == key && (name == nil || $0.name == name) }
    }

    /// The limits a document must keep to be read.
    package struct Limits: Sendable {
        /// The most bytes: libxml2, under `XMLParser`, stops at 10,000,000 bytes of a document
        /// unless asked for its huge-document mode, which `XMLParser` never asks for.
        package var bytes = 10_000_000
        /// The deepest nesting of elements.
        package var depth = 256
        /// The most elements.
        package var elements = 1_000_000

        /// The default limits: 10,000,000 bytes, 256 levels, a million elements.
        package init() {}
    }

    /// Parses `data` into the tree of its root element.
    ///
    /// External entities are never resolved and a document type declaration is refused outright:
    /// the formats read here never have one, and its entities are what expand a small file into
    /// gigabytes. Errors name `file`, and the line where the parser stopped.
    package static func parse(_ data: Data, file: String, limits: Limits = Limits()) throws(FileError) -> XMLTree {
        guard data.count <= limits.bytes else {
            throw FileError(
                file: file,
                problem:
                    "the file has \(data.count) bytes; XML files are read up to \(limits.bytes) (the XML parser's own limit)",
                kind: .tooLarge
            )
        }
        // swift-corelibs-foundation's parser traps on a name that is not UTF-8: check it first.
        if let invalid = SyntaxError(utf8: data) {
            throw FileError(
                file: file, position: invalid.position, problem: "\(invalid.problem) (XML files are read as UTF-8)",
                kind: .malformed)
        }
        if let line = documentTypeLine(in: data) {
            throw FileError(
                file: file, position: "line \(line)",
                problem:
                    "the file declares a document type (<!DOCTYPE>); it is refused, as its entities could expand without bound")
        }
        let builder = TreeBuilder(limits: limits)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        let parsed = parser.parse()
        if let failure = builder.failure {
            throw FileError(file: file, position: "line \(failure.line)", problem: failure.problem)
        }
        guard parsed, let root = builder.root else {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "the parser stopped"
            throw FileError(
                file: file, position: "line \(max(1, parser.lineNumber))", problem: "not well-formed XML (\(reason))",
                kind: .malformed)
        }
        return root
    }

    /// The line of a `<!DOCTYPE` declaration, if the document has one.
    private static func documentTypeLine(in data: Data) -> Int? {
        let marker = Array("<!DOCTYPE".utf8)
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int? in
            guard bytes.count >= marker.count else { return nil }
            var line = 1
            for index in 0...(bytes.count - marker.count) {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                if bytes[index] == marker[0], zip(marker.indices, marker).allSatisfy({ bytes[index + $0] == $1 }) {
                    return line
                }
            }
            return nil
        }
    }
}

/// Collects `XMLParser`'s events into an ``XMLTree``, stopping at the first limit exceeded.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    private struct Open {
        var name: String
        var attributes: [String: String]
        var line: Int
        var children: [XMLTree] = []
        var text = ""
    }

    let limits: XMLTree.Limits
    private var stack: [Open] = []
    private var count = 0
    private(set) var root: XMLTree?
    private(set) var failure: (line: Int, problem: String)?

    init(limits: XMLTree.Limits) {
        self.limits = limits
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        count += 1
        if stack.count >= limits.depth {
            stop(parser, "elements are nested more than \(limits.depth) deep")
        } else if count > limits.elements {
            stop(parser, "the file has more than \(limits.elements) elements")
        }
        stack.append(Open(name: elementName, attributes: attributes, line: max(1, parser.lineNumber)))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let open = stack.popLast() else { return }
        let element = XMLTree(
            name: open.name, attributes: open.attributes, children: open.children, text: open.text, line: open.line)
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    private func stop(_ parser: XMLParser, _ problem: String) {
        guard failure == nil else { return }
        failure = (max(1, parser.lineNumber), problem)
        parser.abortParsing()
    }
}
