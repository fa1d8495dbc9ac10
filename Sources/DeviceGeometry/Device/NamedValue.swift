/// A value files and reports write as its name (`iphone-16-pro.portrait.AX5`, `AX5+rtl`): it
/// encodes as its ``description`` and decodes from any text ``init(parsing:)`` reads.
package protocol NamedValue: Codable, CustomStringConvertible {
    /// The value the text names, or nil when it names none.
    init?(parsing text: String)

    /// What a name that reads as nothing should have been, for the decoding error.
    static var expectedNames: String { get }
}

extension NamedValue {
    /// Reads the name.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(parsing: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not \(Self.expectedNames)"))
        }
        self = value
    }

    /// Writes the name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
