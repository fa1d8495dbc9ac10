import SafeAreaSupport

/// A keyed decoding container that rejects keys it does not know, suggesting the nearest known
/// key, and reports value errors with the JSON path of the value.
package struct StrictContainer {
    private let container: KeyedDecodingContainer<AnyKey>
    private let codingPath: [any CodingKey]

    /// The keyed container of `decoder`, refusing every key not in `allowed` with the nearest
    /// allowed one as a hint.
    package init(_ decoder: any Decoder, allowed: [String]) throws {
        container = try decoder.container(keyedBy: AnyKey.self)
        codingPath = decoder.codingPath
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !allowed.contains(key.stringValue) {
            let hint =
                NameMatching.closest(to: key.stringValue, among: allowed, limit: 1).first.map { "; did you mean '\($0)'?" }
                ?? "; known keys: \(allowed.filter { $0 != "comment" }.joined(separator: ", "))"
            // A key of a megabyte is named by its start, in the path and in the message.
            let shown = key.stringValue.count > 80 ? AnyKey(key.stringValue.prefix(80) + "…") : key
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath + [shown],
                    debugDescription: "unknown key '\(shown.stringValue)'\(hint)"))
        }
    }

    /// Whether the object has `key`.
    package func has(_ key: String) -> Bool {
        container.contains(AnyKey(key))
    }

    /// Whether the object under `parent` has `key`.
    package func has(_ parent: String, _ key: String) -> Bool {
        (try? container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(parent)).contains(AnyKey(key))) ?? false
    }

    /// The value of `key`, which must be present.
    package func decode<T: Decodable>(_ type: T.Type, _ key: String) throws -> T {
        try container.decode(type, forKey: AnyKey(key))
    }

    /// The value of `key`, or nil when it is absent.
    package func decodeIfPresent<T: Decodable>(_ type: T.Type, _ key: String) throws -> T? {
        try container.decodeIfPresent(type, forKey: AnyKey(key))
    }

    /// Sets `value` to the value of `key` when the object has one and leaves it otherwise: readers
    /// start from the model's defaults, UIKit's, and set what a file says.
    package func decode<T: Decodable>(_ key: String, into value: inout T) throws {
        if let decoded = try decodeIfPresent(T.self, key) { value = decoded }
    }

    /// Sets `value` to the number at `key`, within `minimum...maximum`, when the object has one.
    package func decodeNumber(_ key: String, minimum: Double, maximum: Double? = nil, into value: inout Double) throws {
        value = try decodeNumber(key, minimum: minimum, maximum: maximum, default: value)
    }

    /// Sets `value` to the case named at `key` when the object has one.
    package func decodeCase<T: RawRepresentable & CaseIterable>(_ key: String, into value: inout T) throws
    where T.RawValue == String {
        if let decoded = try decodeCase(T.self, key) { value = decoded }
    }

    /// The number at `key`, which must lie within `minimum...maximum` (no upper bound when
    /// `maximum` is nil), or nil when the key is absent.
    package func decodeNumberIfPresent(_ key: String, minimum: Double, maximum: Double? = nil) throws -> Double? {
        guard let number = try decodeIfPresent(Double.self, key) else { return nil }
        let bounds =
            maximum.map { "between \(PointFormatting.string(minimum)) and \(PointFormatting.string($0))" }
            ?? "at least \(PointFormatting.string(minimum))"
        guard number >= minimum, number <= (maximum ?? .infinity) else {
            throw invalid(key, "\(key) must be \(bounds), got \(PointFormatting.string(number))")
        }
        return number
    }

    /// The number at `key`, within `minimum...maximum`, or `value` when the key is absent.
    package func decodeNumber(_ key: String, minimum: Double, maximum: Double? = nil, default value: Double) throws -> Double {
        try decodeNumberIfPresent(key, minimum: minimum, maximum: maximum) ?? value
    }

    /// A value of a string-backed enumeration, suggesting the nearest case for a misspelling.
    package func decodeCase<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ key: String) throws -> T?
    where T.RawValue == String {
        guard let text = try decodeIfPresent(String.self, key) else { return nil }
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        let hint =
            NameMatching.closest(to: text, among: names, limit: 1).first.map { "did you mean '\($0)'?" }
            ?? "use one of \(names.joined(separator: ", "))"
        throw invalid(key, "'\(text)' is not a valid \(key): \(hint)")
    }

    /// An error about the value of `key`.
    package func invalid(_ key: String, _ problem: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath + [AnyKey(key)], debugDescription: problem))
    }

    /// An error for `key`, which is required and absent.
    package func missing(_ key: String) -> DecodingError {
        .keyNotFound(AnyKey(key), .init(codingPath: codingPath, debugDescription: "missing \(key)"))
    }
}
