/// The curvature-continuous ("squircle") corner that UIKit draws for
/// `UIBezierPath(roundedRect:cornerRadius:)` and for `cornerCurve = .continuous`, and that
/// describes every rounded display.
///
/// Construction. A circular corner of radius r turns from one edge to the next within r of the
/// corner, and its curvature jumps from 0 to 1/r where the arc meets the edge. The continuous
/// corner instead starts turning 1.52866 r from the corner. Per corner it is five pieces,
/// symmetric about the corner's diagonal:
///
/// 1. a cubic that leaves the straight edge with zero curvature and bends inward;
/// 2. a short straight piece;
/// 3. a cubic close to a circular arc of radius r about the point (r, r) from the corner;
/// 4. and 5. the mirror images of 2 and 1, back onto the other edge.
///
/// The knot and control coordinates below, in units of r, are the publicly measured values of
/// UIKit's own outline (the constants in the many open-source reconstructions of it agree to
/// eight digits). They are facts about Apple's shape, not an approximation chosen here. Being a
/// measurement, the outline is only nearly curvature-continuous: where the short straight pieces
/// join their neighbours the tangent turns back 4.5° and then on 6.2°. Those breaks sit within
/// 0.04 r of each other, far below a pixel on any display radius, and are kept because the
/// mask must match the hardware rather than an idealised curve.
///
/// When a corner's 1.52866 r run does not fit on its edges (the sum of two neighbouring runs would
/// exceed the edge), SafeAreaKit draws that rectangle with circular corners, scaled down until
/// they fit as CSS does, because UIKit's continuous shape degenerates there as well.
package enum ContinuousCorner {
    /// How far from the corner, in units of the radius, the corner starts to leave each edge.
    package static let extent = 1.52866483

    /// The corner profile from the incoming edge to the outgoing edge, as `(a, b)` pairs in units
    /// of the radius: `a` runs along the outgoing edge away from the corner, `b` along the
    /// incoming edge away from the corner. Each entry is a line or a cubic (two controls, a point).
    static let profile: [ProfilePiece] = [
        .cubic(c1: (0, 1.08849323), c2: (0, 0.86840689), to: (0.06549600, 0.66993427)),
        .line(to: (0.07491176, 0.63149399)),
        .cubic(c1: (0.16906013, 0.37282392), c2: (0.37282392, 0.16906013), to: (0.63149399, 0.07491176)),
        .line(to: (0.66993427, 0.06549600)),
        .cubic(c1: (0.86840689, 0), c2: (1.08849323, 0), to: (extent, 0)),
    ]

    /// The profile of a circular corner in the same frame: one cubic quarter circle with the
    /// standard control distance 0.5522847498 r (within 0.03 % of the true arc).
    static let circularProfile: [ProfilePiece] = [
        .cubic(c1: (0, 1 - circleControl), c2: (1 - circleControl, 0), to: (1, 0))
    ]

    /// The distance of a quarter circle's Bézier control points from its ends, per unit radius.
    static let circleControl = 0.5522847498

    /// One piece of a corner profile.
    enum ProfilePiece {
        case line(to: (Double, Double))
        case cubic(c1: (Double, Double), c2: (Double, Double), to: (Double, Double))
    }
}
