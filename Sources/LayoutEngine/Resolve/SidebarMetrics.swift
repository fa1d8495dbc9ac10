import DeviceGeometry

/// The sizes of a tab bar controller's sidebar on iPad (uikit-semantics.md R2.15). Nobody has
/// printed a sidebar's frame; these are UIKit's own constants, read from its decompiled layout code
/// (D), and the rows are an estimate.
enum SidebarMetrics {
    /// iPadOS 18's sidebar: 320 wide, the container's full height, at its leading edge.
    static let width = 320.0
    /// iPadOS 26's floating sidebar: 280 wide in all, its platter 10 pt from the container's
    /// top, leading and bottom edges, or the safe area's where that is deeper.
    static let floatingWidth = 280.0
    /// The floating sidebar's platter inset.
    static let floatingInset = 10.0
    /// The floating sidebar's corner radius.
    static let floatingCornerRadius = 22.0
    /// A tab's row: 44 tall, 10 pt in from the sidebar's sides (an estimate).
    static let rowHeight = 44.0
    /// A row's inset from the sidebar's sides (an estimate).
    static let rowInset = 10.0

    /// The sidebar's frame in a container at `frame` with safe-area `insets`: iPadOS 18's full
    /// height strip, or from iPadOS 26 (`floating`) the inset platter.
    static func frame(in frame: Rect, insets: EdgeInsets, floating: Bool) -> Rect {
        guard floating else { return Rect(x: frame.minX, y: frame.minY, width: width, height: frame.height) }
        let left = max(insets.left, floatingInset), top = max(insets.top, floatingInset)
        let bottom = max(insets.bottom, floatingInset)
        return Rect(
            x: frame.minX + left, y: frame.minY + top, width: floatingWidth - left,
            height: max(0, frame.height - top - bottom))
    }
}
