import DeviceGeometry
import SafeAreaDecoding
import Yams

/// A keyed encoding container that writes what a spec file would say: a value only where it
/// differs from the model's default, which is UIKit's, so that an imported screen reads like one
/// written by hand.
struct SpecContainer<Key: ObjectKey> {
    private var container: KeyedEncodingContainer<AnyKey>

    /// The keyed container of `encoder`.
    init(_ encoder: any Encoder) {
        container = encoder.container(keyedBy: AnyKey.self)
    }

    /// Writes `value` at `key`.
    mutating func encode<Value: Encodable>(_ value: Value, _ key: Key) throws {
        try container.encode(value, forKey: AnyKey(key.rawValue))
    }

    /// Writes `value` at `key` when there is one.
    mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, _ key: Key) throws {
        if let value { try encode(value, key) }
    }

    /// Writes `value` at `key` unless it equals `defaultValue`.
    mutating func encode<Value: Encodable & Equatable>(_ value: Value, _ key: Key, unless defaultValue: Value) throws {
        if value != defaultValue { try encode(value, key) }
    }

    /// Writes the number `value` at `key` unless it equals `defaultValue`.
    mutating func encode(_ value: Double, _ key: Key, unless defaultValue: Double) throws {
        if value != defaultValue { try encode(SpecNumber(value), key) }
    }

    /// Writes the case name of `value` at `key` unless it equals `defaultValue`.
    mutating func encodeCase<Value: RawRepresentable & Equatable>(
        _ value: Value, _ key: Key, unless defaultValue: Value? = nil
    )
        throws where Value.RawValue == String
    {
        if value != defaultValue { try encode(value.rawValue, key) }
    }

    /// Writes `values` at `key` unless there are none.
    mutating func encodeList<Element: Encodable>(_ values: [Element], _ key: Key) throws {
        if !values.isEmpty { try container.encode(values, forKey: AnyKey(key.rawValue)) }
    }
}

/// A number as a spec file writes it: an integer when it is one, else the shortest decimal that
/// reads back as the same `Double` (Yams would round it to 15 digits).
struct SpecNumber: Encodable, YAMLEncodable {
    let value: Double

    init(_ value: Double) {
        self.value = value
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let integer = Int(exactly: value) { try container.encode(integer) } else { try container.encode(value) }
    }

    func box() -> Node {
        if let integer = Int(exactly: value) { return Node(String(integer), Tag(.int)) }
        return Node(value.description, Tag(.float))
    }
}

/// A short list that YAML writes on one line, `[0, 0, 375, 667]`: frames as `[x, y, width,
/// height]`, insets as `[top, left, bottom, right]`, autoresizing masks as their names.
struct SpecInlineList<Element: YAMLEncodable>: Encodable, YAMLEncodable {
    let elements: [Element]

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: elements)
    }

    func box() -> Node {
        .sequence(Node.Sequence(elements.map { $0.box() }, Tag(.seq), .flow))
    }
}

extension SpecInlineList<SpecNumber> {
    init(_ rect: Rect) {
        elements = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(SpecNumber.init)
    }

    init(_ insets: EdgeInsets) {
        elements = [insets.top, insets.left, insets.bottom, insets.right].map(SpecNumber.init)
    }
}

/// A short object of numbers that YAML writes on one line, `{width: 390, height: 844}`.
struct SpecInlineMap: Encodable, YAMLEncodable {
    let pairs: [(key: String, value: SpecNumber)]

    /// The pairs, each under a key of the object its reader reads.
    init<Key: ObjectKey>(_ pairs: [(key: Key, value: Double)]) {
        self.pairs = pairs.map { ($0.key.rawValue, SpecNumber($0.value)) }
    }

    /// A size, as ``DecodedSize`` reads it.
    init(_ size: Size) {
        self.init([(DecodedSize.Key.width, size.width), (.height, size.height)])
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        for pair in pairs { try container.encode(pair.value, forKey: AnyKey(pair.key)) }
    }

    func box() -> Node {
        .mapping(Node.Mapping(pairs.map { (Node($0.key), $0.value.box()) }, Tag(.map), .flow))
    }
}
