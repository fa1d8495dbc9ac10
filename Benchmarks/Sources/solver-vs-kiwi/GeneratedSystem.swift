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

    /// A system of `variableCount` variables and `rows`.
    init(variableCount: Int, rows: [Row]) {
        self.variableCount = variableCount
        self.rows = rows
    }

    /// The random layout-like system of about `constraintCount` constraints.
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

    /// A chain of `count` required inequalities, `x[i + 1] ≥ x[i] + 8` from `x[0] = 0`, with a
    /// strong wish at its end, `x[count] = 10 · count`: the shape of a long stack of siblings, each
    /// at least a gap below the one before, whose last one is pulled to the bottom.
    static func chain(_ count: Int) -> GeneratedSystem {
        var rows = [Row(terms: [(0, 1)], constant: 0, relation: .equal, strength: .required)]
        for index in 0..<count {
            rows.append(
                Row(terms: [(index + 1, 1), (index, -1)], constant: -8, relation: .greaterThanOrEqual, strength: .required))
        }
        rows.append(Row(terms: [(count, 1)], constant: -10 * Double(count), relation: .equal, strength: .strong))
        return GeneratedSystem(variableCount: count + 1, rows: rows)
    }

    /// A chain of `count / 2` views each with a constraint of its own at a lower strength, as every
    /// Auto Layout view has through its hugging and compression resistance: `x[i + 1] ≥ x[i] + 8`
    /// (required) and `x[i] = 7.5 · i` (medium), which the chain's gaps keep from holding, from
    /// `x[0] = 0`, with a strong wish at the end, `x[n] = 10 · n`.
    static func ownedChain(_ count: Int) -> GeneratedSystem {
        let views = max(2, count / 2)
        var rows = [Row(terms: [(0, 1)], constant: 0, relation: .equal, strength: .required)]
        for index in 0..<views {
            rows.append(
                Row(terms: [(index + 1, 1), (index, -1)], constant: -8, relation: .greaterThanOrEqual, strength: .required))
            rows.append(Row(terms: [(index + 1, 1)], constant: -7.5 * Double(index + 1), relation: .equal, strength: .medium))
        }
        rows.append(Row(terms: [(views, 1)], constant: -10 * Double(views), relation: .equal, strength: .strong))
        return GeneratedSystem(variableCount: views + 1, rows: rows)
    }

    /// A vertical stack of `count / 3` items, three constraints each: an item's top is the one
    /// before's bottom plus 8 (required), its height at least 20 (required) and 44 if it can be
    /// (medium, its intrinsic height); the first top is 0 and the last bottom at most 40 · items,
    /// so that the heights must give way.
    static func stack(_ count: Int) -> GeneratedSystem {
        let items = max(2, count / 3)
        func top(_ item: Int) -> Int { 2 * item }
        func height(_ item: Int) -> Int { 2 * item + 1 }
        var rows = [Row(terms: [(top(0), 1)], constant: 0, relation: .equal, strength: .required)]
        for item in 0..<items {
            if item > 0 {
                rows.append(
                    Row(
                        terms: [(top(item), 1), (top(item - 1), -1), (height(item - 1), -1)], constant: -8,
                        relation: .equal, strength: .required))
            }
            rows.append(Row(terms: [(height(item), 1)], constant: -20, relation: .greaterThanOrEqual, strength: .required))
            rows.append(Row(terms: [(height(item), 1)], constant: -44, relation: .equal, strength: .medium))
        }
        rows.append(
            Row(
                terms: [(top(items - 1), 1), (height(items - 1), 1)], constant: -40 * Double(items),
                relation: .lessThanOrEqual, strength: .required))
        return GeneratedSystem(variableCount: 2 * items, rows: rows)
    }

    /// A square grid of about `count / 4` cells, four constraints each: a cell's x at least 50
    /// right of its left neighbour's and its y at least 50 below its upper neighbour's (required),
    /// and both wished at 60 per column and row (weak); the first row and column are pinned at 0.
    static func grid(_ count: Int) -> GeneratedSystem {
        let side = max(2, Int(Double(count / 4).squareRoot()))
        func x(_ row: Int, _ column: Int) -> Int { 2 * (row * side + column) }
        func y(_ row: Int, _ column: Int) -> Int { x(row, column) + 1 }
        var rows: [Row] = []
        for row in 0..<side {
            for column in 0..<side {
                if column == 0 {
                    rows.append(Row(terms: [(x(row, 0), 1)], constant: 0, relation: .equal, strength: .required))
                } else {
                    rows.append(
                        Row(
                            terms: [(x(row, column), 1), (x(row, column - 1), -1)], constant: -50,
                            relation: .greaterThanOrEqual, strength: .required))
                }
                if row == 0 {
                    rows.append(Row(terms: [(y(0, column), 1)], constant: 0, relation: .equal, strength: .required))
                } else {
                    rows.append(
                        Row(
                            terms: [(y(row, column), 1), (y(row - 1, column), -1)], constant: -50,
                            relation: .greaterThanOrEqual, strength: .required))
                }
                rows.append(Row(terms: [(x(row, column), 1)], constant: -60 * Double(column), relation: .equal, strength: .weak))
                rows.append(Row(terms: [(y(row, column), 1)], constant: -60 * Double(row), relation: .equal, strength: .weak))
            }
        }
        return GeneratedSystem(variableCount: 2 * side * side, rows: rows)
    }

    /// The system as text, for the kiwisolver script: `variables N`, then one row per line:
    /// `strength relation constant index:coefficient …`, where the strength is `required`, or the
    /// UIKit priority and the weight within it, `@priority*weight`.
    var text: String {
        var lines = ["variables \(variableCount)"]
        for row in rows {
            let strength = row.strength.isRequired ? "required" : "@\(row.strength.priority)*\(row.strength.weight)"
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
