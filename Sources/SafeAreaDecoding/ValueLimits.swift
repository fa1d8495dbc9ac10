import Foundation
import SafeAreaSupport
import Yams

/// The bounds every JSON and YAML file is held to before any of its values is used: each number
/// finite and no larger than ``largestMagnitude``, and no more than ``mostValues`` values once YAML's
/// aliases are expanded. The readers' own ranges (a font size, a priority) are checked after these.
package struct ValueLimits: Sendable {
    /// The largest magnitude of a number: a million points is far beyond any screen or scroll
    /// content, and keeps every sum and product the layout makes of them exact and finite.
    package var largestMagnitude = 1_000_000.0
    /// The most values (scalars, arrays and objects) a file may hold, counting each use of a YAML
    /// alias as a copy of what it names, so that a few lines of aliases cannot expand into gigabytes.
    package var mostValues = 1_000_000

    /// The default limits.
    package init() {}

    /// Checks every value of a composed YAML document, in document order.
    package func check(_ root: Node, file: String) throws(FileError) {
        try walk(root, file: file) { (node: Node, path) throws(FileError) in
            switch node {
            case .scalar(let scalar):
                // Yams reads numbers from plain scalars alone; a quoted one is text.
                if scalar.style == .plain, [Tag.Name.float, .int].contains(Resolver.default.resolveTag(of: node)) {
                    try check(Double(scalar.string) ?? Double.construct(from: scalar) ?? .nan, at: path, file: file)
                }
                return []
            case .mapping(let mapping):
                return mapping.map { key, value in (value, "\(path).\(key.string ?? "?")") }
            case .sequence(let sequence):
                return sequence.enumerated().map { index, element in (element, "\(path)[\(index)]") }
            case .alias:
                return []
            }
        }
    }

    /// Checks every value of a JSON document as `JSONSerialization` reads it.
    package func check(json root: Any, file: String) throws(FileError) {
        try walk(root, file: file) { (value: Any, path) throws(FileError) in
            switch value {
            case let object as [String: Any]:
                return object.keys.sorted().map { key in (object[key]!, "\(path).\(key)") }
            case let array as [Any]:
                return array.enumerated().map { index, element in (element, "\(path)[\(index)]") }
            case let number as NSNumber:
                try check(number.doubleValue, at: path, file: file)
                return []
            default:
                return []
            }
        }
    }

    /// Visits `root` and everything under it depth first, in document order, with each value's JSON
    /// path, counting the values against ``mostValues``; `visit` checks a value and returns its
    /// children. A loop over a stack, so that no nesting exhausts the call stack.
    private func walk<Value>(
        _ root: Value, file: String, visit: (Value, String) throws(FileError) -> [(Value, String)]
    ) throws(FileError) {
        var pending = [(root, "$")]
        var count = 0
        while let (value, path) = pending.popLast() {
            count += 1
            guard count <= mostValues else { throw tooMany(file: file) }
            pending += try visit(value, path).reversed()
        }
    }

    private func check(_ number: Double, at path: String, file: String) throws(FileError) {
        guard number.isFinite, number.magnitude <= largestMagnitude else {
            throw FileError(
                file: file, position: path,
                problem:
                    "\(number.isFinite ? "\(number)" : "a number that is not finite (\(number))") is out of range; numbers must lie between -\(Int(largestMagnitude)) and \(Int(largestMagnitude))"
            )
        }
    }

    private func tooMany(file: String) -> FileError {
        FileError(
            file: file,
            problem: "the file holds more than \(mostValues) values (YAML aliases counted as copies); it is refused",
            kind: .tooLarge)
    }
}
