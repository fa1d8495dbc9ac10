import DeviceGeometry
import LayoutEngine
import SafeAreaDecoding
import Typography

/// Places the items of a bar the app lays out itself (a toolbar, or a navigation bar outside a
/// navigation controller) across the bar as UIKit does: 16 pt in from each side, 8 pt apart, each
/// as wide as its title, with flexible spaces sharing what is left. Items before the first
/// flexible space keep their distance to the leading edge and those after it to the trailing edge.
struct IBBarLayout {
    /// One entry of a bar's item list.
    enum Entry {
        /// A button.
        case item(XMLTree)
        /// A fixed space of this width.
        case fixedSpace(Double)
        /// A flexible space.
        case flexibleSpace

        /// The entry a `<barButtonItem>` element is.
        init(_ element: XMLTree) {
            switch element["systemItem"] {
            case "flexibleSpace": self = .flexibleSpace
            case "fixedSpace": self = .fixedSpace(max(0, element.length("width") ?? 8))
            default: self = .item(element)
            }
        }

        /// Whether the entry is a button rather than a space.
        var isItem: Bool {
            if case .item = self { return true }
            return false
        }
    }

    let entries: [Entry]
    let barFrame: Rect

    static let edgeInset = 16.0
    static let spacing = 8.0

    /// The items as bar-button views in the bar's coordinates, their titles measured at 3× (a
    /// document has no screen).
    func nodes(context: IBContext) -> [ViewNode] {
        let widths = entries.map { entry -> Double in
            switch entry {
            case .item(let element): IntrinsicSize.textSize(IBBarItems.title(of: element), font: SystemFont(), scale: 3).width
            case .fixedSpace(let width): width
            case .flexibleSpace: 0
            }
        }
        let flexibleCount = entries.filter { if case .flexibleSpace = $0 { true } else { false } }.count
        let used = widths.reduce(0, +) + Self.spacing * Double(max(0, entries.count - 1))
        let flexibleWidth = flexibleCount > 0 ? max(0, barFrame.width - 2 * Self.edgeInset - used) / Double(flexibleCount) : 0
        var x = Self.edgeInset
        var passedFlexible = false
        var nodes: [ViewNode] = []
        for (entry, width) in zip(entries, widths) {
            switch entry {
            case .item(let element):
                let item = IBBarItems.item(element)
                var attributes = ViewAttributes(kind: .barButtonItem, text: item.title)
                attributes.isEnabled = item.isEnabled
                attributes.accessibilityIdentifier = item.accessibilityIdentifier
                nodes.append(
                    ViewNode(
                        id: element["id"], attributes: attributes,
                        frame: Rect(x: x, y: 0, width: width, height: barFrame.height),
                        autoresizingMask: passedFlexible ? .flexibleLeftMargin : .flexibleRightMargin,
                        source: context.location(of: element)))
                x += width + Self.spacing
            case .fixedSpace:
                x += width + Self.spacing
            case .flexibleSpace:
                x += flexibleWidth + Self.spacing
                passedFlexible = true
            }
        }
        return nodes
    }
}
