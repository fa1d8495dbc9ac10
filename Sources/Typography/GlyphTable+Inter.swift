import InterGlyphData

extension GlyphTable {
    /// Inter Regular, decoded on first use.
    static let interRegular = GlyphTable(base64: InterGlyphData.regular)
    /// Inter Medium, decoded on first use.
    static let interMedium = GlyphTable(base64: InterGlyphData.medium)
    /// Inter SemiBold, decoded on first use.
    static let interSemiBold = GlyphTable(base64: InterGlyphData.semiBold)
    /// Inter Bold, decoded on first use.
    static let interBold = GlyphTable(base64: InterGlyphData.bold)
}
