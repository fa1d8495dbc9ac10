import LayoutEngine

/// A screen as ``DecodedDocument`` reads it: its name, canvas and presentation, and its
/// controller tree. Its ids must be ones a spec can name (``SpecIdentifiers``).
struct EncodedDocument: Encodable {
    let document: ScreenDocument
    let comment: String?

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedDocument.Key>(encoder)
        try c.encodeIfPresent(comment, .comment)
        let name = document.sceneName
        if !name.isEmpty, name != ".", name != "..", !name.contains("\\") { try c.encode(name, .name) }
        try c.encode(SpecInlineMap(document.canvas), .canvas)
        try c.encodeCase(document.presentation, .presentation, unless: .fullScreen)
        try c.encodeIfPresent(document.preferredContentSize.map(SpecInlineMap.init), .preferredContentSize)
        try c.encode(EncodedController(controller: document.root), .controller)
    }
}
