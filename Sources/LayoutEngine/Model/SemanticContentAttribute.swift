import DeviceGeometry

/// `UIView.semanticContentAttribute`: whether a view follows the layout direction of the person's
/// language or keeps one of its own.
///
/// UIKit reads it on each view by itself: a subview does not inherit its superview's.
public enum SemanticContentAttribute: String, CaseIterable, Hashable, Sendable {
    /// Follows the layout direction, as most views do.
    case unspecified
    /// Playback controls (play, pause, rewind), which stay left to right.
    case playback
    /// Controls that stand for directions in space (arrows, a joystick), which stay left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft

    /// The direction a view with this attribute lays out in when the language's is `direction`
    /// (`effectiveUserInterfaceLayoutDirection`).
    package func effectiveDirection(in direction: LayoutDirection) -> LayoutDirection {
        switch self {
        case .unspecified: direction
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}
