import DeviceGeometry

/// A screen laid out for one device in one orientation: a ``ResolvedLayout`` and the placement it
/// is shown on. The layout's members read through the screen, as `screen.root` or `screen.bars`.
@dynamicMemberLookup
public struct ResolvedScreen: Hashable, Sendable {
    /// The layout, which devices of equal geometry share.
    public var layout: ResolvedLayout
    /// The device and orientation.
    public var placement: Placement

    /// `layout` on `placement`.
    package init(layout: ResolvedLayout, placement: Placement) {
        self.layout = layout
        self.placement = placement
    }

    /// A member of the layout.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ResolvedLayout, Value>) -> Value {
        get { layout[keyPath: keyPath] }
        set { layout[keyPath: keyPath] = newValue }
    }

    /// A computed member of the layout, such as ``ResolvedLayout/allViews``.
    public subscript<Value>(dynamicMember keyPath: KeyPath<ResolvedLayout, Value>) -> Value {
        layout[keyPath: keyPath]
    }

    /// The first view, in tree order, with the document id `id`.
    public func view(id: String) -> ResolvedView? {
        layout.view(id: id)
    }
}
