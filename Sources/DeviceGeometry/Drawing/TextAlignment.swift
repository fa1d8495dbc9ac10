/// Horizontal text alignment, as `NSTextAlignment`. It lives in DeviceGeometry, like `Color`,
/// because both the view model and the rasterizer's text speak it.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable, Codable {
    /// Flush left.
    case left
    /// Centred.
    case center
    /// Flush right.
    case right
}
