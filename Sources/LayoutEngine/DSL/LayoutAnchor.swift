/// What an anchor measures, the type parameter of ``LayoutAnchor``.
public enum AnchorKind {
    /// An x position, as `NSLayoutXAxisAnchor` measures.
    public enum XAxis: Sendable {}
    /// A y position, as `NSLayoutYAxisAnchor` measures.
    public enum YAxis: Sendable {}
    /// A width or a height, as `NSLayoutDimension` measures.
    public enum Dimension: Sendable {}
}

/// An anchor a constraint can be made from, typed by what it measures so that only anchors of
/// one axis can be related, as with UIKit's `NSLayoutAnchor`.
public struct LayoutAnchor<Kind>: Hashable, Sendable {
    /// The item and attribute.
    package var anchor: Anchor

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        anchor = Anchor(item, attribute)
    }

    /// `self == other + constant`.
    public func constraint(equalTo other: Self, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(anchor, .equal, other.anchor, constant: constant)
    }

    /// `self >= other + constant`.
    public func constraint(greaterThanOrEqualTo other: Self, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(anchor, .greaterThanOrEqual, other.anchor, constant: constant)
    }

    /// `self <= other + constant`.
    public func constraint(lessThanOrEqualTo other: Self, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(anchor, .lessThanOrEqual, other.anchor, constant: constant)
    }
}

/// `NSLayoutXAxisAnchor`: leading, trailing, left, right and centre x.
public typealias LayoutXAxisAnchor = LayoutAnchor<AnchorKind.XAxis>
/// `NSLayoutYAxisAnchor`: top, bottom, centre y and the baselines.
public typealias LayoutYAxisAnchor = LayoutAnchor<AnchorKind.YAxis>
/// `NSLayoutDimension`: width and height.
public typealias LayoutDimension = LayoutAnchor<AnchorKind.Dimension>

extension LayoutAnchor where Kind == AnchorKind.Dimension {
    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(anchor, .equal, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(anchor, .greaterThanOrEqual, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(anchor, .lessThanOrEqual, constant: constant)
    }

    /// `self == multiplier × other + constant`.
    public func constraint(equalTo other: Self, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(anchor, .equal, other.anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= multiplier × other + constant`.
    public func constraint(greaterThanOrEqualTo other: Self, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(anchor, .greaterThanOrEqual, other.anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= multiplier × other + constant`.
    public func constraint(lessThanOrEqualTo other: Self, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(anchor, .lessThanOrEqual, other.anchor, multiplier: multiplier, constant: constant)
    }
}

extension LayoutConstraint {
    /// The same constraint at another priority, as setting `priority` does in UIKit.
    public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        var copy = self
        copy.priority = priority
        return copy
    }

    /// The same constraint with an `identifier`, which messages about it show.
    public func withIdentifier(_ identifier: String) -> LayoutConstraint {
        var copy = self
        copy.identifier = identifier
        return copy
    }
}
