/// A UIKit size class: the coarse width or height category that adaptive layouts switch on.
public enum SizeClass: String, Hashable, Sendable, Codable {
    /// A constrained extent (an iPhone's width in portrait, its height in landscape).
    case compact
    /// An expansive extent.
    case regular
}

/// The horizontal and vertical size classes of a full-screen window.
public struct SizeClasses: Hashable, Sendable, Codable {
    /// The width's size class.
    public var horizontal: SizeClass
    /// The height's size class.
    public var vertical: SizeClass

    /// Creates a pair of size classes.
    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

extension SizeClasses: CustomStringConvertible {
    /// `wC hR` style, as Interface Builder abbreviates size classes.
    public var description: String {
        "w\(horizontal == .compact ? "C" : "R") h\(vertical == .compact ? "C" : "R")"
    }
}
