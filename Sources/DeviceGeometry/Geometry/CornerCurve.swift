/// The shape of a rounded corner, as `CALayer.cornerCurve`.
public enum CornerCurve: String, Hashable, Sendable, Codable, CaseIterable {
    /// A quarter circle of the given radius.
    case circular
    /// The curvature-continuous corner iOS uses for display corners and for
    /// `cornerCurve = .continuous`; see `ContinuousCorner`.
    case continuous
}

/// One radius per corner of a rectangle.
package struct CornerRadii: Hashable, Sendable, Codable {
    /// The top-left radius.
    package var topLeft: Double
    /// The top-right radius.
    package var topRight: Double
    /// The bottom-right radius.
    package var bottomRight: Double
    /// The bottom-left radius.
    package var bottomLeft: Double

    /// Creates per-corner radii.
    package init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    package init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// No rounding.
    package static let zero = CornerRadii(all: 0)

    /// The radii in drawing order: top-left, top-right, bottom-right, bottom-left.
    var clockwise: [Double] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// Every radius multiplied by `factor`.
    func scaled(by factor: Double) -> CornerRadii {
        CornerRadii(
            topLeft: topLeft * factor, topRight: topRight * factor,
            bottomRight: bottomRight * factor, bottomLeft: bottomLeft * factor)
    }
}
