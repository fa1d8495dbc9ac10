import DeviceGeometry

/// A screen described once, to be resolved on any device: a root view whose frames were laid out
/// for a canvas of a given size and follow other sizes through autoresizing masks.
public struct ScreenDocument: Hashable, Sendable {
    /// The screen's name, used for output folders.
    public var name: String
    /// The size the frames were laid out for, in points.
    public var canvas: Size
    /// The root view, which fills the window.
    public var root: ViewNode

    /// Creates a document.
    public init(name: String, canvas: Size, root: ViewNode) {
        self.name = name
        self.canvas = canvas
        self.root = root
    }
}
