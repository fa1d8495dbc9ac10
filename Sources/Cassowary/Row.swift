/// One row of the tableau, `basic = constant + Σ coefficient·symbol`, or an objective.
///
/// Cells are kept sorted by symbol id in one array, so adding a multiple of another row is a
/// linear merge and lookups are binary searches: the cache-friendly layout kiwi gets from its
/// sorted `AssocVector`.
struct Row: Sendable {
    var symbols: [Symbol] = []
    var coefficients: [Double] = []
    private(set) var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// A row of `cells`, already in symbol order; cells that are zero are left out.
    init(constant: Double, sortedCells cells: [(Symbol, Double)]) {
        self.constant = constant
        for (symbol, coefficient) in cells where !Tolerance.isZero(coefficient) {
            symbols.append(symbol)
            coefficients.append(coefficient)
        }
    }

    var isEmpty: Bool { symbols.isEmpty }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Where `symbol`'s cell is, or would go.
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
        var gained = SymbolsAdded(recording: false)
        insert(symbol, coefficient, gained: &gained)
    }

    /// Adds `coefficient·symbol`, noting the symbol when it is new to the row.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double, gained: inout SymbolsAdded) {
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
            gained.note(symbol)
        }
    }

    /// Adds `coefficient` times `other`, constant included.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        var gained = SymbolsAdded(recording: false)
        insert(other, coefficient, gained: &gained)
    }

    /// Adds `coefficient` times `other`, constant included, noting the symbols new to the row.
    mutating func insert(_ other: Row, _ coefficient: Double, gained: inout SymbolsAdded) {
        add(other, coefficient, vacating: nil, gained: &gained)
    }

    /// Adds `coefficient` times `other`, constant included, in place of the cell at `vacating`
    /// when there is one: cell by cell when `other` is short beside this row, else by a merge.
    private mutating func add(_ other: Row, _ coefficient: Double, vacating: Int?, gained: inout SymbolsAdded) {
        constant += other.constant * coefficient
        if isFew(other) {
            insertFew(other, coefficient, vacating: vacating, gained: &gained)
            return
        }
        if let vacating {
            symbols.remove(at: vacating)
            coefficients.remove(at: vacating)
        }
        merge(other, coefficient, gained: &gained)
    }

    /// Whether `other` has so few cells beside this row that each is best found by binary search.
    private func isFew(_ other: Row) -> Bool {
        other.symbols.count * 8 < symbols.count || other.symbols.count == 1
    }

    /// Adds `coefficient` times `other`'s cells, each found by binary search. Cells that only
    /// change are summed in place; those that appear or vanish, with the cell at `vacating`, go
    /// through `apply(vanishing:appearing:)`, which moves the long row's cells at most once.
    private mutating func insertFew(_ other: Row, _ coefficient: Double, vacating: Int?, gained: inout SymbolsAdded) {
        var vanishing: [Int] = []
        var appearing: [Appearing] = []
        for (symbol, value) in other.cells {
            let (found, at) = index(of: symbol)
            let sum = (found ? coefficients[at] : 0) + value * coefficient
            if found, !Tolerance.isZero(sum) {
                coefficients[at] = sum
            } else if found {
                vanishing.append(at)
            } else if !Tolerance.isZero(sum) {
                appearing.append(Appearing(at: at, symbol: symbol, coefficient: sum))
                gained.note(symbol)
            }
        }
        if let vacating { vanishing.insert(vacating, at: vanishing.firstIndex { $0 > vacating } ?? vanishing.endIndex) }
        guard !vanishing.isEmpty || !appearing.isEmpty else { return }
        apply(vanishing: vanishing, appearing: appearing)
    }

    /// Adds `coefficient` times `other`'s cells in one merge from the back into the arrays grown
    /// in place, then closes the gap that cells summing to zero left, so no new storage is needed.
    private mutating func merge(_ other: Row, _ coefficient: Double, gained: inout SymbolsAdded) {
        let count = symbols.count, otherCount = other.symbols.count
        symbols.append(contentsOf: repeatElement(Symbol(id: 0, kind: .dummy), count: otherCount))
        coefficients.append(contentsOf: repeatElement(0, count: otherCount))
        var write = count + otherCount - 1, i = count - 1, j = otherCount - 1
        while j >= 0 {
            if i >= 0, other.symbols[j] < symbols[i] {
                symbols[write] = symbols[i]
                coefficients[write] = coefficients[i]
                i -= 1
                write -= 1
                continue
            }
            let isShared = i >= 0 && symbols[i] == other.symbols[j]
            let value = (isShared ? coefficients[i] : 0) + other.coefficients[j] * coefficient
            if !Tolerance.isZero(value) {
                symbols[write] = other.symbols[j]
                coefficients[write] = value
                write -= 1
                if !isShared { gained.note(other.symbols[j]) }
            }
            if isShared { i -= 1 }
            j -= 1
        }
        let gap = write - i
        if gap > 0 {
            symbols.removeSubrange((i + 1)...write)
            coefficients.removeSubrange((i + 1)...write)
        }
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

    /// Replaces `symbol` with the expression `row` stands for.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        var gained = SymbolsAdded(recording: false)
        substitute(symbol, row, gained: &gained)
    }

    /// Replaces `symbol` with the expression `row` stands for, noting the symbols new to the row.
    mutating func substitute(_ symbol: Symbol, _ row: Row, gained: inout SymbolsAdded) {
        let (found, at) = index(of: symbol)
        guard found else { return }
        add(row, coefficients[at], vacating: at, gained: &gained)
    }

    /// The cells in symbol order.
    var cells: Zip2Sequence<[Symbol], [Double]> { zip(symbols, coefficients) }
}

/// The symbols a row gained in one change, which the solver's columns follow.
struct SymbolsAdded {
    private(set) var symbols: [Symbol] = []
    /// Whether symbols are noted; a row changed for its own sake notes none, allocating nothing.
    let isRecording: Bool

    init(recording: Bool) {
        isRecording = recording
    }

    mutating func note(_ symbol: Symbol) {
        if isRecording { symbols.append(symbol) }
    }

    mutating func removeAll() {
        symbols.removeAll(keepingCapacity: true)
    }
}

/// The solver's notion of zero, as in kiwi.
enum Tolerance {
    static func isZero(_ value: Double) -> Bool { abs(value) < 1e-8 }
}
