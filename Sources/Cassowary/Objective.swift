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

    /// Adds `coefficient` times `row` at `priority`. Without `touching`, the row's symbols are not
    /// read by the next search: the caller knows the change raised no cost.
    mutating func insert(_ row: Row, _ coefficient: Double, priority: Double, touching: Bool = true) {
        levels[level(for: priority)].insert(row, coefficient)
        if touching { touched?.append(contentsOf: row.symbols) }
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

    /// The symbol to enter the basis, or `nil` when the objective is optimal.
    ///
    /// Once the objective was found optimal only touched symbols can have turned negative, and
    /// when they are fewer than the objective's cells, only they are read, and the cheapest of
    /// them enters: the one whose cost vector is lexicographically smallest (Dantzig's rule with
    /// symbolic weights), the first in id order among equals. A constraint's new row touches every
    /// symbol it holds: in a chain of slacks that all lower its error, the cheapest is the one that
    /// lowers it at the least cost to the levels below, and one pivot does what the first slack in
    /// id order would take a pivot per link for. Otherwise the levels are scanned, highest first,
    /// and the first negative symbol in id order enters. With `lowestIndex`, Bland's rule: of every
    /// negative symbol, the first in id order, which cannot cycle through degenerate pivots.
    mutating func enteringSymbol(lowestIndex: Bool = false) -> Symbol? {
        if lowestIndex {
            let negative = scannedNegative(stoppingAtFirst: false)
            touched = negative
            return negative.min()
        }
        guard let candidates = touched, candidates.count * 2 <= levels.reduce(0, { $0 + $1.symbols.count }) else {
            let entering = scannedNegative(stoppingAtFirst: true).first
            touched = entering == nil ? [] : nil
            return entering
        }
        let negative = candidates.compactMap(candidate)
        touched = negative.map(\.symbol)
        return cheapest(of: negative)
    }

    /// The symbols whose cost vector is negative, found by scanning the levels, highest first,
    /// each in id order; with `stoppingAtFirst`, only the first of them.
    private func scannedNegative(stoppingAtFirst: Bool) -> [Symbol] {
        var negative: [Symbol] = []
        for index in levels.indices {
            levels[index].coefficients.withUnsafeBufferPointer { coefficients in
                levels[index].symbols.withUnsafeBufferPointer { symbols in
                    for cell in 0..<coefficients.count where coefficients[cell] < 0 && symbols[cell].kind != .dummy {
                        let symbol = symbols[cell]
                        guard levels[..<index].allSatisfy({ $0.coefficient(for: symbol) == 0 }) else { continue }
                        negative.append(symbol)
                        if stoppingAtFirst { return }
                    }
                }
            }
            if stoppingAtFirst, !negative.isEmpty { break }
        }
        return negative
    }

    /// Of `negative`, the symbol whose cost vector is lexicographically smallest, the first in id
    /// order among equals. A cost vector whose first nonzero level is higher, or at that level
    /// lower, is smaller; only candidates equal so far are compared at the levels below.
    private func cheapest(of negative: [Candidate]) -> Symbol? {
        guard let best = negative.min(by: { ($0.level, $0.cost) < ($1.level, $1.cost) }) else { return nil }
        var remaining = negative.filter { $0.level == best.level && $0.cost == best.cost }.map(\.symbol)
        for level in levels[(best.level + 1)...] where remaining.count > 1 {
            let costs = remaining.map { level.coefficient(for: $0) }
            let least = costs.min()!
            remaining = zip(remaining, costs).filter { $0.1 == least }.map(\.0)
        }
        return remaining.min()
    }

    /// A symbol whose cost vector is lexicographically negative, with its first nonzero level and
    /// its cost there.
    private struct Candidate {
        let symbol: Symbol
        let level: Int
        let cost: Double
    }

    /// `symbol` as a candidate to enter, when its cost vector is lexicographically negative.
    private func candidate(_ symbol: Symbol) -> Candidate? {
        guard symbol.kind != .dummy, let level = levels.firstIndex(where: { $0.coefficient(for: symbol) != 0 }) else {
            return nil
        }
        let cost = levels[level].coefficient(for: symbol)
        return cost < 0 ? Candidate(symbol: symbol, level: level, cost: cost) : nil
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
