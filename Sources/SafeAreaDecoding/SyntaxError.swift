import Foundation
import SafeAreaSupport
import Yams

/// Where a JSON or YAML parser stopped in a file, as a line and column, and what it says: the
/// position of an `FileError` for a file that does not parse.
struct SyntaxError {
    /// The 1-based line.
    var line: Int
    /// The 1-based column, in characters.
    var column: Int
    /// What the parser says, such as "invalid value".
    var problem: String

    /// `line L, column C`, an `FileError`'s position.
    var position: String { "line \(line), column \(column)" }

    /// Where Yams stopped, from the mark it gives.
    init?(_ error: YamlError) {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            self.init(
                line: mark.line, column: mark.column, problem: [context?.text, problem].compactMap { $0 }.joined(separator: " "))
        case .duplicatedKeysInMapping(let duplicates, let context):
            self.init(
                line: context.mark.line, column: context.mark.column,
                problem: "a key used twice in one mapping: \(duplicates.sorted().joined(separator: ", "))")
        default:
            return nil
        }
    }

    /// Where Foundation's JSON parser stops in `data`, which it gives as a byte offset ("around
    /// character 8"), or nil when it reads the data.
    init?(json data: Data) {
        let detail: String
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            guard let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else { return nil }
            detail = text
        }
        guard let marker = detail.range(of: " around character "),
            let offset = Int(detail[marker.upperBound...].prefix { $0.isNumber }), offset <= data.count
        else { return nil }
        let before = data.prefix(offset)
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
        let columnText = String(decoding: before[lineStart...], as: UTF8.self)
        var problem = String(detail[..<marker.lowerBound])
        if let first = problem.first { problem.replaceSubrange(...problem.startIndex, with: first.lowercased()) }
        self.init(
            line: before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }, column: columnText.count + 1,
            problem: problem)
    }

    /// Where `data` stops being UTF-8, or nil when all of it is.
    init?(utf8 data: Data) {
        guard String(validating: data, as: UTF8.self) == nil else { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var offset = 0, line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let scalar):
                offset += scalar.count
                if scalar.count == 1, scalar.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error:
                let byte = String(data[data.startIndex + offset], radix: 16, uppercase: true)
                self.init(
                    line: line, column: column,
                    problem: "byte 0x\(byte) is not UTF-8 text")
                return
            case .emptyInput:
                return nil
            }
        }
    }

    private init(line: Int, column: Int, problem: String) {
        self.line = line
        self.column = column
        self.problem = problem
    }
}
