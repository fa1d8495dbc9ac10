// Arithmetic that builds expressions, and comparisons that build required constraints, so a
// system reads as it is written on paper: `left + width <= 320`. Give a constraint another
// strength with ``Constraint/strength(_:)``.
//
// `Variable == Variable` is left out because variables are `Equatable`; write `x == 1 * y` or
// `x - y == 0`.

extension Expression {
    /// The expression `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The expression `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// The expression `lhs + rhs`.
    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -1 * rhs }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Double, rhs: Expression) -> Expression { lhs + -1 * rhs }

    /// The expression with every coefficient and the constant negated.
    public static prefix func - (operand: Expression) -> Expression { -1 * operand }

    /// The expression `lhs * rhs`.
    public static func * (lhs: Double, rhs: Expression) -> Expression {
        Expression(rhs.terms.map { Term($0.variable, lhs * $0.coefficient) }, constant: lhs * rhs.constant)
    }

    /// The expression `lhs * rhs`.
    public static func * (lhs: Expression, rhs: Double) -> Expression { rhs * lhs }

    /// The expression `lhs / rhs`.
    public static func / (lhs: Expression, rhs: Double) -> Expression { (1 / rhs) * lhs }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }

    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }

    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }

    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
}

extension Variable {
    /// The expression `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }

    /// The expression `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }

    /// The expression `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }

    /// The expression `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }

    /// The expression `lhs * rhs`.
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }

    /// The expression `lhs * rhs`.
    public static func * (lhs: Variable, rhs: Double) -> Expression { rhs * lhs }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == rhs }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }

    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= rhs }

    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }

    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }

    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }

    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= rhs }

    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }

    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }

    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
}
