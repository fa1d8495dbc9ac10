/// Something a constraint can hold: a view or one of the layout guides UIKit gives it.
@_spi(Internals) public enum LayoutItem: Hashable, Sendable, CustomStringConvertible {
    /// The view with this id.
    case view(String)
    /// The view's `safeAreaLayoutGuide`.
    case safeArea(of: String)
    /// The view's `layoutMarginsGuide`.
    case layoutMargins(of: String)
    /// The view's `readableContentGuide`.
    case readableContent(of: String)
    /// The view's `layoutGuide(for:)` of an iOS 26 layout region.
    case region(LayoutRegion, of: String)
    /// The controller's legacy `topLayoutGuide`; its bottom is where content below the bars starts.
    case topLayoutGuide
    /// The controller's legacy `bottomLayoutGuide`; its top is where the bars above the bottom edge start.
    case bottomLayoutGuide
    /// A `UILayoutGuide` added to a view, by its id.
    case guide(String)

    /// The id of the view the item belongs to, if any.
    package var viewID: String? {
        switch self {
        case .view(let id), .safeArea(let id), .layoutMargins(let id), .readableContent(let id), .region(_, let id): id
        case .topLayoutGuide, .bottomLayoutGuide, .guide: nil
        }
    }

    /// The item as spec files write it: `button`, `view.safeArea`, `view.layoutMargins`,
    /// `view.readableContent`, a region such as `view.safeArea(horizontal)` or
    /// `view.bar(trailing, 56)`, `topLayoutGuide`, `bottomLayoutGuide` or a guide id.
    public var description: String {
        switch self {
        case .view(let id), .guide(let id): id
        case .safeArea(let id): "\(id).safeArea"
        case .layoutMargins(let id): "\(id).layoutMargins"
        case .readableContent(let id): "\(id).readableContent"
        case .region(let region, let id): "\(id).\(region)"
        case .topLayoutGuide: "topLayoutGuide"
        case .bottomLayoutGuide: "bottomLayoutGuide"
        }
    }
}

/// An attribute of an item: UIKit's `NSLayoutAnchor`.
package struct Anchor: Hashable, Sendable, CustomStringConvertible {
    /// The view or guide.
    package var item: LayoutItem
    /// Which edge, centre, size or baseline.
    package var attribute: LayoutAttribute

    /// Creates an anchor.
    package init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `item.attribute`, such as `view.safeArea.bottom`.
    package var description: String { "\(item).\(attribute.rawValue)" }
}
