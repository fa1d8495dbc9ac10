import LayoutEngine

/// A screen as ``DecodedDocument`` reads it: its name, canvas and presentation, and its
/// controller tree, or the SwiftUI view it was read from while its controllers are still that
/// view's. Its ids must be ones a spec can name (``SpecIdentifiers``).
struct EncodedDocument: Encodable {
    let document: ScreenDocument
    let comment: String?

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedDocument.Key>(encoder)
        try c.encodeIfPresent(comment, .comment)
        let name = document.sceneName
        if !name.isEmpty, name != ".", name != "..", !name.contains("\\") { try c.encode(name, .name) }
        let swiftUI = document.swiftUIView.flatMap { $0.hostingController() == document.root ? $0 : nil }
        if swiftUI == nil || document.canvas != ScreenDocument.defaultCanvas {
            try c.encode(SpecInlineMap(document.canvas), .canvas)
        }
        try c.encodeCase(document.presentation, .presentation, unless: .fullScreen)
        try c.encodeIfPresent(document.preferredContentSize.map(SpecInlineMap.init), .preferredContentSize)
        if let swiftUI {
            try c.encode(EncodedSwiftUIView(view: swiftUI), .swiftui)
        } else {
            try c.encode(EncodedController(controller: document.root), .controller)
        }
    }
}
