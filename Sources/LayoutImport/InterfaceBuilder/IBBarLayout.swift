@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import SafeAreaDecoding
import Typography

/// Places the items of a bar the app lays out itself (a toolbar, or a navigation bar outside a
/// navigation controller) across the bar as UIKit does: inside the bar's safe area, 16 pt in from
/// each side, 8 pt apart, each as wide as its title (or 24 pt for an image), with flexible spaces
/// sharing what is left. Items before the first flexible space keep their distance to the leading
/// edge of the safe area and those after it to the trailing edge: a bar pinned to the screen's
/// edges keeps its items clear of the sensor housing in landscape, as UIKit's bar content does.
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

    /// The items as bar-button views of the bar `barID`, placed by constraints to its safe area
    /// (by frames in its coordinates when it has no id); titles are measured at 3× (a document has
    /// no screen).
    func nodes(barID: String?, context: IBContext) -> [ViewNode] {
        let widths = entries.map { entry -> Double in
            switch entry {
            case .item(let element): Self.width(of: IBBarItems.item(element))
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
                var attributes = ViewAttributes(kind: .barButtonItem, text: item.showsImageOnly ? nil : item.title)
                attributes.image = item.image
                attributes.isEnabled = item.isEnabled
                attributes.accessibilityIdentifier = item.accessibilityIdentifier
                let frame = Rect(x: x, y: 0, width: width, height: barFrame.height)
                var node = ViewNode(
                    id: element["id"], attributes: attributes, frame: frame,
                    autoresizingMask: passedFlexible ? .flexibleLeftMargin : .flexibleRightMargin,
                    source: context.location(of: element))
                if let barID, let id = element["id"] {
                    node.translatesAutoresizingMaskIntoConstraints = false
                    node.constraints = constraints(placing: id, at: frame, fromTrailingEdge: passedFlexible, in: barID)
                }
                nodes.append(node)
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

    /// An item's size, and its distance to the safe area's leading edge, or to its trailing edge.
    private func constraints(placing id: String, at frame: Rect, fromTrailingEdge: Bool, in barID: String) -> [LayoutConstraint] {
        let safe = LayoutItem.safeArea(of: barID)
        let horizontal =
            fromTrailingEdge
            ? LayoutConstraint(
                Anchor(.view(id), .trailing), .equal, Anchor(safe, .trailing), constant: frame.maxX - barFrame.width)
            : LayoutConstraint(Anchor(.view(id), .leading), .equal, Anchor(safe, .leading), constant: frame.minX)
        return [
            horizontal,
            LayoutConstraint(Anchor(.view(id), .top), .equal, Anchor(.view(barID), .top)),
            LayoutConstraint(Anchor(.view(id), .width), constant: frame.width),
            LayoutConstraint(Anchor(.view(id), .height), constant: frame.height),
        ]
    }

    /// An item's width: its title's, or an image's 24 pt.
    static func width(of item: BarItem) -> Double {
        item.title.isEmpty ? 24 : IntrinsicSize.textSize(item.title, font: SystemFont(), scale: 3).width
    }
}
