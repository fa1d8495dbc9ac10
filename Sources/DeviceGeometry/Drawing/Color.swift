/// An sRGB colour with 8-bit channels and straight (not premultiplied) alpha; a dynamic one, as
/// UIKit's system colours are, has a second value for the dark appearance.
///
/// It lives in DeviceGeometry, the vocabulary module, because both the layout model (a view's
/// background) and the rasterizer (a fill) speak it. The channels are the light appearance's;
/// ``resolved(in:)`` gives the colour an appearance draws.
public struct Color: Hashable, Sendable {
    /// The red channel.
    public var red: UInt8
    /// The green channel.
    public var green: UInt8
    /// The blue channel.
    public var blue: UInt8
    /// The opacity: 0 is transparent, 255 opaque.
    public var alpha: UInt8
    /// The channels in the dark appearance, as `0xRRGGBBAA`; nil for a colour that is the same in
    /// both.
    package var darkChannels: UInt32?

    /// Creates a colour from its channels, the same in both appearances.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A dynamic colour: `light` in the light appearance and `dark` in the dark one, as a UIKit
    /// system colour or an asset catalog's colour with a dark appearance is.
    public init(light: Color, dark: Color) {
        self = light.resolved(in: .light)
        darkChannels = dark.resolved(in: .dark).channels
    }

    /// The colour `appearance` draws, the same in both appearances.
    public func resolved(in appearance: Appearance) -> Color {
        guard appearance == .dark, let dark = darkChannels else {
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        }
        return Color(channels: dark)
    }

    /// Whether it has a value of its own in the dark appearance.
    package var isDynamic: Bool { darkChannels != nil }

    /// The channels as `0xRRGGBBAA`.
    private var channels: UInt32 {
        UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 | UInt32(alpha)
    }

    private init(channels: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: channels >> 24), green: UInt8(truncatingIfNeeded: channels >> 16),
            blue: UInt8(truncatingIfNeeded: channels >> 8), alpha: UInt8(truncatingIfNeeded: channels))
    }

    /// Creates a colour from `0xRRGGBB` and an opacity.
    public init(rgb: UInt32, alpha: UInt8 = 255) {
        self.init(
            red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
            blue: UInt8(truncatingIfNeeded: rgb), alpha: alpha)
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional), one of the
    /// ``named`` UIKit colours, or two of those as `LIGHT dark DARK` (`#F2F2F7 dark #1C1C1E`);
    /// returns `nil` for anything else.
    package init?(parsing text: String) {
        if let color = Color.named[text] {
            self = color
            return
        }
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        if parts.count == 3, parts[1] == "dark", let light = Color(parsing: String(parts[0])),
            let dark = Color(parsing: String(parts[2]))
        {
            self.init(light: light, dark: dark)
            return
        }
        let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard [3, 4, 6, 8].contains(hex.count), let value = UInt32(hex, radix: 16) else { return nil }
        let digits = hex.count <= 4 ? 1 : 2
        let channelCount = hex.count / digits
        func channel(_ index: Int) -> UInt8 {
            let shift = UInt32((channelCount - 1 - index) * 4 * digits)
            let raw = (value >> shift) & (digits == 1 ? 0xF : 0xFF)
            return UInt8(digits == 1 ? raw * 17 : raw)
        }
        self.init(red: channel(0), green: channel(1), blue: channel(2), alpha: channelCount == 4 ? channel(3) : 255)
    }

    /// The same colour with a different opacity, in both appearances.
    package func withAlpha(_ alpha: UInt8) -> Color {
        var color = self
        color.alpha = alpha
        color.darkChannels = darkChannels.map { $0 & 0xFFFF_FF00 | UInt32(alpha) }
        return color
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque: the light appearance's.
    package var hexString: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
    }

    /// How files write the colour: its hexadecimal form, or for a dynamic colour the UIKit name it
    /// has among ``named`` (the first in alphabetical order, for colours UIKit names twice), else
    /// both appearances' forms (`#F2F2F7 dark #1C1C1E`).
    package var spelling: String {
        guard isDynamic else { return hexString }
        if let name = Color.named.filter({ $0.value == self }).map(\.key).min() { return name }
        return "\(hexString) dark \(resolved(in: .dark).hexString)"
    }

    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(rgb: 0x000000)
    /// Opaque white.
    public static let white = Color(rgb: 0xFFFFFF)
}

extension Color: CustomStringConvertible {
    /// The hexadecimal form, `#RRGGBB` or `#RRGGBBAA`, and the dark appearance's after it for a
    /// dynamic colour.
    public var description: String { isDynamic ? "\(hexString) dark \(resolved(in: .dark).hexString)" : hexString }
}

extension Color: Codable {
    /// Decodes a colour from any string that `init(parsing:)` accepts.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = Color(parsing: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "'\(text)' is not a colour: use #RGB, #RRGGBB, #RRGGBBAA, a UIKit name such as systemBlue, or a light and a dark one as '#FFFFFF dark #1C1C1E'"
            )
        }
        self = color
    }

    /// Encodes the colour as files write it (its spelling: a dynamic system colour by name).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(spelling)
    }
}
