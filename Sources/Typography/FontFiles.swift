import SafeAreaSupport
import Synchronization

/// The font files text falls back to, in order, for the characters the bundled faces lack.
///
/// The files apply to the text laid out and drawn while they are `current`: the command line
/// sets them for a run from `--font-file` and `fontFiles:` in `.safearea.yml`, the assertions
/// for each assertion from their `fontFiles` parameter, and a program of its own with
///
/// ```swift
/// let fonts = try FontFiles(paths: ["Fonts/NotoSansJP-Regular.otf"])
/// FontFiles.$current.withValue(fonts) { /* lay out and render */ }
/// ```
///
/// A character that neither the bundled faces nor these files cover is drawn as a hollow box of
/// its advance and recorded in `MissingGlyphs.shared`.
public struct FontFiles: Hashable, Sendable, CustomStringConvertible {
    /// The files, the first that covers a character drawing it.
    package let files: [FontFile]

    /// The files of `files`, in order.
    public init(_ files: [FontFile] = []) {
        self.files = files
    }

    /// The font files at `paths`, in order, each opened once per process: every run and
    /// assertion that names a path shares its glyphs and their prepared outlines.
    public init(paths: [String]) throws(FileError) {
        var files: [FontFile] = []
        for path in paths { files.append(try Self.opened(path)) }
        self.init(files)
    }

    private static let openedFiles = Mutex<[String: FontFile]>([:])

    private static func opened(_ path: String) throws(FileError) -> FontFile {
        try openedFiles.withLock { (opened: inout [String: FontFile]) throws(FileError) -> FontFile in
            if let file = opened[path] { return file }
            let file = try FontFile(path: path)
            opened[path] = file
            return file
        }
    }

    /// The files the text being laid out and drawn falls back to; none unless set.
    @TaskLocal package static var current = FontFiles()

    /// Whether there are no files.
    package var isEmpty: Bool { files.isEmpty }

    /// The files' paths, comma-separated.
    public var description: String { files.map(\.path).joined(separator: ", ") }

    /// The first file with a glyph for `scalar`, and that glyph.
    package func glyph(for scalar: Unicode.Scalar) -> (file: FontFile, glyph: Int)? {
        for file in files {
            if let glyph = file.glyphIndex(for: scalar) { return (file, glyph) }
        }
        return nil
    }
}
