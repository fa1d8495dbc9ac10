/// A UIKit size class: the coarse width or height category that adaptive layouts switch on.
package enum SizeClass: String, Hashable, Sendable, Codable {
    /// A constrained extent (an iPhone's width in portrait, its height in landscape).
    case compact
    /// An expansive extent.
    case regular
}

/// The horizontal and vertical size classes of a full-screen window.
package struct SizeClasses: Hashable, Sendable, Codable {
    /// The width's size class.
    package var horizontal: SizeClass
    /// The height's size class.
    package var vertical: SizeClass

    /// Creates a pair of size classes.
    package init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

extension SizeClasses: CustomStringConvertible {
    /// `wC hR` style, as Interface Builder abbreviates size classes.
    package var description: String {
        "w\(horizontal == .compact ? "C" : "R") h\(vertical == .compact ? "C" : "R")"
    }
}
