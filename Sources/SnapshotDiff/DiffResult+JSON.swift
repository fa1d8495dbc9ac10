import DeviceGeometry

extension DiffResult: Encodable {
    private enum CodingKeys: String, CodingKey {
        case outcome, referenceSize, actualSize, differentPixels, antiAliasedPixels, comparedPixels, ratio, regions
    }

    private struct SizeValue: Encodable {
        let width: Int
        let height: Int
    }

    private struct RegionValue: Encodable {
        let x: Int
        let y: Int
        let width: Int
        let height: Int
    }

    /// `{outcome, referenceSize, actualSize, differentPixels, antiAliasedPixels, comparedPixels,
    /// ratio, regions}`, sizes and regions in pixels.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(outcome, forKey: .outcome)
        try container.encode(SizeValue(width: referenceSize.width, height: referenceSize.height), forKey: .referenceSize)
        try container.encode(SizeValue(width: actualSize.width, height: actualSize.height), forKey: .actualSize)
        try container.encode(differentPixels, forKey: .differentPixels)
        try container.encode(antiAliasedPixels, forKey: .antiAliasedPixels)
        try container.encode(comparedPixels, forKey: .comparedPixels)
        try container.encode(ratio, forKey: .ratio)
        try container.encode(
            regions.map { RegionValue(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height) },
            forKey: .regions)
    }
}
