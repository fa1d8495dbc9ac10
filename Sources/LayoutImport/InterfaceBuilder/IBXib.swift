import DeviceGeometry
import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

/// A xib's top-level objects as screens: each top-level view controller, and the view the File's
/// Owner loads as its `view` (a controller's screen, named after the owner's class). Any other
/// top-level view or cell is a component that code shows inside something else: it is laid out once
/// at its design size and judged only by the rules that do not depend on where it sits.
struct IBXib {
    /// A top-level object that becomes a screen.
    struct Object {
        var element: XMLTree
        var name: String
        /// Whether the File's Owner loads it as its `view`, so that it fills a controller's screen.
        var isOwnersView: Bool
    }

    let objects: [Object]

    /// The top-level objects of `document`.
    init(_ document: XMLTree, context: inout IBContext) {
        let topLevel = document.child(named: "objects")?.children ?? []
        let owner = topLevel.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
        let ownerOutlets = owner?.child(named: "connections")?.children(named: "outlet") ?? []
        var used: Set<String> = []
        var objects: [Object] = []
        for element in topLevel where element.name != "placeholder" {
            let isController = element.child(key: "view") != nil
            guard isController || IBViewKinds.kind(of: element.name) != nil else {
                if element.rect(key: "frame") != nil {
                    context.note(element, "a top-level object this reader does not know; skipped")
                }
                continue
            }
            let outlet = ownerOutlets.first { $0["destination"] == element["id"] }?["property"]
            let base =
                outlet == "view"
                ? owner?["customClass"] : element["userLabel"] ?? element["customClass"] ?? outlet
            var name = ScreenName.component(base ?? "\(element.name)-\(element["id"] ?? "\(element.line)")")
            if isController { name = IBNames.sceneName(of: element) }
            if used.contains(name) { name += "-\(element["id"] ?? "\(element.line)")" }
            used.insert(name)
            objects.append(Object(element: element, name: name, isOwnersView: outlet == "view"))
        }
        self.objects = objects
    }

    /// The screen of each object, in file order.
    func documents(reader: inout IBControllerReader, design: Size?, fileName: String) -> [ScreenDocument] {
        objects.map { object in
            document(
                for: object, reader: &reader, canvas: IBDesignDevice.canvas(design, root: object.element), fileName: fileName)
        }
    }

    private func document(for object: Object, reader: inout IBControllerReader, canvas: Size, fileName: String) -> ScreenDocument
    {
        let element = object.element
        let name = "\(fileName)/\(object.name)"
        if element.child(key: "view") != nil {
            return ScreenDocument(name: name, canvas: canvas, root: reader.contentController(element))
        }
        let controller = reader.contentController(view: element)
        guard !object.isOwnersView else { return ScreenDocument(name: name, canvas: canvas, root: controller) }
        let size = element.rect(key: "frame")?.size ?? canvas
        reader.context.note(
            element,
            "a \(PointFormatting.string(size.width)) × \(PointFormatting.string(size.height))-pt view that is not its File's "
                + "Owner's view: a component, laid out once at that size and judged only by the rules that do not depend "
                + "on where code puts it (hit-target, occluded)")
        return ScreenDocument(name: name, canvas: size, root: controller, presentation: .component)
    }
}
