import Foundation
import LayoutEngine
import SafeAreaDecoding

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
            self = DataSyntax(fileName: fileName) == .yaml ? .yaml : .json
        }

        var syntax: DataSyntax {
            switch self {
            case .json: .json
            case .yaml: .yaml
            }
        }
    }

    /// Reads the file at `url`, in the format its extension names. The screen's name defaults to the
    /// file's name without extension.
    public static func read(contentsOf url: URL, displayPath: String? = nil) throws(ImportError) -> ScreenDocument {
        let file = displayPath ?? url.path
        return try decode(
            StrictDecoder.contents(of: url, file: file), format: Format(fileName: url.lastPathComponent),
            file: file, defaultName: url.deletingPathExtension().lastPathComponent)
    }

    /// Decodes a document from `data`; `file` names it in errors and source locations.
    public static func decode(
        _ data: Data, format: Format = .json, file: String,
        defaultName: String
    ) throws(ImportError) -> ScreenDocument {
        try StrictDecoder.decode(
            DecodedDocument.self, from: data, syntax: format.syntax, file: file, locatesValues: true,
            userInfo: [.defaultScreenName: defaultName]
        ).document
    }
}

extension CodingUserInfoKey {
    /// The screen's name when the file gives none: the file's name.
    static let defaultScreenName = CodingUserInfoKey(rawValue: "SafeAreaKit.defaultScreenName")!
}
