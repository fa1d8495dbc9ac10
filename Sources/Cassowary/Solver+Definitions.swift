// User variables' rows as definitions.
//
// The simplex reads only the restricted rows (slacks', errors', dummies') and the objective, and
// those stay parametric: they hold nonbasic symbols only. A user variable's row is never read by
// the simplex, so it may name basic symbols too: `x₂ = x₁ + 8 + s₁` instead of
// `x₂ = 16 + s₀ + s₁`. Every row is a true equation between symbols whatever the basis, so a
// pivot leaves definitions as they are: the symbol entering the basis is named through its new
// row, the one leaving is zero like any nonbasic symbol. A long chain of views then costs a row
// of a few cells per view, where a parametric tableau holds rows as long as the chain, each
// rewritten by every pivot.
//
// Definitions cannot form a cycle. A symbol becomes basic either with a parametric row, which
// names no basic symbol, or, through `add`'s lazy path, as a user variable that nothing names
// yet. Either way the new basic symbol closes no loop.
//
// A definition is expanded into nonbasic symbols only where a parametric row is needed: a new
// constraint's row that the simplex will read, or a user variable's row that leaves the basis.
extension Solver {
    /// `row` with every basic symbol it names replaced, through the rows that define them, by
    /// nonbasic symbols. Each row reached is merged once, so a chain of n definitions costs n
    /// merges of their own cells; the sums gather in `expansion`, indexed by symbol id, not in a
    /// hashed table.
    mutating func expanded(_ row: Row) -> Row {
        guard row.symbols.contains(where: isBasic) else { return row }
        let order = definitionsInOrder(from: row.symbols)
        var constant = row.constant
        var reached: [Symbol] = []
        func add(_ symbol: Symbol, _ coefficient: Double) {
            if !isBasic(symbol), lastVisit[symbol.id] != visit {
                lastVisit[symbol.id] = visit
                reached.append(symbol)
            }
            expansion[symbol.id] += coefficient
        }
        for (symbol, coefficient) in row.cells { add(symbol, coefficient) }
        for basic in order {
            let coefficient = expansion[basic.id]
            expansion[basic.id] = 0
            guard coefficient != 0 else { continue }
            let definition = rows[basic.id]
            constant += definition.constant * coefficient
            for (symbol, value) in definition.cells { add(symbol, value * coefficient) }
        }
        reached.sort()
        let cells = reached.map { symbol in
            defer { expansion[symbol.id] = 0 }
            return (symbol, expansion[symbol.id])
        }
        return Row(constant: constant, sortedCells: cells)
    }

    /// The basic symbols reached from `symbols` through the rows that define them, each before
    /// every symbol its row names: a depth-first walk's reverse post-order, kept on an explicit
    /// stack so that no chain can exhaust the call stack. The walk marks what it reaches with a
    /// new `visit`.
    private mutating func definitionsInOrder(from symbols: [Symbol]) -> [Symbol] {
        visit += 1
        var postOrder: [Symbol] = []
        var stack: [(symbol: Symbol, next: Int)] = []
        for root in symbols where isBasic(root) && lastVisit[root.id] != visit {
            lastVisit[root.id] = visit
            stack.append((root, 0))
            while let (symbol, next) = stack.last {
                let named = rows[symbol.id].symbols
                if let index = named[next...].firstIndex(where: { isBasic($0) && lastVisit[$0.id] != visit }) {
                    stack[stack.count - 1].next = index + 1
                    lastVisit[named[index].id] = visit
                    stack.append((named[index], 0))
                } else {
                    stack.removeLast()
                    postOrder.append(symbol)
                }
            }
        }
        return postOrder.reversed()
    }

    /// The value of every symbol reached from `roots`, indexed by symbol id, each row evaluated
    /// once after the rows it names; nonbasic symbols are zero.
    func definedValues(from roots: some Sequence<Symbol>) -> [Double] {
        var values = [Double](repeating: 0, count: rows.count)
        var evaluated = [Bool](repeating: false, count: rows.count)
        var stack: [(symbol: Symbol, next: Int)] = []
        for root in roots where isBasic(root) && !evaluated[root.id] {
            stack.append((root, 0))
            while let (symbol, next) = stack.last {
                let definition = rows[symbol.id]
                if let index = definition.symbols[next...].firstIndex(where: { isBasic($0) && !evaluated[$0.id] }) {
                    stack[stack.count - 1].next = index + 1
                    stack.append((definition.symbols[index], 0))
                    continue
                }
                stack.removeLast()
                evaluated[symbol.id] = true
                values[symbol.id] = definition.cells.reduce(definition.constant) { $0 + $1.1 * values[$1.0.id] }
            }
        }
        return values
    }

    /// Before basic symbol `symbol`'s row leaves the tableau without a pivot, writes the row into
    /// the definitions that name it, so that they keep meaning what they meant.
    mutating func inlineDefinition(of symbol: Symbol) {
        let definition = rows[symbol.id]
        var gained = SymbolsAdded(recording: true)
        for holder in holders(of: symbol) where holder.kind == .external {
            gained.removeAll()
            rows[holder.id].substitute(symbol, definition, gained: &gained)
            joinColumns(holder, of: gained.symbols)
        }
    }
}
