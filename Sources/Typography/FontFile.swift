@_spi(Internals) import DeviceGeometry
import SafeAreaSupport
import Synchronization

/// A font file a team names for the scripts the bundled faces do not cover: Chinese, Japanese,
/// Korean, Arabic, Hebrew, Thai, Devanagari and so on.
///
/// The file is read with FreeType, unscaled and unhinted: what is drawn is the file's own
/// outlines (TrueType's quadratic or OpenType CFF's cubic ones) and advances, filled by the same
/// rasterizer as the bundled faces, so a given file draws the same pixels on every machine. A
/// collection (`.ttc`) gives its first face. Glyphs are read the first time they are needed and
/// kept for the life of the file.
///
/// Text falls back to the files of `FontFiles.current`, in order, for each character the
/// bundled faces lack.
public final class FontFile: Hashable, Sendable, CustomStringConvertible {
    /// One glyph as the file gives it: its advance and outline in font units, y up.
    package struct Glyph: Sendable {
        /// The distance to the next glyph's origin.
        package let advance: Int
        /// The outline, nonzero winding, y pointing up from the baseline.
        package let outline: Path
    }

    private struct State {
        let face: FreeTypeFace
        var glyphIndices: [UInt32: Int?] = [:]
        var glyphs: [Int: Glyph?] = [:]
    }

    /// The file's path as it was named.
    public let path: String
    /// The face's family and style, as the file names them.
    package let faceName: String
    /// Font units in an em.
    package let unitsPerEm: Int
    private let state: Mutex<State>

    /// Opens the font file at `path`: TrueType or OpenType (`.ttf`, `.otf`), or a collection.
    ///
    /// - Throws: `FileError` when the file is missing, not a font, has no outlines (a
    ///   bitmap or colour-bitmap font) or no Unicode character map.
    public init(path: String) throws(FileError) {
        let face = try FreeTypeFace(path: path)
        self.path = path
        faceName = face.name
        unitsPerEm = face.unitsPerEm
        state = Mutex(State(face: face))
    }

    /// The glyph that draws `scalar`, or nil when the file does not cover it or cannot draw it.
    package func glyphIndex(for scalar: Unicode.Scalar) -> Int? {
        state.withLock { state in
            if let known = state.glyphIndices[scalar.value] { return known }
            let index = state.face.glyphIndex(for: scalar).flatMap { index in
                Self.glyph(index, in: &state) == nil ? nil : index
            }
            state.glyphIndices[scalar.value] = index
            return index
        }
    }

    /// Glyph `index`, which ``glyphIndex(for:)`` returned.
    package func glyph(_ index: Int) -> Glyph {
        state.withLock { state in Self.glyph(index, in: &state)! }
    }

    private static func glyph(_ index: Int, in state: inout State) -> Glyph? {
        if let known = state.glyphs[index] { return known }
        let glyph = state.face.glyph(index).map { Glyph(advance: $0.advance, outline: $0.outline) }
        state.glyphs[index] = glyph
        return glyph
    }

    /// The path and the face's name.
    public var description: String { "\(path) (\(faceName))" }

    /// Files are the same when they are the same opened file.
    public static func == (lhs: FontFile, rhs: FontFile) -> Bool { lhs === rhs }

    /// Hashes the opened file's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
