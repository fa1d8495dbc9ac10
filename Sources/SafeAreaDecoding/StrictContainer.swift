import SafeAreaSupport

/// The keys of one object of a file format, written once: the reader allows these and no others,
/// and the writer writes them.
package protocol ObjectKey: CodingKey, CaseIterable, RawRepresentable, Sendable where RawValue == String {}

/// A keyed decoding container that rejects keys it does not know, suggesting the nearest known
/// key, and reports value errors with the JSON path of the value.
package struct StrictContainer<Key: ObjectKey> {
    private let container: KeyedDecodingContainer<AnyKey>
    private let codingPath: [any CodingKey]

    /// The keyed container of `decoder`, refusing every key that is not a `Key` with the nearest
    /// one as a hint.
    package init(_ decoder: any Decoder) throws {
        let allowed = Key.allCases.map(\.rawValue)
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
    package func has(_ key: Key) -> Bool {
        container.contains(AnyKey(key.rawValue))
    }

    /// Whether the object under `parent` has `key`.
    package func has(_ parent: Key, _ key: String) -> Bool {
        (try? container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(parent.rawValue)).contains(AnyKey(key))) ?? false
    }

    /// The value of `key`, which must be present.
    package func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        try container.decode(type, forKey: AnyKey(key.rawValue))
    }

    /// The value of `key`, or nil when it is absent.
    package func decodeIfPresent<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        try container.decodeIfPresent(type, forKey: AnyKey(key.rawValue))
    }

    /// Sets `value` to the value of `key` when the object has one and leaves it otherwise: readers
    /// start from the model's defaults, UIKit's, and set what a file says.
    package func decode<T: Decodable>(_ key: Key, into value: inout T) throws {
        if let decoded = try decodeIfPresent(T.self, key) { value = decoded }
    }

    /// Sets `value` to the number at `key`, within `minimum...maximum`, when the object has one.
    package func decodeNumber(_ key: Key, minimum: Double, maximum: Double? = nil, into value: inout Double) throws {
        value = try decodeNumber(key, minimum: minimum, maximum: maximum, default: value)
    }

    /// Sets `value` to the case named at `key` when the object has one.
    package func decodeCase<T: RawRepresentable & CaseIterable>(_ key: Key, into value: inout T) throws
    where T.RawValue == String {
        if let decoded = try decodeCase(T.self, key) { value = decoded }
    }

    /// The number at `key`, which must lie within `minimum...maximum` (no upper bound when
    /// `maximum` is nil), or nil when the key is absent.
    package func decodeNumberIfPresent(_ key: Key, minimum: Double, maximum: Double? = nil) throws -> Double? {
        guard let number = try decodeIfPresent(Double.self, key) else { return nil }
        let bounds =
            maximum.map { "between \(PointFormatting.string(minimum)) and \(PointFormatting.string($0))" }
            ?? "at least \(PointFormatting.string(minimum))"
        guard number >= minimum, number <= (maximum ?? .infinity) else {
            throw invalid(key, "\(key.rawValue) must be \(bounds), got \(PointFormatting.string(number))")
        }
        return number
    }

    /// The number at `key`, within `minimum...maximum`, or `value` when the key is absent.
    package func decodeNumber(_ key: Key, minimum: Double, maximum: Double? = nil, default value: Double) throws -> Double {
        try decodeNumberIfPresent(key, minimum: minimum, maximum: maximum) ?? value
    }

    /// A value of a string-backed enumeration, suggesting the nearest case for a misspelling.
    package func decodeCase<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ key: Key) throws -> T?
    where T.RawValue == String {
        guard let text = try decodeIfPresent(String.self, key) else { return nil }
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        let hint =
            NameMatching.closest(to: text, among: names, limit: 1).first.map { "did you mean '\($0)'?" }
            ?? "use one of \(names.joined(separator: ", "))"
        throw invalid(key, "'\(text)' is not a valid \(key.rawValue): \(hint)")
    }

    /// An error about the value of `key`.
    package func invalid(_ key: Key, _ problem: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath + [AnyKey(key.rawValue)], debugDescription: problem))
    }

    /// An error for `key`, which is required and absent.
    package func missing(_ key: Key) -> DecodingError {
        .keyNotFound(AnyKey(key.rawValue), .init(codingPath: codingPath, debugDescription: "missing \(key.rawValue)"))
    }
}
