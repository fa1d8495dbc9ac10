// Restricted rows kept as definitions, for constraints at the end of long chains.
//
// A parametric row names nonbasic symbols only, so a constraint on a view at the end of a chain
// of n views expands into a row of n cells, and a chain whose every view carries a constraint of
// its own holds about n²/2 cells: 312 million for 25,000 views, in any parametric tableau. When
// a new row's expansion would be long, its slack or error marker instead becomes basic with the
// row as it is, naming basic user variables: a definition of a few cells, as user variables'
// rows already are (see `Solver+Definitions`). The simplex then reads such rows through the
// definitions they name:
//
// - a row's value, which is no longer its constant, is evaluated through them and cached until
//   a pivot or an edit changes some value;
// - the ratio test follows each symbol's dependents, not only the rows that name it, and takes
//   each dependent's rate of change from the rows it names;
// - a leaving row is expanded once, so that the entering symbol's row is parametric again.
//
// The objective must stay parametric, and expanding a new error's cost into it would cost the
// chain's length again. But when every cell of that expansion is at least zero, the cost can only
// raise the costs of the objective's symbols, and the objective is still optimal without reading
// it: the cost waits as a pending cost, and all pending costs are expanded together, in one walk,
// just before anything could make them wrong (a pivot, or a change to a row that names a symbol)
// or make the objective ask for a pivot. A cost that may lower others must be expanded at once;
// its row then stays parametric, as the definition would only add walks (a grid's wishes, 1.4×).
// The rarer operations (removing a constraint, suggesting a value) expand every definition first
// and then work on a parametric tableau.
//
// Systems whose rows stay short never meet this: a row becomes a definition only when its
// expansion may exceed `definitionThreshold` cells, and only while every user variable is basic,
// so that the expansion would name no user variable and choosing the marker is what the
// parametric path would choose.
extension Solver {
    /// The signs the cells of an expansion may have, leaving dummies out: they never enter.
    struct Signs: OptionSet, Sendable {
        let rawValue: UInt8
        static let positive = Signs(rawValue: 1)
        static let negative = Signs(rawValue: 2)

        /// The signs of the same cells multiplied by `coefficient`.
        func scaled(by coefficient: Double) -> Signs {
            coefficient < 0 ? Signs(rawValue: (rawValue & 1) << 1 | (rawValue & 2) >> 1) : self
        }
    }

    /// What keeping restricted rows as definitions needs of one symbol.
    struct DefinitionState: Sendable {
        /// An upper bound on the cells of the symbol's expansion; 1 for a nonbasic symbol.
        var expansionBound = 1
        /// Whether the symbol is basic with a restricted row that may name basic symbols.
        var isDefinition = false
        /// The `evaluationEpoch` in which `value` and `signs` were evaluated.
        var evaluatedEpoch = 0
        var value = 0.0
        var signs: Signs = []
    }

    /// The cost a basic symbol adds to the objective at `priority`, not yet expanded into it.
    struct PendingCost: Sendable {
        var symbol: Symbol
        var coefficient: Double
        var priority: Double
    }

    /// The largest expansion bound kept, so that sums cannot overflow.
    private static let expansionBoundLimit = 1 << 40

    /// An upper bound on the cells of `row`'s expansion.
    func expansionBound(of row: Row) -> Int {
        row.symbols.reduce(0) { bound, symbol in
            min(Self.expansionBoundLimit, bound + (isBasic(symbol) ? definitionStates[symbol.id].expansionBound : 1))
        }
    }

    /// Adds the row of a new constraint at `strength`, `definition`, with its marker as a
    /// definition when its expansion would be long, the parametric path would make the marker
    /// basic, and the marker's cost, if it has one, can wait; false, changing nothing, otherwise.
    mutating func addAsDefinition(_ definition: Row, _ tag: Tag, strength: Strength) -> Bool {
        guard basicExternalCount == variableSymbols.count, expansionBound(of: definition) > definitionThreshold else {
            return false
        }
        var row = definition
        if evaluation(of: row).value < 0 { row.reverseSign() }
        let markers = [tag.marker, tag.other].compactMap { $0 }
        guard
            let subject = markers.first(where: {
                ($0.kind == .slack || $0.kind == .error) && row.coefficient(for: $0) < 0
            })
        else { return false }
        row.solve(for: subject)
        if subject.kind == .error {
            // A cost that may lower others must be expanded into the objective now, which walks
            // the definitions the parametric path walks: a definition would only add to that.
            guard !evaluation(of: row).signs.contains(.negative) else { return false }
            objective.remove(subject)
            pendingCosts.append(PendingCost(symbol: subject, coefficient: strength.weight, priority: strength.priority))
        }
        setRow(row, for: subject)
        definitionStates[subject.id].isDefinition = true
        definitionRows.append(subject)
        definitionRowCount += 1
        return true
    }

    /// Expands every pending cost into the objective, in one walk of the definitions. The costs
    /// could only raise the objective's costs, so no symbol is touched for the next search.
    mutating func flushPendingCosts() {
        guard !pendingCosts.isEmpty else { return }
        var levels: [(priority: Double, row: Row)] = []
        for cost in pendingCosts {
            if let index = levels.firstIndex(where: { $0.priority == cost.priority }) {
                levels[index].row.insert(cost.symbol, cost.coefficient)
            } else {
                levels.append((cost.priority, Row(constant: 0, sortedCells: [(cost.symbol, cost.coefficient)])))
            }
        }
        pendingCosts = []
        for level in levels {
            objective.insert(expanded(level.row), 1, priority: level.priority, touching: false)
        }
    }

    /// Makes every restricted row parametric again, and the objective whole, for the operations
    /// that read rows as the parametric tableau has them.
    mutating func expandDefinitionRows() {
        flushPendingCosts()
        for symbol in definitionRows where definitionStates[symbol.id].isDefinition {
            rows[symbol.id] = expanded(rows[symbol.id])
            joinColumns(symbol)
            definitionStates[symbol.id].isDefinition = false
        }
        definitionRows = []
        definitionRowCount = 0
    }

    /// The value of `row` in the current solution, and the signs its expansion's cells may have.
    mutating func evaluation(of row: Row) -> (value: Double, signs: Signs) {
        var value = row.constant
        var signs: Signs = []
        for (symbol, coefficient) in row.cells {
            let named = evaluated(symbol)
            value += coefficient * named.value
            signs.formUnion(named.signs.scaled(by: coefficient))
        }
        return (value, signs)
    }

    /// `symbol`'s value and its expansion's signs; a nonbasic symbol is zero and its own cell.
    /// Basic symbols are evaluated once per `evaluationEpoch`, each after the rows its row names,
    /// on an explicit stack so that no chain can exhaust the call stack.
    mutating func evaluated(_ symbol: Symbol) -> (value: Double, signs: Signs) {
        guard isBasic(symbol) else { return (0, symbol.kind == .dummy ? [] : .positive) }
        var stack: [(symbol: Symbol, next: Int)] = []
        if definitionStates[symbol.id].evaluatedEpoch != evaluationEpoch { stack.append((symbol, 0)) }
        while let (basic, next) = stack.last {
            let named = rows[basic.id].symbols
            if let index = named[next...].firstIndex(where: {
                isBasic($0) && definitionStates[$0.id].evaluatedEpoch != evaluationEpoch
            }) {
                stack[stack.count - 1].next = index + 1
                stack.append((named[index], 0))
                continue
            }
            stack.removeLast()
            let evaluation = evaluation(of: rows[basic.id])
            definitionStates[basic.id].value = evaluation.value
            definitionStates[basic.id].signs = evaluation.signs
            definitionStates[basic.id].evaluatedEpoch = evaluationEpoch
        }
        return (definitionStates[symbol.id].value, definitionStates[symbol.id].signs)
    }

    /// The ratio test when rows may be definitions: `entering`'s rate of change in each basic
    /// symbol that depends on it is summed from the rows they name, in an order where each comes
    /// after those it names; of the restricted ones that fall, the first to reach zero leaves.
    /// A parametric row's rate is its cell, and its value its constant, as in the plain test.
    mutating func leavingSymbolThroughDefinitions(for entering: Symbol) -> Symbol? {
        let dependents = dependents(of: entering)
        expansion[entering.id] = 1
        var best: Symbol?
        var ratio = Double.greatestFiniteMagnitude
        for symbol in dependents {
            let rate = rows[symbol.id].cells.reduce(0) { $0 + $1.1 * expansion[$1.0.id] }
            expansion[symbol.id] = rate
            guard symbol.kind != .external, rate < 0, !Tolerance.isZero(rate) else { continue }
            let value = definitionStates[symbol.id].isDefinition ? evaluated(symbol).value : rows[symbol.id].constant
            let candidate = -value / rate
            if candidate < ratio || (candidate == ratio && best.map { symbol < $0 } ?? true) {
                ratio = candidate
                best = symbol
            }
        }
        expansion[entering.id] = 0
        for symbol in dependents { expansion[symbol.id] = 0 }
        return best
    }

    /// The basic symbols whose rows name `root`, directly or through other rows, each after every
    /// one its row names: a depth-first walk over the columns, in reverse post-order.
    private mutating func dependents(of root: Symbol) -> [Symbol] {
        visit += 1
        lastVisit[root.id] = visit
        var postOrder: [Symbol] = []
        var stack: [(symbol: Symbol, next: Int)] = [(root, 0)]
        while let (symbol, next) = stack.last {
            let column = columns[symbol.id]
            if let index = column[next...].firstIndex(where: {
                lastVisit[$0.id] != visit && isBasic($0) && rows[$0.id].coefficient(for: symbol) != 0
            }) {
                stack[stack.count - 1].next = index + 1
                lastVisit[column[index].id] = visit
                stack.append((column[index], 0))
            } else {
                stack.removeLast()
                postOrder.append(symbol)
            }
        }
        postOrder.removeLast()
        return postOrder.reversed()
    }
}
