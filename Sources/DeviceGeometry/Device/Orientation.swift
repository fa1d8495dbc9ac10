/// An interface orientation, with UIKit's names and meaning.
///
/// In `landscapeRight` the top of the device (where the sensor housing is) is on the left of the
/// screen; in `landscapeLeft` it is on the right.
public enum Orientation: String, CaseIterable, Hashable, Sendable, Codable {
    /// Upright, the sensor housing at the top.
    case portrait
    /// Upside down, the sensor housing at the bottom.
    case portraitUpsideDown
    /// Turned so that the top of the device is on the right of the screen.
    case landscapeLeft
    /// Turned so that the top of the device is on the left of the screen.
    case landscapeRight

    /// Whether the screen is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The screen's size in this orientation, given its portrait size.
    package func screenSize(portrait size: Size) -> Size {
        isLandscape ? size.transposed : size
    }

    /// The map from portrait screen coordinates to this orientation's screen coordinates.
    ///
    /// Every coefficient is 0 or ±1, so coordinates map exactly.
    package func transform(portrait size: Size) -> AffineTransform {
        switch self {
        case .portrait:
            .identity
        case .portraitUpsideDown:
            AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: size.width, ty: size.height)
        case .landscapeRight:
            // The device's top edge runs down the screen's left edge: (x, y) ↦ (y, W − x).
            AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: size.width)
        case .landscapeLeft:
            // The device's top edge runs down the screen's right edge: (x, y) ↦ (H − y, x).
            AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: size.height, ty: 0)
        }
    }

    /// Parses a UIKit name, case-insensitively, or a short form: `up`, `down`/`upsidedown`,
    /// `left`, `right`.
    package init?(parsing text: String) {
        let key = text.lowercased().filter { $0.isLetter }
        let names: [String: Orientation] = [
            "portrait": .portrait, "up": .portrait,
            "portraitupsidedown": .portraitUpsideDown, "upsidedown": .portraitUpsideDown, "down": .portraitUpsideDown,
            "landscapeleft": .landscapeLeft, "left": .landscapeLeft,
            "landscaperight": .landscapeRight, "right": .landscapeRight,
        ]
        guard let orientation = names[key] else { return nil }
        self = orientation
    }
}
