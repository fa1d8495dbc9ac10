import Foundation
import LayoutEngine
import SafeAreaSupport
import Yams

/// Reads input files strictly, with one set of rules and messages for JSON and YAML: every
/// failure becomes an ``ImportError`` that names the file, the JSON path of the value and the
/// problem. The readers of screen files and of the audit's settings use it.
package enum StrictDecoder {
    /// The bytes of the file at `url`, or an error about `file` that says why not.
    package static func contents(of url: URL, file: String) throws(ImportError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ImportError(file: file, problem: "cannot read the file (\(FileErrorReason.describe(error)))")
        }
    }

    /// Decodes `type` from `data`, turning every failure into an ``ImportError`` about `file`.
    /// With `locatesValues`, decoders know the file and each value's line (`Decoder.sourceLocation`).
    package static func decode<T: Decodable>(
        _ type: T.Type, from data: Data, syntax: DataSyntax, file: String,
        locatesValues: Bool = false,
        userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) throws(ImportError) -> T {
        var userInfo = userInfo
        if locatesValues {
            userInfo[.sourceFile] = file
            userInfo[.sourceLines] = SourceLines(data)
        }
        do {
            switch syntax {
            case .json:
                let decoder = JSONDecoder()
                decoder.userInfo = userInfo
                return try decoder.decode(type, from: data)
            case .yaml:
                return try YAMLDecoder().decode(type, from: data, userInfo: userInfo)
            }
        } catch let error as DecodingError {
            throw ImportError(decoding: error, file: file, syntax: syntax)
        } catch let error as DecodingProblem {
            throw ImportError(file: file, position: error.position, problem: error.problem)
        } catch let error as YamlError {
            throw ImportError(file: file, problem: "not valid YAML: \(error)")
        } catch {
            throw ImportError(file: file, problem: FileErrorReason.describe(error))
        }
    }
}

extension ImportError {
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
            self.init(file: file, problem: "not valid \(syntax.name): \(detail ?? context.debugDescription)")
        case .dataCorrupted(let context):
            self.init(file: file, position: JSONPath(context.codingPath).description, problem: context.debugDescription)
        @unknown default:
            self.init(file: file, problem: "\(error)")
        }
    }
}
