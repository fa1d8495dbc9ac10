import DeviceGeometry

/// How many pixels per point a render uses.
public enum RenderScale: Hashable, Sendable {
    /// `UIScreen.scale`: the size a simulator screenshot has. The default.
    case device
    /// `UIScreen.nativeScale`: the physical panel's pixels (smaller on the 8 Plus, 12 mini and
    /// 13 mini, which render at `scale` and downsample).
    case native
    /// A fixed number of pixels per point, such as 1, 2 or 3.
    case fixed(Double)

    /// The pixels per point for `device`.
    public func pixelsPerPoint(for device: Device) -> Double {
        switch self {
        case .device: device.display.scale
        case .native: device.display.nativeScale
        case .fixed(let scale): scale
        }
    }

    /// Parses `device`, `native`, or a number such as `2` or `3x`, from `ImageLimits.smallestScale`
    /// to `ImageLimits.largestScale`.
    public init?(parsing text: String) {
        switch text.lowercased() {
        case "device": self = .device
        case "native": self = .native
        default:
            let number = text.lowercased().hasSuffix("x") ? String(text.dropLast()) : text
            guard let scale = Double(number), (ImageLimits.smallestScale...ImageLimits.largestScale).contains(scale) else {
                return nil
            }
            self = .fixed(scale)
        }
    }
}
