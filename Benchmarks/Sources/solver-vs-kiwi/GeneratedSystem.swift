import Cassowary

/// A random but reproducible linear system shaped like a layout: variables are positions with a
/// known solution, required constraints relate nearby variables (gaps, equal offsets, centring)
/// and hold at that solution, and optional ones pull variables towards targets at three strengths.
struct GeneratedSystem {
    /// `sum(coefficient × variable) + constant ⋈ 0` at a strength.
    struct Row {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var strength: Strength
    }

    let variableCount: Int
    let rows: [Row]

    init(constraintCount: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = max(4, constraintCount / 3)
        let solution = (0..<count).map { _ in random.uniform(in: 0...1000) }
        func near(_ index: Int) -> Int { min(count - 1, max(0, index + Int(random.uniform(in: -8...8)))) }
        func value(_ terms: [(variable: Int, coefficient: Double)]) -> Double {
            terms.reduce(0) { $0 + solution[$1.variable] * $1.coefficient }
        }
        var generated: [Row] = []
        for _ in 0..<constraintCount {
            let a = Int(random.uniform(in: 0...Double(count - 1)))
            let b = near(a), c = near(a)
            let kind = random.uniform(in: 0...1)
            if kind < 0.40 {
                let terms = [(a, 1.0), (b, -1.0)]
                generated.append(
                    Row(
                        terms: terms, constant: -(value(terms) - random.uniform(in: 0...20)),
                        relation: .greaterThanOrEqual, strength: .required))
            } else if kind < 0.55 {
                let terms = [(a, 1.0), (b, -1.0)]
                generated.append(Row(terms: terms, constant: -value(terms), relation: .equal, strength: .required))
            } else if kind < 0.65 {
                let terms = [(a, 1.0), (b, -0.5), (c, -0.5)]
                generated.append(Row(terms: terms, constant: -value(terms), relation: .equal, strength: .required))
            } else {
                let strengths: [Strength] = [.strong, .medium, .weak]
                let strength = strengths[Int(random.uniform(in: 0...2.999))]
                generated.append(
                    Row(terms: [(a, 1.0)], constant: -random.uniform(in: 0...1000), relation: .equal, strength: strength))
            }
        }
        variableCount = count
        rows = generated
    }

    /// The system as text, for the kiwisolver script: `variables N`, then one row per line:
    /// `strength relation constant index:coefficient …`.
    var text: String {
        var lines = ["variables \(variableCount)"]
        for row in rows {
            let strength =
                row.strength.isRequired
                ? "required"
                : row.strength == .strong ? "strong" : row.strength == .medium ? "medium" : "weak"
            let terms = row.terms.map { "\($0.variable):\($0.coefficient)" }.joined(separator: " ")
            lines.append("\(strength) \(row.relation.symbol) \(row.constant) \(terms)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The system as Cassowary constraints over fresh variables.
    func constraints() -> (variables: [Variable], constraints: [Constraint]) {
        let variables = (0..<variableCount).map { Variable("x\($0)") }
        let constraints = rows.map { row in
            Constraint(
                Expression(row.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: row.constant),
                row.relation, strength: row.strength)
        }
        return (variables, constraints)
    }
}

/// A small, fast, reproducible random number generator (Steele, Lea and Flood's SplitMix64).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func uniform(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}
