import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

/// The keys a screen file may use at the top, and strict decoding of them into the layout model.
///
/// A file gives `root`, a view that fills the window (the resolved-screen format), `controller`,
/// a view controller tree (the spec format), or `swiftui`, a SwiftUI view a hosting controller
/// shows. `canvas` is the size fixed frames were laid out for; it defaults to 375 × 667 when
/// nothing has a fixed frame.
struct DecodedDocument: Decodable {
    let document: ScreenDocument

    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case name, canvas, root, controller, swiftui, presentation, preferredContentSize, comment
    }

    init(from decoder: any Decoder) throws {
        let container = try StrictContainer<Key>(decoder)
        let canvas = try container.decodeIfPresent(DecodedSize.self, .canvas)?.size ?? ScreenDocument.defaultCanvas
        guard canvas.width > 0, canvas.height > 0 else {
            throw container.invalid(.canvas, "the canvas must have a positive width and height, got \(canvas)")
        }
        let root: ViewController
        var swiftUIView: SwiftUIView?
        switch (container.has(.root), container.has(.controller), container.has(.swiftui)) {
        case (true, false, false):
            root = ViewController(.view(try container.decode(DecodedView.self, .root).node))
        case (false, true, false):
            root = try container.decode(DecodedController.self, .controller).controller
        case (false, false, true):
            let decoded = try container.decode(DecodedSwiftUIView.self, .swiftui)
            guard decoded.isScreenRoot else { throw container.invalid(.swiftui, DecodedSwiftUIView.misplacedContainer) }
            root = decoded.view.hostingController()
            swiftUIView = decoded.view
        case (false, false, false):
            throw container.missing(.controller)
        default:
            throw container.invalid(.controller, "give one of root (a view), controller or swiftui")
        }
        let name = try container.decodeIfPresent(String.self, .name) ?? decoder.userInfo[.defaultScreenName] as? String ?? ""
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.contains("\\"),
            !name.unicodeScalars.contains(where: \.isControlCharacter)
        else {
            throw container.invalid(.name, "'\(name)' cannot name an output folder: use letters, digits, '-' or '_'")
        }
        let presentation = try container.decodeCase(ScreenDocument.Presentation.self, .presentation) ?? .fullScreen
        var document = ScreenDocument(name: name, canvas: canvas, root: root, presentation: presentation)
        document.swiftUIView = swiftUIView
        if let size = try container.decodeIfPresent(DecodedSize.self, .preferredContentSize)?.size {
            guard size.width > 0, size.height > 0 else {
                throw container.invalid(.preferredContentSize, "a preferred content size must be positive, got \(size)")
            }
            document.preferredContentSize = size
        }
        self.document = try ReferenceValidation.resolve(document)
    }
}
