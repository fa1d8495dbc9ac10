/// A variable times a coefficient.
public struct Term: Hashable, Sendable {
    /// The variable.
    public var variable: Variable
    /// What the variable is multiplied by.
    public var coefficient: Double

    /// Creates `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant.
public struct Expression: Hashable, Sendable, CustomStringConvertible {
    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant.
    public var constant: Double

    /// Creates `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The expression's value when each variable has the value `value(variable)`.
    public func value(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// The expression with like terms added together and zero terms dropped, variables in the
    /// order they first appear.
    public var simplified: Expression {
        var combined: [Term] = []
        combined.reserveCapacity(terms.count)
        if terms.count <= 16 {
            // Layout expressions have a handful of terms: a linear search beats hashing.
            for term in terms {
                if let index = combined.firstIndex(where: { $0.variable == term.variable }) {
                    combined[index].coefficient += term.coefficient
                } else {
                    combined.append(term)
                }
            }
        } else {
            var positions: [Variable: Int] = [:]
            for term in terms {
                if let index = positions[term.variable] {
                    combined[index].coefficient += term.coefficient
                } else {
                    positions[term.variable] = combined.count
                    combined.append(term)
                }
            }
        }
        combined.removeAll { $0.coefficient == 0 }
        return Expression(combined, constant: constant)
    }

    /// The expression written as `2·x + y - 10`.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? (text.isEmpty ? "-" : " - ") : (text.isEmpty ? "" : " + ")
            text += sign + (magnitude == 1 ? "" : "\(Self.number(magnitude))·") + term.variable.description
        }
        if constant != 0 || text.isEmpty {
            let sign = constant < 0 ? (text.isEmpty ? "-" : " - ") : (text.isEmpty ? "" : " + ")
            text += sign + Self.number(abs(constant))
        }
        return text
    }

    /// `value` without a fraction when it is whole, else as Swift prints it.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
