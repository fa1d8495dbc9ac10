import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaSupport
import Yams

/// Reads screen files in JSON or YAML: the resolved-screen format (a `root` view with frames that
/// follow other screen sizes through autoresizing masks) and the spec format (a `controller` tree
/// with constraints). The README documents both; `Schemas/screen.schema.json` describes them.
///
/// Reading is strict: an unknown key, a missing `kind`, a value of the wrong type or out of range,
/// a repeated id or a constraint naming nothing fails with an ``ImportError`` that names the file,
/// the path of the value and the problem.
public enum ScreenFile {
    /// The syntax of a file.
    public enum Format: Sendable {
        /// JSON.
        case json
        /// YAML 1.2.
        case yaml

        /// The format for a file name: YAML for `.yaml` and `.yml`, JSON otherwise.
        public init(fileName: String) {
            let lowered = fileName.lowercased()
            self = lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") ? .yaml : .json
        }
    }

    /// Reads the file at `url`, in the format its extension names. The screen's name defaults to the
    /// file's name without extension.
    public static func read(contentsOf url: URL, displayPath: String? = nil) throws(ImportError) -> ScreenDocument {
        let file = displayPath ?? url.path
        return try decode(readData(at: url, file: file), format: Format(fileName: url.lastPathComponent), file: file,
                          defaultName: url.deletingPathExtension().lastPathComponent)
    }

    /// The bytes of the file at `url`, or an ``ImportError`` about `file` that says why not.
    static func readData(at url: URL, file: String) throws(ImportError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ImportError(file: file, problem: "cannot read the file (\(FileErrorReason.describe(error)))")
        }
    }

    /// Decodes a document from `data`; `file` names it in errors and source locations.
    public static func decode(_ data: Data, format: Format = .json, file: String,
                              defaultName: String) throws(ImportError) -> ScreenDocument {
        let userInfo: [CodingUserInfoKey: any Sendable] = [.sourceFile: file, .defaultScreenName: defaultName,
                                                           .sourceLines: SourceLines(data)]
        return try strictlyDecode(DecodedDocument.self, from: data, format: format, file: file, userInfo: userInfo).document
    }

    /// Decodes `type` from `data`, turning every failure into an ``ImportError`` about `file`.
    static func strictlyDecode<T: Decodable>(_ type: T.Type, from data: Data, format: Format, file: String,
                                             userInfo: [CodingUserInfoKey: any Sendable] = [:]) throws(ImportError) -> T {
        do {
            switch format {
            case .json:
                let decoder = JSONDecoder()
                decoder.userInfo = userInfo
                return try decoder.decode(type, from: data)
            case .yaml:
                return try YAMLDecoder().decode(type, from: data, userInfo: userInfo)
            }
        } catch let error as DecodingError {
            throw ImportError(decoding: error, file: file, format: format)
        } catch let error as ReferenceError {
            throw ImportError(file: file, position: error.position, problem: error.problem)
        } catch let error as YamlError {
            throw ImportError(file: file, problem: "not valid YAML: \(error)")
        } catch {
            throw ImportError(file: file, problem: FileErrorReason.describe(error))
        }
    }
}

extension CodingUserInfoKey {
    /// The path of the file being decoded, for source locations.
    static let sourceFile = CodingUserInfoKey(rawValue: "SafeAreaKit.sourceFile")!
    /// The screen's name when the file gives none: the file's name.
    static let defaultScreenName = CodingUserInfoKey(rawValue: "SafeAreaKit.defaultScreenName")!
    /// The file's ``SourceLines``.
    static let sourceLines = CodingUserInfoKey(rawValue: "SafeAreaKit.sourceLines")!
}

extension ImportError {
    /// Turns a decoding error into a message with the JSON path of the offending value.
    init(decoding error: DecodingError, file: String, format: ScreenFile.Format) {
        switch error {
        case .keyNotFound(let key, let context):
            self.init(file: file, position: JSONPath(context.codingPath).description,
                      problem: "missing required key '\(key.stringValue)'")
        case .typeMismatch(let type, let context):
            self.init(file: file, position: JSONPath(context.codingPath).description,
                      problem: "expected \(JSONPath.typeName(type)), found something else")
        case .valueNotFound(let type, let context):
            self.init(file: file, position: JSONPath(context.codingPath).description,
                      problem: "expected \(JSONPath.typeName(type)), found null")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            let detail = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
            let syntax = format == .json ? "JSON" : "YAML"
            self.init(file: file, problem: "not valid \(syntax): \(detail ?? context.debugDescription)")
        case .dataCorrupted(let context):
            self.init(file: file, position: JSONPath(context.codingPath).description, problem: context.debugDescription)
        @unknown default:
            self.init(file: file, problem: "\(error)")
        }
    }
}

/// A coding path written as a JSON path: `$.root.subviews[2].frame`.
struct JSONPath: CustomStringConvertible {
    let codingPath: [any CodingKey]

    init(_ codingPath: [any CodingKey]) {
        self.codingPath = codingPath
    }

    var description: String {
        codingPath.reduce("$") { path, key in
            key.intValue.map { "\(path)[\($0)]" } ?? "\(path).\(key.stringValue)"
        }
    }

    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Double.Type, is Int.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: "an object"
        }
    }
}
