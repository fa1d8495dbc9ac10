/// The quantity the simplex minimises: one row per priority level, compared lexicographically.
///
/// A symbol's cost is the vector of its coefficients in each level, highest priority first. It may
/// enter the basis only when that vector is lexicographically negative, so no change at a lower
/// level can buy back error at a higher one: the Cassowary paper's symbolic weights.
struct Objective: Sendable {
    private(set) var priorities: [Double] = []
    private(set) var levels: [Row] = []
    /// Every symbol whose cost may be negative: those found negative by the last search, and the
    /// symbols each change brought in since. The search reads only these, so that an objective
    /// already optimal is not scanned again after every constraint.
    private var touched: [Symbol] = []

    /// An objective of one level holding `row`, as the artificial objective of phase one.
    init(single row: Row) {
        priorities = [0]
        levels = [row]
        touched = row.symbols
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
        touched.append(symbol)
    }

    mutating func insert(_ row: Row, _ coefficient: Double, priority: Double) {
        levels[level(for: priority)].insert(row, coefficient)
        touched.append(contentsOf: row.symbols)
    }

    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        guard holds(symbol) else { return }
        for index in levels.indices { levels[index].substitute(symbol, row) }
        touched.append(contentsOf: row.symbols)
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

    /// The symbol to enter the basis, or `nil` when the objective is optimal.
    ///
    /// The cheapest is the one whose cost vector is lexicographically smallest (Dantzig's rule, with
    /// symbolic weights), the first in id order among equals: in a chain of slacks that all lower
    /// the same error, the one that lowers it at the least cost to the levels below, so that one
    /// pivot does what the first slack in id order would take a pivot per link for. With
    /// `lowestIndex`, Bland's rule: the first negative symbol in id order, which cannot cycle
    /// through degenerate pivots.
    ///
    /// After the objective was found optimal only touched symbols can have turned negative, and
    /// when they are fewer than the objective's cells, only they are read.
    mutating func enteringSymbol(lowestIndex: Bool = false) -> Symbol? {
        let cellCount = levels.reduce(0) { $0 + $1.symbols.count }
        let negative = touched.count * 2 <= cellCount ? touchedNegative() : scannedNegative()
        touched = negative
        if lowestIndex { return negative.min() }
        return negative.map { (costs: costs(of: $0), symbol: $0) }.min { Self.isCheaper($0, $1) }?.symbol
    }

    /// The touched symbols whose cost is negative, each once.
    private func touchedNegative() -> [Symbol] {
        var negative: [Symbol] = []
        for symbol in touched.sorted() where symbol != negative.last && isNegative(symbol) { negative.append(symbol) }
        return negative
    }

    /// Every symbol whose cost is negative, found by scanning the levels, highest first.
    private func scannedNegative() -> [Symbol] {
        var negative: [Symbol] = []
        for index in levels.indices {
            for (symbol, cost) in levels[index].cells
            where cost < 0 && symbol.kind != .dummy && levels[..<index].allSatisfy({ $0.coefficient(for: symbol) == 0 }) {
                negative.append(symbol)
            }
        }
        return negative
    }

    /// The symbol's cost at every level, highest first.
    private func costs(of symbol: Symbol) -> [Double] {
        levels.map { $0.coefficient(for: symbol) }
    }

    private static func isCheaper(_ lhs: (costs: [Double], symbol: Symbol), _ rhs: (costs: [Double], symbol: Symbol)) -> Bool {
        for (a, b) in zip(lhs.costs, rhs.costs) where a != b { return a < b }
        return lhs.symbol < rhs.symbol
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
