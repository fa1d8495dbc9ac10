import DeviceGeometry
import SafeAreaDecoding

/// The `<resources>` of an Interface Builder file: the values Xcode resolved for the named and
/// system colours and the sizes of the images the file uses.
struct IBResources {
    private var colors: [String: Color] = [:]
    private var imageSizes: [String: Size] = [:]

    /// The resources of `document`, a named colour from `assetColors` where it has one there,
    /// with its dark value.
    init(_ document: XMLTree, assetColors: [String: Color] = [:]) {
        for resources in document.children(named: "resources") {
            for entry in resources.children {
                guard let name = entry["name"] else { continue }
                switch entry.name {
                case "image":
                    if let width = entry.number("width"), let height = entry.number("height") {
                        imageSizes[name] = Size(width: width, height: height)
                    }
                case "namedColor" where assetColors[name] != nil:
                    colors[name] = assetColors[name]
                case "systemColor", "namedColor":
                    if let color = entry.child(named: "color").flatMap({ IBResources.literal($0) }) { colors[name] = color }
                default:
                    continue
                }
            }
        }
    }

    /// The size of the image `name`, when the file lists it.
    func imageSize(_ name: String) -> Size? { imageSizes[name] }

    /// The colour a `<color>` element stands for: a system colour UIKit knows, with its dark
    /// value (the file keeps only Xcode's light one); else its components, else the resource it
    /// names; nil for `<nil>` or a colour not known.
    func color(_ element: XMLTree) -> Color? {
        guard element.name == "color" else { return nil }
        if let name = element["systemColor"] {
            let uikitName = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
            if let system = Color.named[uikitName] { return system }
        }
        if let name = element["systemColor"] ?? element["name"], let color = colors[name] { return color }
        if let color = Self.literal(element) { return color }
        return element["cocoaTouchSystemColor"].flatMap { Self.cocoaTouchColors[$0] }
    }

    /// The colour given by components: `red green blue alpha` or `white alpha`, each 0...1.
    private static func literal(_ element: XMLTree) -> Color? {
        let alpha = channel(element.number("alpha") ?? 1)
        if let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") {
            return Color(red: channel(red), green: channel(green), blue: channel(blue), alpha: alpha)
        }
        if let white = element.number("white") {
            let level = channel(white)
            return Color(red: level, green: level, blue: level, alpha: alpha)
        }
        return nil
    }

    private static func channel(_ value: Double) -> UInt8 {
        UInt8((min(1, max(0, value)) * 255).rounded())
    }

    /// The colours older files name with `cocoaTouchSystemColor`.
    private static let cocoaTouchColors: [String: Color] = [
        "whiteColor": .white, "blackColor": .black, "clearColor": .clear, "darkTextColor": .black,
        "lightTextColor": Color(red: 255, green: 255, blue: 255, alpha: 153),
        "groupTableViewBackgroundColor": .systemGroupedBackground,
        "tableCellGroupedBackgroundColor": .white, "scrollViewTexturedBackgroundColor": .systemGray,
        "viewFlipsideBackgroundColor": Color(rgb: 0x1F2124),
    ]
}
