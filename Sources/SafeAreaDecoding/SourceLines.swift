import Foundation
import SafeAreaSupport
import Yams

/// The line each value of a JSON or YAML file starts on, by its JSON path (`$.root.subviews[2]`),
/// so that a finding on a view can point at the view's line. JSON is read as YAML, whose flow
/// syntax it is; a file the YAML parser cannot read has no lines, and its locations keep their
/// JSON paths alone.
package struct SourceLines: Sendable {
    private let lines: [String: Int]

    /// The lines of `data`.
    package init(_ data: Data) {
        let root = String(data: data, encoding: .utf8).flatMap { try? Yams.compose(yaml: $0) }
        self.init(root ?? "")
    }

    /// The lines of a composed document, whose aliases were held to ``ValueLimits`` first.
    package init(_ root: Node) {
        var lines: [String: Int] = [:]
        func walk(_ node: Node, path: String) {
            if let mark = node.mark { lines[path] = mark.line }
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping {
                    if let name = key.string { walk(value, path: "\(path).\(name)") }
                }
            case .sequence(let sequence):
                for (index, value) in sequence.enumerated() { walk(value, path: "\(path)[\(index)]") }
            default:
                break
            }
        }
        walk(root, path: "$")
        self.lines = lines
    }

    /// The line the value at `path` starts on.
    package func line(of path: String) -> Int? {
        lines[path]
    }
}

extension Decoder {
    /// Where the value being decoded is: the file, the JSON path and, when known, the line.
    package var sourceLocation: DocumentLocation {
        let path = JSONPath(codingPath).description
        return DocumentLocation(
            file: userInfo[.sourceFile] as? String ?? "<memory>", position: path,
            line: (userInfo[.sourceLines] as? SourceLines)?.line(of: path))
    }
}
