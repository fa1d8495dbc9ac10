/// The quantity the simplex minimises: one row per priority level, compared lexicographically.
///
/// A symbol's cost is the vector of its coefficients in each level, highest priority first. It may
/// enter the basis only when that vector is lexicographically negative, so no change at a lower
/// level can buy back error at a higher one: the Cassowary paper's symbolic weights.
struct Objective: Sendable {
    private(set) var priorities: [Double] = []
    private(set) var levels: [Row] = []
    /// Every symbol whose cost may be negative: those found negative by the last search that read
    /// them all, and the symbols each change brought in since. The search reads only these, so
    /// that an objective already optimal is not scanned again after every constraint. `nil` after
    /// a scan of the levels that stopped at the first negative symbol, until one finds none.
    private var touched: [Symbol]? = []

    /// An objective of one level holding `row`, as the artificial objective of phase one.
    init(single row: Row) {
        priorities = [0]
        levels = [row]
        touched = nil
    }

    init() {}

    private mutating func level(for priority: Double) -> Int {
        if let index = priorities.firstIndex(of: priority) { return index }
        let index = priorities.firstIndex { $0 < priority } ?? priorities.count
        priorities.insert(priority, at: index)
        levels.insert(Row(), at: index)
        return index
    }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double, priority: Double) {
        levels[level(for: priority)].insert(symbol, coefficient)
        touched?.append(symbol)
    }

    mutating func insert(_ row: Row, _ coefficient: Double, priority: Double) {
        levels[level(for: priority)].insert(row, coefficient)
        touched?.append(contentsOf: row.symbols)
    }

    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        guard holds(symbol) else { return }
        for index in levels.indices { levels[index].substitute(symbol, row) }
        touched?.append(contentsOf: row.symbols)
    }

    mutating func remove(_ symbol: Symbol) {
        for index in levels.indices { levels[index].remove(symbol) }
    }

    /// Whether any level holds `symbol`.
    func holds(_ symbol: Symbol) -> Bool {
        levels.contains { $0.coefficient(for: symbol) != 0 }
    }

    /// The value of the highest level.
    var primaryConstant: Double { levels.first?.constant ?? 0 }

    /// A symbol whose cost vector is lexicographically negative: of those whose first nonzero
    /// level is highest, the first in id order. `nil` when the objective is optimal.
    ///
    /// After the objective was found optimal only touched symbols can have turned negative, and
    /// when they are fewer than the objective's cells, only they are read.
    mutating func enteringSymbol() -> Symbol? {
        guard let candidates = touched, candidates.count * 2 <= levels.reduce(0, { $0 + $1.symbols.count }) else {
            let entering = firstNegative()
            touched = entering == nil ? [] : nil
            return entering
        }
        let negative = candidates.filter(isNegative)
        touched = negative
        return negative.min { (firstLevel(of: $0)!, $0) < (firstLevel(of: $1)!, $1) }
    }

    /// Scans the levels, highest first, for the first negative symbol in id order.
    private func firstNegative() -> Symbol? {
        for index in levels.indices {
            let found = levels[index].coefficients.withUnsafeBufferPointer { coefficients in
                levels[index].symbols.withUnsafeBufferPointer { symbols -> Symbol? in
                    for cell in 0..<coefficients.count where coefficients[cell] < 0 && symbols[cell].kind != .dummy {
                        let symbol = symbols[cell]
                        if levels[..<index].allSatisfy({ $0.coefficient(for: symbol) == 0 }) { return symbol }
                    }
                    return nil
                }
            }
            if let found { return found }
        }
        return nil
    }

    /// The highest level where `symbol` has a cell.
    private func firstLevel(of symbol: Symbol) -> Int? {
        levels.firstIndex { $0.coefficient(for: symbol) != 0 }
    }

    /// Whether `symbol`'s cost vector is lexicographically negative.
    private func isNegative(_ symbol: Symbol) -> Bool {
        symbol.kind != .dummy && firstLevel(of: symbol).map { levels[$0].coefficient(for: symbol) < 0 } ?? false
    }

    /// The entering symbol of the dual simplex for an infeasible `row`: among the row's symbols with
    /// positive coefficients, the one with the lexicographically smallest cost / coefficient.
    func dualEnteringSymbol(for row: Row) -> Symbol? {
        var best: (symbol: Symbol, ratios: [Double])?
        for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
            let ratios = levels.map { $0.coefficient(for: symbol) / coefficient }
            if best == nil || Self.isLess(ratios, best!.ratios) { best = (symbol, ratios) }
        }
        return best?.symbol
    }

    private static func isLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        for (a, b) in zip(lhs, rhs) where !Tolerance.isZero(a - b) { return a < b }
        return false
    }
}
