import DeviceGeometry
import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

/// A xib's top-level objects as screens: each top-level view, and each top-level view controller,
/// is a screen of its own. The File's Owner's `view` outlet names the view a controller loads;
/// that screen takes the owner's class as its name.
struct IBXib {
    /// A top-level object that becomes a screen.
    struct Object {
        var element: XMLTree
        var name: String
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
            objects.append(Object(element: element, name: name))
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
        let controller: ViewController
        if element.child(key: "view") != nil {
            controller = reader.contentController(element)
        } else {
            controller = reader.contentController(view: element)
            if let size = element.rect(key: "frame")?.size, size != canvas,
                size != Size(width: canvas.height, height: canvas.width)
            {
                reader.context.note(
                    element,
                    "a view of \(PointFormatting.string(size.width)) × \(PointFormatting.string(size.height)) pt, not a screen; laid out as one, filling the device"
                )
            }
        }
        return ScreenDocument(name: "\(fileName)/\(object.name)", canvas: canvas, root: controller)
    }
}
