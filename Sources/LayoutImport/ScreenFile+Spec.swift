@_spi(Internals) import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
import SafeAreaSupport
import Yams

extension ScreenFile {
    /// The syntax a spec file is written in.
    public enum SpecSyntax: String, CaseIterable, Sendable {
        /// YAML, with keys in the order a person would write them.
        case yaml
        /// JSON, with keys sorted.
        case json

        /// The syntax for a file name: JSON for `.json`, YAML otherwise.
        package init(fileName: String) {
            self = (fileName as NSString).pathExtension.lowercased() == "json" ? .json : .yaml
        }
    }

    /// `document` as a spec file that `read(contentsOf:displayPath:scene:)` reads back as the
    /// same screen: its controllers, views, constraints and guides, each value written only where
    /// it differs from UIKit's default. The name is the scene's (the part after the last `/`); ids
    /// a spec cannot name are renamed. `comment` goes at the top, to say where the screen came from.
    ///
    /// The spec is read back before it is returned; a screen it would not give back whole is an
    /// error rather than a file that loses something.
    ///
    /// A captured screen becomes the resolved-screen form: its views with the frames the capture
    /// recorded, relative to their superviews, on a canvas of the captured screen's size.
    public static func spec(
        of document: ScreenDocument, syntax: SpecSyntax, comment: String? = nil
    ) throws(FileError) -> Data {
        let document = document.capture.map { framesOnly(of: $0, named: document.name) } ?? document
        let written = SpecIdentifiers.expressible(document)
        let data: Data
        do {
            let encoded = EncodedDocument(document: written, comment: comment)
            switch syntax {
            case .json: data = try JSONOutput.pretty(encoded) + Data("\n".utf8)
            case .yaml:
                let encoder = YAMLEncoder()
                encoder.options = YAMLEncoder.Options(width: -1, allowUnicode: true)
                data = Data(try encoder.encode(encoded).utf8)
            }
        } catch {
            throw FileError(file: document.name, problem: "cannot be written as a spec: \(error)")
        }
        var expected = written.withoutSources
        expected.name = document.sceneName
        let readBack = try decode(
            data, format: syntax == .json ? .json : .yaml, file: "the spec of \(document.name)", defaultName: document.sceneName)
        guard readBack.withoutSources == expected else {
            throw FileError(
                file: document.name,
                problem: "its spec does not read back as the same screen; this is a bug in SafeAreaKit, please report it")
        }
        return data
    }

    /// A captured screen as a document of fixed frames: each view where the capture put it, relative
    /// to its superview (scroll content at the offset it was captured at), with the status bar as
    /// the capture showed it.
    private static func framesOnly(of capture: CapturedScreen, named name: String) -> ScreenDocument {
        func node(_ view: ResolvedView, in parent: Rect) -> ViewNode {
            var node = ViewNode(
                attributes: view.attributes,
                frame: view.frame.offsetBy(dx: -parent.minX, dy: -parent.minY),
                subviews: view.subviews.map { node($0, in: view.frame) }, source: view.source)
            // The capture recorded scroll content where it was: no inset moves it again.
            if view.attributes.kind.isScrollView { node.scroll.contentInsetAdjustmentBehavior = .never }
            return node
        }
        let size = capture.placement.device.screenSize(in: capture.placement.orientation)
        let root = node(capture.root, in: Rect(origin: .zero, size: size))
        var controller = ViewController(.view(root))
        controller.prefersStatusBarHidden = capture.isStatusBarVisible.map { !$0 }
        return ScreenDocument(name: name, canvas: size, root: controller)
    }
}
