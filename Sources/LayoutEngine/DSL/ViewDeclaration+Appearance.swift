import DeviceGeometry
import Typography

/// What a view looks like and whether it takes touches, named after the UIKit properties.
extension ViewDeclaration {
    /// `backgroundColor`.
    public func backgroundColor(_ color: Color?) -> Self {
        updating { $0.attributes.backgroundColor = color }
    }

    /// `layer.cornerRadius` and `layer.cornerCurve`.
    public func cornerRadius(_ radius: Double, curve: CornerCurve = .circular) -> Self {
        updating {
            $0.attributes.cornerRadius = radius
            $0.attributes.cornerCurve = curve
        }
    }

    /// `layer.borderWidth` and `layer.borderColor`.
    public func border(width: Double, color: Color?) -> Self {
        updating {
            $0.attributes.borderWidth = width
            $0.attributes.borderColor = color
        }
    }

    /// `tintColor`.
    public func tintColor(_ color: Color?) -> Self {
        updating { $0.attributes.tintColor = color }
    }

    /// `textColor`, or a button's title colour.
    public func textColor(_ color: Color?) -> Self {
        updating { $0.attributes.textColor = color }
    }

    /// The system font of `size` points and `weight`; either left out keeps the text style's or
    /// the kind's (`UIFont.systemFont(ofSize:weight:)`).
    public func font(size: Double? = nil, weight: FontWeight? = nil) -> Self {
        updating {
            $0.attributes.fontSize = size
            $0.attributes.fontWeight = weight
        }
    }

    /// The font of a Dynamic Type text style (`UIFont.preferredFont(forTextStyle:)`), at the
    /// text size of the placement it is laid out on (its `Variant`).
    public func font(_ style: DynamicTypeStyle) -> Self {
        updating {
            $0.attributes.textStyle = style
            $0.attributes.fontSize = nil
            $0.attributes.fontWeight = nil
        }
    }

    /// `numberOfLines`: at most this many lines, 0 for as many as the text needs.
    public func numberOfLines(_ lines: Int) -> Self {
        updating { $0.attributes.numberOfLines = max(0, lines) }
    }

    /// `textAlignment`.
    public func textAlignment(_ alignment: TextAlignment) -> Self {
        updating { $0.attributes.textAlignment = alignment }
    }

    /// `isHidden`.
    public func isHidden(_ hidden: Bool = true) -> Self {
        updating { $0.attributes.isHidden = hidden }
    }

    /// `alpha`.
    public func alpha(_ alpha: Double) -> Self {
        updating { $0.attributes.alpha = alpha }
    }

    /// `clipsToBounds`.
    public func clipsToBounds(_ clips: Bool = true) -> Self {
        updating { $0.attributes.clipsToBounds = clips }
    }

    /// `isUserInteractionEnabled`.
    public func isUserInteractionEnabled(_ enabled: Bool) -> Self {
        updating { $0.attributes.isUserInteractionEnabled = enabled }
    }

    /// `UIControl.isEnabled`.
    public func isEnabled(_ enabled: Bool) -> Self {
        updating { $0.attributes.isEnabled = enabled }
    }

    /// `accessibilityIdentifier`, which audit findings and UI tests name the view by.
    public func accessibilityIdentifier(_ identifier: String) -> Self {
        updating { $0.attributes.accessibilityIdentifier = identifier }
    }

    /// Marks a view that is not a control as taking taps, as a tap gesture recognizer makes it.
    public func isTappable(_ tappable: Bool = true) -> Self {
        updating { $0.attributes.isTappable = tappable }
    }

    /// `overrideUserInterfaceStyle`: the view and its subtree keep `appearance` whatever the
    /// person chose, as a photo viewer stays dark.
    public func overrideUserInterfaceStyle(_ appearance: Appearance) -> Self {
        updating { $0.attributes.overrideUserInterfaceStyle = appearance }
    }
}
