import DeviceGeometry

/// A view in a screen document: its attributes, its frame in its superview, how that frame
/// follows the superview's size, and its subviews.
public struct ViewNode: Hashable, Sendable {
    /// What the view is and how it looks.
    public var attributes: ViewAttributes
    /// The frame in the superview's coordinates, in points, as laid out for the document's canvas.
    public var frame: Rect
    /// How the frame follows the superview's size.
    public var autoresizingMask: AutoresizingMask
    /// The subviews, back to front.
    public var subviews: [ViewNode]
    /// Where the view was defined, for messages and findings.
    public var source: SourceLocation?

    /// Creates a view.
    public init(attributes: ViewAttributes, frame: Rect, autoresizingMask: AutoresizingMask = [],
                subviews: [ViewNode] = [], source: SourceLocation? = nil) {
        self.attributes = attributes
        self.frame = frame
        self.autoresizingMask = autoresizingMask
        self.subviews = subviews
        self.source = source
    }
}

/// Where something was defined: a file and, within it, a JSON path or a line.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it.
    public var file: String
    /// A JSON path such as `$.root.subviews[2]`, or a line such as `line 14`.
    public var position: String

    /// Creates a location.
    public init(file: String, position: String) {
        self.file = file
        self.position = position
    }

    /// `file: position`.
    public var description: String { "\(file): \(position)" }
}
