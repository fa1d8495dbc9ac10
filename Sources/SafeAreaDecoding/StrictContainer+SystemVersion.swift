extension StrictContainer {
    /// The iOS major version under `key`, a whole number from 1 to 99, or nil when the key is
    /// absent.
    package func decodeSystemVersionIfPresent(_ key: Key) throws -> Int? {
        guard let version = try decodeNumberIfPresent(key, minimum: 1, maximum: 99) else { return nil }
        guard version == version.rounded() else { throw invalid(key, "\(version) is not an iOS major version") }
        return Int(version)
    }
}
