/// How much a constraint matters: required, or one of many strictly ordered levels.
///
/// Strengths are UIKit priorities. `1000` is required: the solver satisfies it or rejects it.
/// Every other priority in `0 < p < 1000` is a level of its own, and levels are compared
/// lexicographically, as the Cassowary paper's symbolic weights are: the solver first minimises the
/// error of the highest level, then, without giving any of that back, the next one, and so on. So a
/// priority-251 constraint always wins over any number of priority-250 constraints, which plain
/// weighted sums (kiwi's `a·10⁶ + b·10³ + c`) only approximate.
///
/// Within one level, errors add up multiplied by ``weight``.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The UIKit priority, in `0 < priority <= 1000`.
    public let priority: Double
    /// How much this constraint's error counts against others of the same priority.
    public let weight: Double

    /// Creates a strength with a UIKit priority, clamped to `0.001...1000`, and a weight within its level.
    public init(priority: Double, weight: Double = 1) {
        self.priority = min(max(priority, 0.001), 1000)
        self.weight = weight
    }

    /// Must hold: UIKit's `required` (1000).
    public static let required = Strength(priority: 1000)
    /// UIKit's `defaultHigh` (750), kiwi's `strong` level.
    public static let strong = Strength(priority: 750)
    /// Between high and low (500), kiwi's `medium` level.
    public static let medium = Strength(priority: 500)
    /// UIKit's `defaultLow` (250), kiwi's `weak` level.
    public static let weak = Strength(priority: 250)

    /// Whether the constraint must hold.
    public var isRequired: Bool { priority >= 1000 }

    /// Whether `lhs` is weaker: a lower priority, or the same priority with a smaller weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }

    /// `required`, or the priority, with the weight when it is not 1.
    public var description: String {
        if isRequired { return "required" }
        let level = Expression.number(priority)
        return weight == 1 ? "@\(level)" : "@\(level)×\(weight)"
    }
}
