import Yams

/// A coding path written as a JSON path: `$.root.subviews[2].frame`.
package struct JSONPath: CustomStringConvertible {
    /// The coding path.
    package let codingPath: [any CodingKey]

    /// The path of `codingPath`.
    package init(_ codingPath: [any CodingKey]) {
        self.codingPath = codingPath
    }

    /// `$`, then `.key` for each key and `[index]` for each index.
    package var description: String {
        codingPath.reduce("$") { path, key in
            key.intValue.map { "\(path)[\($0)]" } ?? "\(path).\(key.stringValue)"
        }
    }

    /// How a message names a value of `type`: `a string`, `a number`, …
    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Double.Type, is Int.Type: "a number"
        case is Bool.Type: "true or false"
        // Yams names the YAML node it wanted: a sequence, a mapping or a scalar.
        case is [Any].Type, is Node.Sequence.Type: "an array"
        case is Node.Scalar.Type: "a single value"
        default: "an object"
        }
    }
}
