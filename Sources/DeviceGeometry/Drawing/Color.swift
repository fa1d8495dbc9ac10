/// An sRGB colour with 8-bit channels and straight (not premultiplied) alpha.
///
/// It lives in DeviceGeometry, the vocabulary module, because both the layout model (a view's
/// background) and the rasterizer (a fill) speak it.
public struct Color: Hashable, Sendable {
    /// The red channel.
    public var red: UInt8
    /// The green channel.
    public var green: UInt8
    /// The blue channel.
    public var blue: UInt8
    /// The opacity: 0 is transparent, 255 opaque.
    public var alpha: UInt8

    /// Creates a colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from `0xRRGGBB` and an opacity.
    public init(rgb: UInt32, alpha: UInt8 = 255) {
        self.init(
            red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
            blue: UInt8(truncatingIfNeeded: rgb), alpha: alpha)
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional), or one of the
    /// ``named`` UIKit colours; returns `nil` for anything else.
    package init?(parsing text: String) {
        if let color = Color.named[text] {
            self = color
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

    /// The same colour with a different opacity.
    package func withAlpha(_ alpha: UInt8) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    package var hexString: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
    }

    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(rgb: 0x000000)
    /// Opaque white.
    public static let white = Color(rgb: 0xFFFFFF)
}

extension Color: CustomStringConvertible {
    /// The hexadecimal form, `#RRGGBB` or `#RRGGBBAA`.
    public var description: String { hexString }
}

extension Color: Codable {
    /// Decodes a colour from any string that `init(parsing:)` accepts.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = Color(parsing: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "'\(text)' is not a colour: use #RGB, #RRGGBB, #RRGGBBAA or a UIKit name such as systemBlue")
        }
        self = color
    }

    /// Encodes the colour as its hexadecimal form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hexString)
    }
}
