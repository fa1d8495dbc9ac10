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

    /// The limits of the files the toolkit writes and reads back, run reports and baselines, which
    /// may come from another machine or a pull request's artifacts: they count pixels and
    /// milliseconds as well as points, and a large app's run holds millions of values.
    package static let results = ValueLimits(largestMagnitude: 1e12, mostValues: 8_000_000)

    private init(largestMagnitude: Double, mostValues: Int) {
        self.largestMagnitude = largestMagnitude
        self.mostValues = mostValues
    }

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

    /// Counts the values of JSON text before any value is built, so that a file of millions of tiny
    /// values (`[{},{},…]`) is refused in a pass over its bytes rather than after it has grown to
    /// gigabytes in memory; with `checkingNumbers`, a number out of range is refused too, named by
    /// its line and its JSON path, for readers that do not walk the values afterwards.
    /// A valid document holds one value, its root, plus one for each comma and each container that
    /// is not empty; text that is not valid JSON is counted the same way and left to the parser to
    /// say where it breaks.
    package func checkBeforeParsing(json data: Data, file: String, checkingNumbers: Bool = true) throws(FileError) {
        var count = 1, line = 1
        var inString = false, escaping = false, opened = false
        var number: [UInt8] = []
        var position = JSONScanPosition()
        for (offset, byte) in data.enumerated() {
            if inString {
                if escaping {
                    escaping = false
                } else if byte == UInt8(ascii: "\\") {
                    escaping = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    position.stringCloses(at: offset)
                }
                continue
            }
            if number.isEmpty ? Self.startsNumber(byte) : Self.isNumberByte(byte) {
                number.append(byte)
                if opened { count += 1 }
                opened = false
                continue
            }
            if !number.isEmpty {
                if checkingNumbers { try checkNumber(number, line: line, path: position.path(in: data), file: file) }
                number.removeAll(keepingCapacity: true)
            }
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                continue
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                position.close()
                opened = false
                continue
            case UInt8(ascii: ","):
                position.nextMember()
                count += 1
            default:
                if opened { count += 1 }
                if byte == UInt8(ascii: "\"") {
                    inString = true
                    position.stringOpens(at: offset)
                }
            }
            opened = byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")
            if opened { position.open(object: byte == UInt8(ascii: "{")) }
            guard count <= mostValues else { throw tooMany(file: file) }
        }
        if checkingNumbers, !number.isEmpty {
            try checkNumber(number, line: line, path: position.path(in: data), file: file)
        }
    }

    /// Checks the number written by `bytes`, at `path` on `line`; text that is not a number is
    /// left to the parser.
    private func checkNumber(_ bytes: [UInt8], line: Int, path: @autoclosure () -> String, file: String) throws(FileError) {
        guard let number = Double(String(decoding: bytes, as: UTF8.self)) else { return }
        try check(number, at: "line \(line), \(path())", file: file)
    }

    /// Whether `byte` starts a JSON number: a digit or a minus sign.
    private static func startsNumber(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
    }

    /// Whether `byte` continues a JSON number: digits, signs, the point and the exponent's letter.
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// Counts the marks of YAML text that can each begin a value (a line, `-`, `?`, `:`, `,`,
    /// `[` and `{`), before the text is composed: no value begins without one, so more marks than
    /// twice ``mostValues`` mean a file too large to compose, refused before it fills memory.
    /// Marks inside quotes and comments are counted too, which only ever overstates.
    package func checkMarks(ofYAML text: String, file: String) throws(FileError) {
        var marks = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","),
                UInt8(ascii: "["), UInt8(ascii: "{"):
                marks += 1
            default: continue
            }
        }
        guard marks <= 2 * mostValues else {
            throw FileError(
                file: file,
                problem:
                    "the file has \(marks) marks that may each begin a value (lines, '-', ':', ',', brackets); at most "
                    + "\(2 * mostValues) are read, so that no more than \(mostValues) values are built: it is refused",
                kind: .tooLarge)
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
