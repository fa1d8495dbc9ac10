import Foundation
import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

/// Reads screen files: the resolved-screen and spec formats in JSON or YAML (a `root` view with
/// frames that follow other screen sizes through autoresizing masks, or a `controller` tree with
/// constraints), and Interface Builder storyboards and xibs through `InterfaceBuilderFile`. The
/// article "Screen formats" documents them; `Schemas/screen.schema.json` describes the first two.
///
/// Reading is strict: an unknown key, a missing `kind`, a value of the wrong type or out of range,
/// a repeated id or a constraint naming nothing fails with an `FileError` that names the file,
/// the path of the value and the problem.
public enum ScreenFile {
    /// The syntax of a file.
    public enum Format: String, CaseIterable, Sendable {
        /// JSON.
        case json
        /// YAML 1.2.
        case yaml
        /// An Interface Builder storyboard or xib.
        case interfaceBuilder
        /// UIKit's `recursiveDescription`, as swift-snapshot-testing writes it.
        case recursiveDescription
        /// A WebDriverAgent or Appium page source, XML or JSON.
        case pageSource
        /// idb's `ui describe-all` JSON, flat or nested.
        case idb
        /// XCUITest's `debugDescription` of an application.
        case xcuitest
        /// `maestro hierarchy` JSON for iOS.
        case maestro
        /// argent's trajectory JSON, whose `describe` steps are captures.
        case argent

        /// The format for a file name: YAML for `.yaml` and `.yml`, Interface Builder for
        /// `.storyboard` and `.xib`, JSON otherwise.
        @_spi(Internals) public init(fileName: String) {
            if InterfaceBuilderFile.isInterfaceBuilderFile(fileName) {
                self = .interfaceBuilder
            } else {
                self = DataSyntax(fileName: fileName) == .yaml ? .yaml : .json
            }
        }

        /// The format of a file: Interface Builder and YAML by their extensions; a hierarchy dump by
        /// what its first kilobytes hold; else XML is Interface Builder and anything else JSON.
        @_spi(Internals) public init(fileName: String, contents: Data) {
            let fileExtension = (fileName as NSString).pathExtension.lowercased()
            if ["yaml", "yml", "storyboard", "xib"].contains(fileExtension) {
                self.init(fileName: fileName)
            } else if let dump = HierarchyDump.format(of: contents) {
                self = dump
            } else {
                self = ScreenFile.firstSignificantByte(of: contents) == UInt8(ascii: "<") ? .interfaceBuilder : .json
            }
        }

        /// Whether files of the format are captures of a running app.
        @_spi(Internals) public var isHierarchyDump: Bool {
            ![.json, .yaml, .interfaceBuilder].contains(self)
        }

        var syntax: DataSyntax {
            self == .yaml ? .yaml : .json
        }
    }

    /// Reads every screen of the file at `url`: one for a JSON or YAML file, one per scene or
    /// top-level view for an Interface Builder file, one per capture for a hierarchy dump, placed
    /// on its device as `capture` says or the capture's size suggests. `format` overrides the one
    /// the file's name and contents suggest.
    package static func readScreens(
        contentsOf url: URL, displayPath: String? = nil, format: Format? = nil, capture: CaptureOptions = CaptureOptions()
    ) throws(FileError) -> ScreenFileContents {
        let file = displayPath ?? url.path
        let data = try StrictDecoder.contents(of: url, file: file)
        return try decodeScreens(data, fileName: url.lastPathComponent, file: file, format: format, capture: capture)
    }

    /// Reads every screen of a file's contents `data`, as `readScreens(contentsOf:displayPath:format:capture:)`
    /// reads a file: `fileName` suggests the format and names the screens, `file` names the file in
    /// errors.
    public static func decodeScreens(
        _ data: Data, fileName: String, file: String, format: Format? = nil, capture: CaptureOptions = CaptureOptions()
    ) throws(FileError) -> ScreenFileContents {
        let name = (fileName as NSString).deletingPathExtension
        let format = format ?? Format(fileName: fileName, contents: data)
        if format == .json, !Self.mayBeJSON(fileName, data) {
            throw FileError(file: file, problem: Self.unknownFormatProblem(data), kind: .malformed, remedy: .format)
        }
        let screens: ScreenFileContents
        switch format {
        case .interfaceBuilder:
            screens = try InterfaceBuilderFile.decode(data, file: file, name: name)
        case .json, .yaml:
            screens = ScreenFileContents(documents: [try decode(data, format: format, file: file, defaultName: name)])
        default:
            screens = try HierarchyDump.decode(data, format: format, file: file, name: name, options: capture)
        }
        try ScreenLimits().check(screens, file: file)
        return ScreenFileContents(
            documents: screens.documents,
            notes: screens.notes + screens.documents.flatMap { AmbiguousLayout.notes(in: $0, file: file) })
    }

    /// Reads the one screen of the file at `url`. The screen's name defaults to the file's name
    /// without extension. An Interface Builder file must hold exactly one screen, or name it with
    /// `scene`; a capture is placed as `capture` says.
    public static func read(
        contentsOf url: URL, displayPath: String? = nil, scene: String? = nil, capture: CaptureOptions = CaptureOptions()
    ) throws(FileError) -> ScreenDocument {
        let file = displayPath ?? url.path
        var screens = try readScreens(contentsOf: url, displayPath: displayPath, capture: capture)
        if let scene { screens = try screens.selecting([scene], file: file) }
        guard screens.documents.count == 1 else {
            let names = screens.documents.map(\.sceneName)
            throw FileError(
                file: file,
                problem: names.isEmpty
                    ? "the file holds no screen"
                    : "the file holds \(names.count) screens (\(names.joined(separator: ", "))); name one as the scene")
        }
        return screens.documents[0]
    }

    /// Decodes a JSON or YAML document from `data`; `file` names it in errors and source locations.
    package static func decode(
        _ data: Data, format: Format = .json, file: String,
        defaultName: String
    ) throws(FileError) -> ScreenDocument {
        try StrictDecoder.decode(
            DecodedDocument.self, from: data, syntax: format.syntax, file: file, locatesValues: true,
            userInfo: [.defaultScreenName: defaultName]
        ).document
    }
}

extension ScreenFile {
    /// The first byte of `data` that is neither white space nor part of a UTF-8 byte-order mark.
    /// Whether a file that no other reader claims may be JSON: it is named `.json`, or it starts
    /// with `{` or `[`.
    private static func mayBeJSON(_ fileName: String, _ data: Data) -> Bool {
        fileName.lowercased().hasSuffix(".json")
            || [UInt8(ascii: "{"), UInt8(ascii: "[")].contains(firstSignificantByte(of: data))
    }

    /// Why a file is not read: what it seems to be, and what is read instead.
    private static func unknownFormatProblem(_ data: Data) -> String {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
        let seems =
            data.starts(with: png)
            ? "a PNG image, not a screen file"
            : String(data: data, encoding: .utf8) == nil ? "not text, so not a screen file" : "not a format SafeAreaKit reads"
        return seems
            + ": it reads JSON or YAML screen files (.json, .yaml, .yml), Interface Builder files (.storyboard, .xib) and "
            + "hierarchy dumps (recursiveDescription, Appium page source, idb, XCUITest, Maestro, argent); "
            + "name the format"
    }

    static func firstSignificantByte(of data: Data) -> UInt8? {
        data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    }
}

extension CodingUserInfoKey {
    /// The screen's name when the file gives none: the file's name.
    static let defaultScreenName = CodingUserInfoKey(rawValue: "SafeAreaKit.defaultScreenName")!
}
