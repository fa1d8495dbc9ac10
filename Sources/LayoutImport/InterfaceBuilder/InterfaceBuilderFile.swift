import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

/// Reads Interface Builder files, `.storyboard` and `.xib`, into screens the layout engine
/// resolves anew on every device.
///
/// Every scene of a storyboard and every top-level view of a xib becomes a `ScreenDocument`
/// named `<file>/<scene>`. Frames in the file are only the design canvas's: views placed by
/// constraints are solved again, and views placed by autoresizing follow their superview. What
/// the model does not hold is skipped with an ``ImportNote`` naming the file, line and element.
/// The article "Interface Builder files" lists what is read and what is skipped.
package enum InterfaceBuilderFile {
    /// Whether `fileName` names an Interface Builder file: `.storyboard` or `.xib`.
    package static func isInterfaceBuilderFile(_ fileName: String) -> Bool {
        ["storyboard", "xib"].contains((fileName as NSString).pathExtension.lowercased())
    }

    /// Reads the file at `url`, its named colours with their dark values from the asset catalogs
    /// beside it; `displayPath` names it in errors, notes and findings.
    package static func read(contentsOf url: URL, displayPath: String? = nil) throws(FileError) -> ScreenFileContents {
        let file = displayPath ?? url.path
        return try decode(
            StrictDecoder.contents(of: url, file: file), file: file,
            name: url.deletingPathExtension().lastPathComponent, assetColors: AssetCatalogColors.near(url))
    }

    /// Reads a file's bytes; `file` names it in messages and `name` is the first part of each
    /// screen's name. A named colour that `assetColors` holds takes its value from there.
    package static func decode(
        _ data: Data, file: String, name: String, assetColors: [String: Color] = [:]
    ) throws(FileError) -> ScreenFileContents {
        let document = try XMLTree.parse(data, file: file)
        guard document.name == "document", let type = document["type"], type.hasPrefix("com.apple.InterfaceBuilder") else {
            throw FileError(
                file: file, position: "line \(document.line)",
                problem:
                    "not an Interface Builder document: the root is <\(document.name)>, not <document type=\"com.apple.InterfaceBuilder3…\">"
            )
        }
        var context = IBContext(
            file: file, resources: IBResources(document, assetColors: assetColors), outlets: IBContext.outlets(of: document))
        let isMac =
            document["targetRuntime"]?.hasPrefix("MacOSX") == true || (type.contains(".Cocoa.") && !type.contains("CocoaTouch"))
        guard !isMac else {
            context.note(document, "a macOS (Cocoa) file: it has no iOS screens, so it is skipped")
            return ScreenFileContents(documents: [], notes: context.notes)
        }
        let controllers = Dictionary(
            Self.controllerElements(of: document).compactMap { element in element["id"].map { ($0, element) } },
            uniquingKeysWith: { first, _ in first })
        var reader = IBControllerReader(context: context, controllers: controllers)
        let design = IBDesignDevice.canvas(of: document)
        let fileName = ScreenName.component(name)
        let documents =
            type.contains("Storyboard")
            ? IBStoryboard(document, context: &reader.context).documents(reader: &reader, design: design, fileName: fileName)
            : IBXib(document, context: &reader.context).documents(reader: &reader, design: design, fileName: fileName)
        return ScreenFileContents(documents: documents, notes: reader.context.notes)
    }

    /// Every view controller element of a document: a storyboard's scene members and a xib's
    /// top-level controllers.
    private static func controllerElements(of document: XMLTree) -> [XMLTree] {
        let scenes = document.child(named: "scenes")?.children(named: "scene") ?? []
        let sceneObjects = scenes.flatMap { $0.child(named: "objects")?.children ?? [] }
        let topLevel = document.child(named: "objects")?.children ?? []
        return (sceneObjects + topLevel).filter { $0["sceneMemberID"] == "viewController" || $0.child(key: "view") != nil }
    }
}
