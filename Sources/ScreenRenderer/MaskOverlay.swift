/// The layers of a device mask the renderer draws over a screen. Each can be turned off.
public enum MaskOverlay: String, CaseIterable, Hashable, Sendable, Codable {
    /// The area outside the rounded display corners, in black.
    case corners
    /// The notch or Dynamic Island, in black.
    case housing
    /// The home indicator's capsule and its gesture region.
    case homeIndicator = "home-indicator"
    /// The unsafe bands between the screen edges and the safe area, hatched and translucent.
    case bands
    /// The status bar's band, tinted, with a clock and battery.
    case statusBar = "status-bar"
    /// The safe area's outline.
    case safeArea = "safe-area"
}
