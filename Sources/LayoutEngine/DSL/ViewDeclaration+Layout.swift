import DeviceGeometry

/// Where a view goes: its id, frame, margins, intrinsic size, guides and constraints.
extension ViewDeclaration {
    /// Names the view so that constraints can refer to it.
    public func id(_ id: ViewID) -> Self {
        updating { $0.id = id.rawValue }
    }

    /// Places the view by a frame laid out for the document's canvas, which the autoresizing mask
    /// adapts to other screens (`translatesAutoresizingMaskIntoConstraints = true`).
    public func frame(_ frame: Rect, autoresizingMask: AutoresizingMask = []) -> Self {
        updating {
            $0.frame = frame
            $0.autoresizingMask = autoresizingMask
            $0.translatesAutoresizingMaskIntoConstraints = true
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints`.
    public func translatesAutoresizingMaskIntoConstraints(_ translates: Bool) -> Self {
        updating { $0.translatesAutoresizingMaskIntoConstraints = translates }
    }

    /// `directionalLayoutMargins` as {top, leading, bottom, trailing}.
    public func directionalLayoutMargins(_ margins: EdgeInsets) -> Self {
        updating { $0.layout.directionalLayoutMargins = margins }
    }

    /// `semanticContentAttribute`: `.forceLeftToRight` keeps the view's leading edge on the left
    /// in a right-to-left language.
    public func semanticContentAttribute(_ attribute: SemanticContentAttribute) -> Self {
        updating { $0.layout.semanticContentAttribute = attribute }
    }

    /// `insetsLayoutMarginsFromSafeArea`.
    public func insetsLayoutMarginsFromSafeArea(_ insets: Bool) -> Self {
        updating { $0.layout.insetsLayoutMarginsFromSafeArea = insets }
    }

    /// `preservesSuperviewLayoutMargins`.
    public func preservesSuperviewLayoutMargins(_ preserves: Bool = true) -> Self {
        updating { $0.layout.preservesSuperviewLayoutMargins = preserves }
    }

    /// `intrinsicContentSize`; pass a negative width or height for `noIntrinsicMetric` on that axis.
    public func intrinsicContentSize(width: Double, height: Double) -> Self {
        updating { $0.layout.intrinsicContentSize = Size(width: width, height: height) }
    }

    /// `setContentHuggingPriority(_:for:)`.
    public func contentHuggingPriority(_ priority: LayoutPriority, for axis: StackOptions.Axis) -> Self {
        updating { $0.layout.contentHugging[axis] = priority }
    }

    /// `setContentCompressionResistancePriority(_:for:)`.
    public func contentCompressionResistancePriority(_ priority: LayoutPriority, for axis: StackOptions.Axis) -> Self {
        updating { $0.layout.compressionResistance[axis] = priority }
    }

    /// `addLayoutGuide(_:)`: adds a `UILayoutGuide` that constraints can then place.
    public func addLayoutGuide(_ guide: LayoutGuide) -> Self {
        guard let id = guide.customID else {
            preconditionFailure("\(guide.layoutItem) belongs to a view or controller; only LayoutGuide(\"id\") can be added")
        }
        return updating { $0.layoutGuides.append(id) }
    }

    /// Adds constraints that this view holds, as `NSLayoutConstraint.activate` would. They may
    /// name any view or guide of the same controller.
    public func constraints(@ConstraintBuilder _ constraints: () -> [LayoutConstraint]) -> Self {
        updating { $0.constraints += constraints() }
    }
}

extension AxisPriorities {
    /// The priority for one axis.
    package subscript(axis: StackOptions.Axis) -> LayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            switch axis {
            case .horizontal: horizontal = newValue
            case .vertical: vertical = newValue
            }
        }
    }
}
