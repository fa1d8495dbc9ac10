import DeviceGeometry
import Foundation
import LayoutEngine

/// Reads the resolved-screen JSON format: a tree of views with frames, optionally adapted to other
/// screen sizes through autoresizing masks. The README documents the format.
///
/// Reading is strict: an unknown key, a missing `kind`, a value of the wrong type or out of range
/// fails with an ``ImportError`` that names the file, the JSON path and the problem.
public enum ScreenJSON {
    /// Reads the file at `url`. The screen's name defaults to the file's name without extension.
    public static func read(contentsOf url: URL, displayPath: String? = nil) throws(ImportError) -> ScreenDocument {
        let file = displayPath ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImportError(file: file, problem: "cannot read the file (\(FileErrorReason.describe(error)))")
        }
        return try decode(data, file: file, defaultName: url.deletingPathExtension().lastPathComponent)
    }

    /// Decodes a document from `data`; `file` names it in errors and source locations.
    public static func decode(_ data: Data, file: String, defaultName: String) throws(ImportError) -> ScreenDocument {
        let decoder = JSONDecoder()
        decoder.userInfo[.sourceFile] = file
        decoder.userInfo[.defaultScreenName] = defaultName
        do {
            return try decoder.decode(DecodedDocument.self, from: data).document
        } catch let error as DecodingError {
            throw ImportError(decoding: error, file: file)
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
}

extension ImportError {
    /// Turns a decoding error into a message with the JSON path of the offending value.
    init(decoding error: DecodingError, file: String) {
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
            self.init(file: file, problem: "not valid JSON: \(detail ?? context.debugDescription)")
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
