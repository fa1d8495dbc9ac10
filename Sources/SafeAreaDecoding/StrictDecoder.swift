import Foundation
import SafeAreaSupport
import Yams

/// Reads input files strictly, with one set of rules and messages for JSON and YAML: every
/// failure becomes an `FileError` that names the file, the JSON path of the value and the
/// problem. The readers of screen files and of the audit's settings use it.
package enum StrictDecoder {
    /// The bytes of the file at `url`, at most ``BoundedFile/inputLimit``, or an error about `file`
    /// that says why not.
    package static func contents(of url: URL, file: String) throws(FileError) -> Data {
        do {
            return try BoundedFile.read(url, atMost: BoundedFile.inputLimit)
        } catch let error as BoundedFile.TooLarge {
            throw FileError(file: file, problem: "too large to read: \(error)", kind: .tooLarge)
        } catch {
            throw FileError(file: file, problem: "cannot read the file (\(FileErrorReason.describe(error)))", kind: .unreadable)
        }
    }

    /// Decodes `type` from `data`, held to `limits`, turning every failure into an `FileError` about
    /// `file`.
    /// With `locatesValues`, decoders know the file and each value's line (`Decoder.sourceLocation`).
    package static func decode<T: Decodable>(
        _ type: T.Type, from data: Data, syntax: DataSyntax, file: String,
        locatesValues: Bool = false, limits: ValueLimits = ValueLimits(),
        userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) throws(FileError) -> T {
        var userInfo = userInfo
        if locatesValues { userInfo[.sourceFile] = file }
        do {
            switch syntax {
            case .json:
                try limits.checkBeforeParsing(json: data, file: file, checkingNumbers: false)
                // A file that does not parse is left to the decoder, which says where and why.
                if let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) {
                    try limits.check(json: root, file: file)
                    try UniqueJSONKeys.check(data, file: file)
                }
                if locatesValues { userInfo[.sourceLines] = SourceLines(data) }
                let decoder = JSONDecoder()
                decoder.userInfo = userInfo
                return try decoder.decode(type, from: data)
            case .yaml:
                guard let text = String(data: data, encoding: .utf8) else {
                    let invalid = SyntaxError(utf8: data)
                    throw FileError(
                        file: file, position: invalid?.position,
                        problem: "not valid YAML: \(invalid?.problem ?? "the file is not UTF-8 text")")
                }
                try limits.checkMarks(ofYAML: text, file: file)
                // Composed once, and held to the limits before anything walks it: a walk expands
                // every alias.
                let parser = try Parser(yaml: text, resolver: Resolver.basic.appending(.merge))
                return try withExtendedLifetime(parser) {
                    let root = try parser.singleRoot() ?? ""
                    try limits.check(root, file: file)
                    if locatesValues { userInfo[.sourceLines] = SourceLines(root) }
                    return try YAMLDecoder().decode(type, from: root, userInfo: userInfo)
                }
            }
        } catch {
            throw FileError(reading: error, data: data, file: file, syntax: syntax)
        }
    }
}

extension FileError {
    /// What went wrong reading `data`: a syntax error at its line and column, a reader's own
    /// problem with the value's JSON path, or a value of the wrong shape. Yams wraps every error
    /// its decoding meets in "not valid YAML"; the cause inside is what is reported.
    init(reading error: any Error, data: Data, file: String, syntax: DataSyntax) {
        switch error {
        case let error as FileError:
            self = error
        case let error as DecodingProblem:
            self.init(file: file, position: error.position, problem: error.problem)
        case let error as YamlError:
            if let location = SyntaxError(error) {
                self.init(
                    file: file, position: location.position, problem: "not valid YAML: \(location.problem)", kind: .malformed)
            } else {
                self.init(file: file, problem: "not valid YAML: \(error)", kind: .malformed)
            }
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
            if let cause = context.underlyingError,
                cause is FileError || cause is DecodingProblem || cause is YamlError || cause is DecodingError
            {
                self.init(reading: cause, data: data, file: file, syntax: syntax)
            } else if syntax == .json, let location = SyntaxError(utf8: data) ?? SyntaxError(json: data) {
                self.init(
                    file: file, position: location.position, problem: "not valid JSON: \(location.problem)", kind: .malformed)
            } else {
                self.init(decoding: DecodingError.dataCorrupted(context), file: file, syntax: syntax)
            }
        case let error as DecodingError:
            self.init(decoding: error, file: file, syntax: syntax)
        default:
            self.init(file: file, problem: FileErrorReason.describe(error))
        }
    }
}

extension FileError {
    /// Turns a decoding error into a message with the JSON path of the offending value.
    init(decoding error: DecodingError, file: String, syntax: DataSyntax) {
        switch error {
        case .keyNotFound(let key, let context):
            self.init(
                file: file, position: JSONPath(context.codingPath).description,
                problem: "missing required key '\(key.stringValue)'")
        case .typeMismatch(let type, let context):
            self.init(
                file: file, position: JSONPath(context.codingPath).description,
                problem: "expected \(JSONPath.typeName(type)), found something else")
        case .valueNotFound(let type, let context):
            self.init(
                file: file, position: JSONPath(context.codingPath).description,
                problem: "expected \(JSONPath.typeName(type)), found null")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            let detail = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
            self.init(file: file, problem: "not valid \(syntax.name): \(detail ?? context.debugDescription)", kind: .malformed)
        case .dataCorrupted(let context):
            self.init(file: file, position: JSONPath(context.codingPath).description, problem: context.debugDescription)
        @unknown default:
            self.init(file: file, problem: "\(error)")
        }
    }
}
