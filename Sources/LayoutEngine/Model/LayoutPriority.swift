import SafeAreaSupport

/// A UIKit priority (`UILayoutPriority`): ``required`` must hold; every priority below it is a
/// level of its own, and a higher level wins over any number of constraints at a lower one.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, CustomStringConvertible
{
    /// The priority, 1...1000.
    public var rawValue: Double

    /// The priority `rawValue`.
    public init(rawValue: Double) {
        self.rawValue = rawValue
    }

    /// The priority `value`.
    public init(_ value: Double) {
        self.init(rawValue: value)
    }

    /// A priority written as a whole number, such as `750`.
    public init(integerLiteral value: Int) {
        self.init(rawValue: Double(value))
    }

    /// A priority written with a fraction, such as `250.5`.
    public init(floatLiteral value: Double) {
        self.init(rawValue: value)
    }

    /// `UILayoutPriority.required`: the constraint must hold.
    public static let required: LayoutPriority = 1000
    /// `UILayoutPriority.defaultHigh`.
    public static let defaultHigh: LayoutPriority = 750
    /// `UILayoutPriority.defaultLow`.
    public static let defaultLow: LayoutPriority = 250
    /// `UILayoutPriority.fittingSizeLevel`.
    public static let fittingSizeLevel: LayoutPriority = 50

    /// Whether the constraint must hold.
    package var isRequired: Bool { rawValue >= LayoutPriority.required.rawValue }

    /// Lower priorities first.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The priority `offset` above `priority`, as UIKit's `.defaultHigh + 1`.
    public static func + (priority: LayoutPriority, offset: Double) -> LayoutPriority {
        LayoutPriority(priority.rawValue + offset)
    }

    /// The priority `offset` below `priority`, as UIKit's `.required - 1`.
    public static func - (priority: LayoutPriority, offset: Double) -> LayoutPriority {
        LayoutPriority(priority.rawValue - offset)
    }

    /// The number, without a fraction when it is whole: `750`, `250.5`.
    public var description: String {
        PointFormatting.plain(rawValue)
    }
}
