import Foundation
import LayoutEngine
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
    package func check(_ root: Node, file: String) throws(ImportError) {
        var pending: [(node: Node, path: String)] = [(root, "$")]
        var count = 0
        while let (node, path) = pending.popLast() {
            count += 1
            guard count <= mostValues else { throw tooMany(file: file) }
            switch node {
            case .scalar(let scalar):
                // Yams reads numbers from plain scalars alone; a quoted one is text.
                guard scalar.style == .plain, [Tag.Name.float, .int].contains(Resolver.default.resolveTag(of: node)) else {
                    continue
                }
                try check(Double(scalar.string) ?? Double.construct(from: scalar) ?? .nan, at: path, file: file)
            case .mapping(let mapping):
                for (key, value) in mapping.reversed() { pending.append((value, "\(path).\(key.string ?? "?")")) }
            case .sequence(let sequence):
                for (index, element) in sequence.enumerated().reversed() { pending.append((element, "\(path)[\(index)]")) }
            case .alias:
                continue
            }
        }
    }

    /// Checks every value of a JSON document, in document order.
    package func check(json data: Data, file: String) throws(ImportError) {
        guard let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return }
        var pending: [(value: Any, path: String)] = [(root, "$")]
        var count = 0
        while let (value, path) = pending.popLast() {
            count += 1
            guard count <= mostValues else { throw tooMany(file: file) }
            switch value {
            case let object as [String: Any]:
                for key in object.keys.sorted().reversed() { pending.append((object[key]!, "\(path).\(key)")) }
            case let array as [Any]:
                for (index, element) in array.enumerated().reversed() { pending.append((element, "\(path)[\(index)]")) }
            case let number as NSNumber:
                try check(number.doubleValue, at: path, file: file)
            default:
                continue
            }
        }
    }

    private func check(_ number: Double, at path: String, file: String) throws(ImportError) {
        guard number.isFinite, number.magnitude <= largestMagnitude else {
            throw ImportError(
                file: file, position: path,
                problem:
                    "\(number.isFinite ? "\(number)" : "a number that is not finite (\(number))") is out of range; numbers must lie between -\(Int(largestMagnitude)) and \(Int(largestMagnitude))"
            )
        }
    }

    private func tooMany(file: String) -> ImportError {
        ImportError(
            file: file,
            problem: "the file holds more than \(mostValues) values (YAML aliases counted as copies); it is refused")
    }
}
