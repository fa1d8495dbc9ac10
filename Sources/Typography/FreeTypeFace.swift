import CFreeType
@_spi(Internals) import DeviceGeometry
import SafeAreaSupport

/// One face of a font file open in FreeType, read unscaled and unhinted: the file's own outlines
/// and advances in font units. FreeType's objects are not thread-safe, so a face belongs to one
/// ``FontFile`` and is used only under its lock.
final class FreeTypeFace {
    private let library: FT_Library
    private let face: FT_Face

    /// Opens the first face of the file at `path`, refusing files without outlines or without a
    /// Unicode character map.
    init(path: String) throws(FileError) {
        func failure(_ problem: String) -> FileError { FileError(file: path, problem: problem) }
        // FreeType opens the file itself, and would wait forever on a named pipe.
        do {
            try BoundedFile.checkRegularFile(path)
        } catch {
            throw FileError(
                file: path, problem: "cannot read the font (\(FileErrorReason.describe(error)))", kind: .unreadable)
        }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw failure("FreeType could not start") }
        var face: FT_Face?
        let error = FT_New_Face(library, path, 0, &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw FileError(file: path, problem: Self.describe(error), kind: error == 0x01 ? .unreadable : .malformed)
        }
        self.library = library
        self.face = face
        let record = face.pointee
        guard record.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            throw failure("the font has no outlines (a bitmap font, such as a colour emoji font, cannot be drawn)")
        }
        guard (16...16_384).contains(Int(record.units_per_EM)) else {
            throw failure("the font's units per em (\(record.units_per_EM)) are out of range")
        }
        guard record.charmap != nil, record.charmap.pointee.encoding == FT_ENCODING_UNICODE else {
            throw failure("the font has no Unicode character map")
        }
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// Font units in an em.
    var unitsPerEm: Int { Int(face.pointee.units_per_EM) }

    /// The face's full name, family and style, for messages.
    var name: String {
        [face.pointee.family_name, face.pointee.style_name].compactMap { $0.map { String(cString: $0) } }
            .joined(separator: " ")
    }

    /// The glyph that draws `scalar`, or nil when the face does not cover it.
    func glyphIndex(for scalar: Unicode.Scalar) -> Int? {
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        return index == 0 ? nil : Int(index)
    }

    /// The advance and outline of glyph `index` in font units, y up; nil when FreeType cannot load
    /// it as an outline.
    func glyph(_ index: Int) -> (advance: Int, outline: Path)? {
        let flags = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | FT_LOAD_IGNORE_TRANSFORM
        guard FT_Load_Glyph(face, FT_UInt(index), Int32(flags)) == 0, let slot = face.pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return nil }
        var builder = OutlineBuilder()
        var outline = slot.pointee.outline
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in OutlineBuilder.from(user).pointee.move(to: to) },
            line_to: { to, user in OutlineBuilder.from(user).pointee.line(to: to) },
            conic_to: { control, to, user in OutlineBuilder.from(user).pointee.quadratic(to: to, control: control) },
            cubic_to: { control1, control2, to, user in
                OutlineBuilder.from(user).pointee.cubic(to: to, control1: control1, control2: control2)
            },
            shift: 0, delta: 0)
        let error = withUnsafeMutablePointer(to: &builder) { FT_Outline_Decompose(&outline, &funcs, $0) }
        guard error == 0 else { return nil }
        builder.path.close()
        return (Int(slot.pointee.metrics.horiAdvance), builder.path)
    }

    /// FreeType's words for `error`, or its number when the library was built without them.
    private static func describe(_ error: FT_Error) -> String {
        switch error {
        case 0x01: "the file cannot be opened"
        case 0x02: "the file is not a font FreeType can read (TrueType, OpenType, a collection or Type 1)"
        case 0x03, 0x08, 0x09, 0x51...0x56, 0x8E...0x94: "the font file is damaged or cut short"
        case 0x0A: "the font file claims more faces or tables than it holds (a damaged or crafted file)"
        case 0x40: "there is not enough memory to open the font"
        default: FT_Error_String(error).map { "FreeType: \(String(cString: $0))" } ?? "FreeType error \(error)"
        }
    }
}

/// Collects FreeType's outline callbacks into a ``Path``, quadratic pieces raised to cubic ones
/// (exactly: the same curve).
private struct OutlineBuilder {
    var path = Path()
    private var current = Point(x: 0, y: 0)

    static func from(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<OutlineBuilder> {
        user!.assumingMemoryBound(to: OutlineBuilder.self)
    }

    private static func point(_ vector: UnsafePointer<FT_Vector>?) -> Point {
        Point(x: Double(vector!.pointee.x), y: Double(vector!.pointee.y))
    }

    mutating func move(to vector: UnsafePointer<FT_Vector>?) -> Int32 {
        if !path.isEmpty { path.close() }
        current = Self.point(vector)
        path.move(to: current)
        return 0
    }

    mutating func line(to vector: UnsafePointer<FT_Vector>?) -> Int32 {
        current = Self.point(vector)
        path.line(to: current)
        return 0
    }

    mutating func quadratic(to vector: UnsafePointer<FT_Vector>?, control vectorControl: UnsafePointer<FT_Vector>?) -> Int32 {
        let end = Self.point(vector), control = Self.point(vectorControl)
        path.cubic(
            to: end,
            control1: Point(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y)),
            control2: Point(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)))
        current = end
        return 0
    }

    mutating func cubic(
        to vector: UnsafePointer<FT_Vector>?, control1: UnsafePointer<FT_Vector>?, control2: UnsafePointer<FT_Vector>?
    ) -> Int32 {
        current = Self.point(vector)
        path.cubic(to: current, control1: Self.point(control1), control2: Self.point(control2))
        return 0
    }
}
