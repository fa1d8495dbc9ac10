import DeviceGeometry
import Rasterizer

/// A value that `report.json` writes as a plain array of numbers, which the gallery's script and
/// other tools read without knowing the type: a rectangle as `[x, y, width, height]`, a size as
/// `[width, height]`.
package protocol NumberArrayRepresentable: Hashable, Sendable {
    /// The array's type.
    associatedtype Numbers: Codable, Hashable, Sendable
    /// The value the numbers write, or an error when there are too few or too many.
    init(numbers: Numbers) throws
    /// The numbers.
    var numbers: Numbers { get }
}

/// How `report.json` codes a geometric property: as its ``NumberArrayRepresentable/numbers``,
/// while Swift code reads and writes the value itself.
@propertyWrapper
package struct NumberArray<Value: NumberArrayRepresentable>: Codable, Hashable, Sendable {
    /// The value.
    package var wrappedValue: Value

    /// Wraps `wrappedValue`.
    package init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Reads the numbers.
    package init(from decoder: any Decoder) throws {
        wrappedValue = try Value(numbers: decoder.singleValueContainer().decode(Value.Numbers.self))
    }

    /// Writes the numbers.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue.numbers)
    }
}

/// Why an array of numbers is not the value it should write.
struct NumberArrayError: Error, CustomStringConvertible {
    let expected: Int
    let found: Int

    var description: String { "expected \(expected) numbers, found \(found)" }

    /// Checks that `numbers` has `count` numbers.
    static func check<Number>(_ numbers: [Number], count: Int) throws {
        guard numbers.count == count else { throw NumberArrayError(expected: count, found: numbers.count) }
    }
}

extension Rect: NumberArrayRepresentable {
    /// The rectangle `[x, y, width, height]`.
    package init(numbers: [Double]) throws {
        try NumberArrayError.check(numbers, count: 4)
        self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// `[x, y, width, height]`.
    package var numbers: [Double] { [minX, minY, width, height] }
}

extension Size: NumberArrayRepresentable {
    /// The size `[width, height]`.
    package init(numbers: [Double]) throws {
        try NumberArrayError.check(numbers, count: 2)
        self.init(width: numbers[0], height: numbers[1])
    }

    /// `[width, height]`.
    package var numbers: [Double] { [width, height] }
}

extension PixelRect: NumberArrayRepresentable {
    /// The pixels `[x, y, width, height]`.
    package init(numbers: [Int]) throws {
        try NumberArrayError.check(numbers, count: 4)
        self.init(minX: numbers[0], minY: numbers[1], maxX: numbers[0] + numbers[2], maxY: numbers[1] + numbers[3])
    }

    /// `[x, y, width, height]`.
    package var numbers: [Int] { [minX, minY, width, height] }
}

extension Array: NumberArrayRepresentable where Element: NumberArrayRepresentable {
    /// The values of each element's numbers.
    package init(numbers: [Element.Numbers]) throws {
        self = try numbers.map(Element.init(numbers:))
    }

    /// Each element's numbers.
    package var numbers: [Element.Numbers] { map(\.numbers) }
}
