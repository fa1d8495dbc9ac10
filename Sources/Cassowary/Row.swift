/// One row of the tableau, `basic = constant + Σ coefficient·symbol`, or an objective.
///
/// Cells are kept sorted by symbol id in one array, so adding a multiple of another row is a
/// linear merge and lookups are binary searches: the cache-friendly layout kiwi gets from its
/// sorted `AssocVector`. A 64-bit summary of the symbols lets the solver's scans over every row
/// skip most rows without reading their cells.
struct Row: Sendable {
    private(set) var symbols: [Symbol] = []
    private(set) var coefficients: [Double] = []
    private(set) var constant: Double
    /// A bit for each symbol in the row, by id modulo 64; bits of removed symbols may stay set.
    private var summary: UInt64 = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    var isEmpty: Bool { symbols.isEmpty }

    private static func bit(_ symbol: Symbol) -> UInt64 { 1 << UInt64(symbol.id & 63) }

    /// False when the row certainly lacks `symbol`; true when it may hold it.
    func mayContain(_ symbol: Symbol) -> Bool { summary & Self.bit(symbol) != 0 }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    private func index(of symbol: Symbol) -> (found: Bool, at: Int) {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        return (low < symbols.count && symbols[low] == symbol, low)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (found, at) = index(of: symbol)
        return found ? coefficients[at] : 0
    }

    /// Adds `coefficient·symbol`, dropping the cell when the sum is zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (found, at) = index(of: symbol)
        if found {
            let sum = coefficients[at] + coefficient
            if Tolerance.isZero(sum) {
                symbols.remove(at: at)
                coefficients.remove(at: at)
            } else {
                coefficients[at] = sum
            }
        } else if !Tolerance.isZero(coefficient) {
            symbols.insert(symbol, at: at)
            coefficients.insert(coefficient, at: at)
            summary |= Self.bit(symbol)
        }
    }

    /// Adds `coefficient` times `other`, constant included.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        if other.symbols.count == 1 {
            insert(other.symbols[0], other.coefficients[0] * coefficient)
            return
        }
        var mergedSymbols: [Symbol] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0
        var j = 0
        while i < symbols.count || j < other.symbols.count {
            if j == other.symbols.count || (i < symbols.count && symbols[i] < other.symbols[j]) {
                mergedSymbols.append(symbols[i])
                mergedCoefficients.append(coefficients[i])
                i += 1
            } else if i == symbols.count || other.symbols[j] < symbols[i] {
                let value = other.coefficients[j] * coefficient
                if !Tolerance.isZero(value) {
                    mergedSymbols.append(other.symbols[j])
                    mergedCoefficients.append(value)
                }
                j += 1
            } else {
                let value = coefficients[i] + other.coefficients[j] * coefficient
                if !Tolerance.isZero(value) {
                    mergedSymbols.append(symbols[i])
                    mergedCoefficients.append(value)
                }
                i += 1
                j += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
        summary = mergedSymbols.reduce(0) { $0 | Self.bit($1) }
    }

    mutating func remove(_ symbol: Symbol) {
        let (found, at) = index(of: symbol)
        guard found else { return }
        symbols.remove(at: at)
        coefficients.remove(at: at)
    }

    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Rewrites `0 = row` as `symbol = …`, removing `symbol` from the cells.
    mutating func solve(for symbol: Symbol) {
        let (_, at) = index(of: symbol)
        let scale = -1 / coefficients[at]
        symbols.remove(at: at)
        coefficients.remove(at: at)
        constant *= scale
        for index in coefficients.indices { coefficients[index] *= scale }
    }

    /// Rewrites `lhs = row` as `rhs = …`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` with the expression `row` stands for; returns whether the row held it.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, _ row: Row) -> Bool {
        let (found, at) = index(of: symbol)
        guard found else { return false }
        let coefficient = coefficients[at]
        symbols.remove(at: at)
        coefficients.remove(at: at)
        insert(row, coefficient)
        return true
    }

    /// The cells in symbol order.
    var cells: Zip2Sequence<[Symbol], [Double]> { zip(symbols, coefficients) }
}

/// The solver's notion of zero, as in kiwi.
enum Tolerance {
    static func isZero(_ value: Double) -> Bool { abs(value) < 1e-8 }
}
